import Foundation
import SalesCore
import SalesLocalCopy
import Synchronization

/// Local copies kept in memory only: for tests, and where nothing may be written.
package final class InMemoryLocalCopyStore: LocalCopyStore {
    private struct State {
        var copies: [String: LocalCopy] = [:]
        var generation = 0

        mutating func write(in generation: LocalCopyGeneration, _ change: (inout Self) -> Void) throws(ClientError) {
            guard generation == current else { throw .storage(LocalCopyGeneration.endedMessage) }
            change(&self)
        }

        var current: LocalCopyGeneration { LocalCopyGeneration(String(generation)) }
    }

    private let state = Mutex(State())

    package init() {}

    /// The whole copy, whatever `needs` says: nothing is saved by leaving sales out in memory.
    package func load(for user: String, needs: CatalogNeeds) throws(ClientError) -> LocalCopy? {
        state.withLock { $0.copies[user] }
    }

    package func rates(for user: String) throws(ClientError) -> [CurrencyCode: CachedRates] {
        state.withLock { $0.copies[user]?.rates ?? [:] }
    }

    package func generation() throws(ClientError) -> LocalCopyGeneration {
        state.withLock { $0.current }
    }

    package func saveCatalog(
        _ catalog: Catalog, leftOut: LeftOut, fetchedAt: Date, for user: String, in generation: LocalCopyGeneration
    ) throws(ClientError) {
        try state.withLock { state throws(ClientError) in
            try state.write(in: generation) { state in
                let rates = state.copies[user]?.rates ?? [:]
                state.copies[user] = LocalCopy(catalog: catalog, fetchedAt: fetchedAt, rates: rates, leftOut: leftOut)
            }
        }
    }

    package func saveRates(
        _ rates: [CurrencyCode: CachedRates], for user: String, in generation: LocalCopyGeneration
    ) throws(ClientError) {
        try state.withLock { state throws(ClientError) in
            try state.write(in: generation) { state in
                var copy = state.copies[user] ?? LocalCopy.ratesAlone([:])
                copy.rates = rates
                state.copies[user] = copy
            }
        }
    }

    package func delete(for user: String) throws(ClientError) {
        state.withLock { state in
            state.copies[user] = nil
            state.generation += 1
        }
    }

    package func deleteAll() throws(ClientError) {
        state.withLock { state in
            state.copies = [:]
            state.generation += 1
        }
    }
}
