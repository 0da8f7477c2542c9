/// When a sign-in is refused for a while: after ``usernameLimit`` failures for a user name, or
/// ``addressLimit`` from one address, within ``window`` — until the oldest of those leaves the
/// window. The sales API never sees the flood; the page says how long to wait.
public struct SignInThrottle: Sendable {
    public var usernameLimit = 5
    public var addressLimit = 20
    /// Milliseconds.
    public var window: Int64 = 15 * 60 * 1000

    public init() {}

    public enum Decision: Sendable, Equatable {
        case allowed
        /// Refused for this many more milliseconds.
        case refused(retryAfter: Int64)
    }

    /// The decision at `now`, from the newest failures (the newest first) the store keeps.
    public func decision(failures: (username: [Int64], address: [Int64]), now: Int64) -> Decision {
        var until: Int64 = 0
        for (times, limit) in [(failures.username, usernameLimit), (failures.address, addressLimit)]
        where times.count >= limit && limit > 0 {
            // The limit-th newest: once it leaves the window, fewer than `limit` remain in it.
            let oldestCounted = times.sorted(by: >)[limit - 1]
            until = max(until, oldestCounted + window)
        }
        return until > now ? .refused(retryAfter: until - now) : .allowed
    }

    /// Asks the store, then decides.
    public func decision(username: String, address: String, store: some SignInFailureStore, now: Int64)
        async throws(TeamStoreError) -> Decision
    {
        let failures = try await store.recentFailures(
            username: username, address: address, since: now - window, limit: (usernameLimit, addressLimit))
        return decision(failures: failures, now: now)
    }

    /// "Try again in 14 minutes." — rounded up, never "0 minutes".
    public static func wording(retryAfter milliseconds: Int64) -> String {
        let seconds = max(1, (milliseconds + 999) / 1000)
        if seconds < 60 { return "Too many failed sign-ins. Try again in \(seconds) second\(seconds == 1 ? "" : "s")." }
        let minutes = (seconds + 59) / 60
        return "Too many failed sign-ins. Try again in \(minutes) minute\(minutes == 1 ? "" : "s")."
    }
}
