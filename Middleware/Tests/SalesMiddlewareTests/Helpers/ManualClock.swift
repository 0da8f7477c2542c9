import Synchronization

/// A clock that moves only when a test says so.
final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let elapsed = Mutex<Duration>(.zero)

    @Sendable func now() -> ContinuousClock.Instant {
        start + elapsed.withLock { $0 }
    }

    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}
