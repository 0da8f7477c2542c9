import Foundation
import SalesCore
import Synchronization

/// Local copies kept in memory only: for tests, and where nothing may be written.
package final class InMemoryLocalCopyStore: LocalCopyStore {
    private let copies = Mutex<[String: LocalCopy]>([:])

    package init() {}

    package func load(for user: String) throws(ClientError) -> LocalCopy? {
        copies.withLock { $0[user] }
    }

    package func rates(for user: String) throws(ClientError) -> [CurrencyCode: CachedRates] {
        copies.withLock { $0[user]?.rates ?? [:] }
    }

    package func save(_ copy: LocalCopy, for user: String) throws(ClientError) {
        copies.withLock { $0[user] = copy }
    }

    package func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String) throws(ClientError) {
        copies.withLock { copies in
            var copy = copies[user] ?? LocalCopy.ratesAlone([:])
            copy.rates = rates
            copies[user] = copy
        }
    }

    package func delete(for user: String) throws(ClientError) {
        _ = copies.withLock { $0.removeValue(forKey: user) }
    }
}
