import SalesClient
import Synchronization

/// The zones managers choose, read from the system's zone database once each and kept.
package final class TeamZones: Sendable {
    private let database: ZoneDatabase
    private let kept = Mutex<[String: ReaderTimeZone]>([:])

    package init(database: ZoneDatabase = ZoneDatabase(environment: [:])) {
        self.database = database
    }

    /// The zone an IANA name (`Europe/Lisbon`) names; `nil` for one the database does not hold.
    package func named(_ name: String?) -> ReaderTimeZone? {
        guard let name, !name.isEmpty, name.utf8.count <= 64 else { return nil }
        if let zone = kept.withLock({ $0[name] }) { return zone }
        guard let zone = ReaderTimeZone.named(name, in: database) else { return nil }
        kept.withLock { $0[name] = zone }
        return zone
    }
}
