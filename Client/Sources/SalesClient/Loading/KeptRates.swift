import Foundation
import SalesCore
import SalesLocalCopy
import Synchronization

/// One user's kept rates for the length of one load: read from the store the first time a loader
/// asks, never when none asks. Rates that cannot be read are none, and the reason is kept for one
/// warning. Without a user (no session) there are none, and nothing is read or kept.
package final class KeptRates: Sendable {
    private let store: any KeptRatesStore
    /// The user whose local copy keeps the rates; `nil` without a session.
    package let user: String?
    private let state = Mutex<Result<[CurrencyCode: CachedRates], ClientError>?>(nil)

    package init(store: any KeptRatesStore, user: String?) {
        self.store = store
        self.user = user
    }

    /// Every target's kept rates, read on the first call.
    package func load() -> [CurrencyCode: CachedRates] {
        guard let user else { return [:] }
        let result = state.withLock { state in
            if let state { return state }
            let read = Result { () throws(ClientError) in try store.rates(for: user) }
            state = read
            return read
        }
        return (try? result.get()) ?? [:]
    }

    /// Why the kept rates could not be read, when they were read and could not be.
    package var readError: ClientError? {
        state.withLock { state in
            if case .failure(let error) = state { return error }
            return nil
        }
    }
}
