import Foundation
import Synchronization

/// What one load found wrong with the user's local copy, for its warning lines: why it could not
/// be read, or that it is dated in the future. Its caller hands it to the load and reads it after,
/// whether the load succeeded or failed — a copy that could not answer for a server away is part of
/// why the command failed, and the warning says so.
package final class LocalCopyNotes: Sendable {
    private let state = Mutex<(notRead: ClientError?, datedInTheFuture: Date?)>((nil, nil))

    package init() {}

    /// Why the local copy (or the kept rates) could not be read: it counted as none.
    package var notRead: ClientError? {
        state.withLock { $0.notRead }
    }

    /// When the local copy says it was fetched, when that is after the load began: it was not used.
    package var datedInTheFuture: Date? {
        state.withLock { $0.datedInTheFuture }
    }

    /// Keeps what `copy` and the rates' load found (the first reason not read wins).
    func record(_ copy: UserLocalCopy, ratesNotRead: ClientError?) {
        state.withLock { state in
            state.notRead = state.notRead ?? copy.readError ?? ratesNotRead
            state.datedInTheFuture = state.datedInTheFuture ?? copy.datedInTheFuture
        }
    }
}
