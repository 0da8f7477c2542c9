import PostgresTesting
import SalesPostgres
import SalesTeam
import Testing

/// The implementations every store spec runs against: this process's memory, and a real PostgreSQL.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory, postgres

    var testDescription: String { rawValue }

    /// A pool on a new database of the shared server, its tables made.
    static func migratedPool() async throws -> PostgresPool {
        let server = try PostgresTestServer.shared.get()
        let pool = PostgresPool(url: try await server.makeDatabase(), size: 2)
        try await TeamSchema.migrate(pool, now: 0)
        return pool
    }
}
