import SalesPostgres
import SalesTeam
import Synchronization

/// Whether this replica can serve: its database answers and its tables are at this program's
/// version. The front asks `/ready` and routes around a replica that is not.
package final class Readiness: Sendable {
    private let pool: PostgresPool
    private let migrated = Atomic(false)

    package init(pool: PostgresPool) {
        self.pool = pool
    }

    /// The schema is current (said by ``SchemaMaintenanceService`` once it has migrated).
    package func schemaIsCurrent() {
        migrated.store(true, ordering: .releasing)
    }

    /// `nil` when ready; why not otherwise.
    package func check() async -> String? {
        guard migrated.load(ordering: .acquiring) else { return "the database's tables are not ready yet" }
        do {
            guard try await TeamSchema.version(pool) >= TeamSchema.currentVersion else {
                return "the database's tables are older than this program"
            }
            return nil
        } catch {
            return "the database is unavailable"
        }
    }
}
