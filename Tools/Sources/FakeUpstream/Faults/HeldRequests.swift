import Synchronization

/// Requests waiting for a test to let them go: each waits until ``releaseAll()``, or until its task
/// is cancelled (the client went away, the server is stopping).
final class HeldRequests: Sendable {
    private struct State {
        var next = 0
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        /// Cancelled before they began to wait: they do not wait at all.
        var cancelled: Set<Int> = []
    }

    private let state = Mutex(State())

    var count: Int { state.withLock { $0.waiting.count } }

    func hold() async {
        let id = state.withLock { state in
            state.next += 1
            return state.next
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let waits = state.withLock { state in
                    guard state.cancelled.remove(id) == nil else { return false }
                    state.waiting[id] = continuation
                    return true
                }
                if !waits { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                let continuation = state.waiting.removeValue(forKey: id)
                if continuation == nil { state.cancelled.insert(id) }
                return continuation
            }
            continuation?.resume()
        }
    }

    func releaseAll() -> Int {
        let released = state.withLock { state in
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in released { continuation.resume() }
        return released.count
    }
}
