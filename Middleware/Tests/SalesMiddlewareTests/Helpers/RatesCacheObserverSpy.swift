import SalesMiddleware
import Synchronization

/// Records each fetch's outcome (`ok`, or the error's kind) and lets a test wait for fetches to end.
final class RatesCacheObserverSpy: RatesCacheObserver {
    private struct State {
        var outcomes: [String] = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    var outcomes: [String] { state.withLock { $0.outcomes } }

    /// Returns once `count` fetches have ended since the spy was made.
    func fetchesFinished(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                guard state.outcomes.count < count else { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    func fetchFinished(_ outcome: Result<RatesSnapshot, UpstreamError>, duration: Duration) {
        let name =
            switch outcome {
            case .success: "ok"
            case .failure(.timeout): "timeout"
            case .failure: "other"
            }
        let ready = state.withLock { state in
            state.outcomes.append(name)
            let ready = state.waiters.filter { $0.count <= state.outcomes.count }
            state.waiters.removeAll { $0.count <= state.outcomes.count }
            return ready
        }
        for waiter in ready { waiter.continuation.resume() }
    }
}
