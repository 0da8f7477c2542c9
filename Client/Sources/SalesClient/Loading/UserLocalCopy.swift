import Foundation
import SalesLocalCopy
import Synchronization

/// One user's local copy for the length of one load: read from the store the first time a loader
/// asks (a million sales are decrypted and decoded once, not once per loader), never when none
/// asks. A copy that cannot be read is none, and the reason is kept for one warning; so is a copy
/// dated after `now` (a clock set back, a copy from another machine): never fresh, never an
/// offline answer, and said once.
package final class UserLocalCopy: Sendable {
    private let store: any CatalogCopyStore
    private let user: String
    private let now: Date?
    private let needs: CatalogNeeds
    private let state = Mutex<Result<LocalCopy?, ClientError>?>(nil)
    private let future = Mutex<Date?>(nil)

    /// `now`: when the load began, after which no copy can have been fetched (`nil`: not checked);
    /// `needs`: whether the copy's sales are read (``CatalogNeeds/sums``: they are not).
    package init(store: any CatalogCopyStore, user: String, now: Date? = nil, needs: CatalogNeeds = .sales) {
        self.store = store
        self.user = user
        self.now = now
        self.needs = needs
    }

    /// The copy, read on the first call.
    package func load() -> LocalCopy? {
        let result = state.withLock { state in
            if let state { return state }
            let read = Result { () throws(ClientError) in try store.load(for: user, needs: needs) }
            state = read
            return read
        }
        guard let copy = (try? result.get()) ?? nil else { return nil }
        if let now, copy.fetchedAt > now {
            future.withLock { $0 = copy.fetchedAt }
            return nil
        }
        return copy
    }

    /// When the copy says it was fetched, when that is after the load began (it was not used).
    package var datedInTheFuture: Date? {
        future.withLock { $0 }
    }

    /// Why the copy could not be read, when it was read and could not be.
    package var readError: ClientError? {
        state.withLock { state in
            if case .failure(let error) = state { return error }
            return nil
        }
    }
}
