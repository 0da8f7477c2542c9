import Dispatch
import Synchronization

/// What was fetched, being kept behind the answer: the local copy's write (encoded, sealed,
/// written, fsynced, renamed) runs on a thread of its own while the caller shows the answer, and
/// the caller waits for it (``finished()``) before it ends — a command's output does not wait
/// for the disk, and the process never exits with a write under way.
package final class PendingKeep: Sendable {
    private let done = DispatchGroup()
    private let outcome = Mutex<ClientError?>(nil)

    /// Starts `keep` now, off the caller's thread.
    package init(_ keep: @escaping @Sendable () throws(ClientError) -> Void) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            do throws(ClientError) {
                try keep()
            } catch {
                outcome.withLock { $0 = error }
            }
            done.leave()
        }
    }

    /// Why what was fetched was not kept (a full disk, a logout since), or `nil` when it was: once
    /// the write is over.
    package func finished() async -> ClientError? {
        await withCheckedContinuation { (over: CheckedContinuation<Void, Never>) in
            done.notify(queue: .global()) { over.resume() }
        }
        return outcome.withLock { $0 }
    }
}
