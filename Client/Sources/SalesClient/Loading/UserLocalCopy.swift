import SalesLocalCopy
import Synchronization

/// One user's local copy for the length of one load: read from the store the first time a loader
/// asks (a million sales are decrypted and decoded once, not once per loader), never when none
/// asks. A copy that cannot be read is none, and the reason is kept for one warning.
package final class UserLocalCopy: Sendable {
    private let store: any LocalCopyStore
    private let user: String
    private let state = Mutex<Result<LocalCopy?, ClientError>?>(nil)

    package init(store: any LocalCopyStore, user: String) {
        self.store = store
        self.user = user
    }

    /// The copy, read on the first call.
    package func load() -> LocalCopy? {
        let result = state.withLock { state in
            if let state { return state }
            let read = Result { () throws(ClientError) in try store.load(for: user) }
            state = read
            return read
        }
        return (try? result.get()) ?? nil
    }

    /// Why the copy could not be read, when it was read and could not be.
    package var readError: ClientError? {
        state.withLock { state in
            if case .failure(let error) = state { return error }
            return nil
        }
    }
}
