import Synchronization

/// A clock that moves only when a test says so: hand `now` to the code under test, then `advance`.
public final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let elapsed = Mutex<Duration>(.zero)

    public init() {}

    @Sendable public func now() -> ContinuousClock.Instant {
        start + elapsed.withLock { $0 }
    }

    public func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}
