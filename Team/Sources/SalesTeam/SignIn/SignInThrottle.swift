/// Who may try to sign in, and how soon. It throttles what an attacker controls, not what the
/// manager needs:
/// - a user name and an address together: after ``pairLimit`` failures within ``window`` that pair
///   is refused until the oldest of them leaves the window (a guesser locks out only themselves);
/// - an address: after ``addressLimit`` failures within the window, refused alike (one address
///   guessing many names);
/// - a user name from any address: past ``freeFailures`` failures within the window, each attempt
///   waits before the sales API is asked — ``firstDelay``, doubling with each further failure up to
///   ``maximumDelay`` — so guesses spread over many addresses are slowed, while the right password
///   from an address that has not failed still signs in.
///
/// The check and the count are one atomic step in the store (``SignInFailureStore/reserveAttempt(username:address:at:since:limits:)``):
/// parallel guesses reach the sales API at most as often as the limits say.
public struct SignInThrottle: Sendable {
    public var pairLimit = 5
    public var addressLimit = 20
    /// Milliseconds.
    public var window: Int64 = 15 * 60 * 1000
    public var freeFailures = 5
    public var firstDelay = Duration.milliseconds(500)
    public var maximumDelay = Duration.seconds(8)

    public init() {}

    public enum Decision: Sendable, Equatable {
        /// Ask the sales API after `delay`; `attempt` is the failure counted until it is taken back.
        case allowed(attempt: Int64, delay: Duration)
        /// Refused for this many more milliseconds.
        case refused(retryAfter: Int64)
    }

    /// Until when a refusal holds: the newest failures of the pair or the address (the newest
    /// first), at their limits; `nil` when neither is.
    public func refusedUntil(_ failures: SignInFailures) -> Int64? {
        var until: Int64?
        for (times, limit) in [(failures.pair, pairLimit), (failures.address, addressLimit)]
        where times.count >= limit && limit > 0 {
            // The limit-th newest: once it leaves the window, fewer than `limit` remain in it.
            let oldestCounted = times.sorted(by: >)[limit - 1]
            until = max(until ?? 0, oldestCounted + window)
        }
        return until
    }

    /// How long an attempt waits after `failures` failures of its user name within the window.
    public func delay(afterUsernameFailures failures: Int) -> Duration {
        let past = failures - freeFailures
        guard past >= 0 else { return .zero }
        guard past < 16 else { return maximumDelay }
        return min(firstDelay * (1 << past), maximumDelay)
    }

    /// Checks and counts the attempt in the store, in one step; the decision at `now`.
    public func decision(username: String, address: String, store: some SignInFailureStore, now: Int64)
        async throws(TeamStoreError) -> Decision
    {
        let attempt = try await store.reserveAttempt(
            username: username, address: address, at: now, since: now - window, limits: (pairLimit, addressLimit))
        switch attempt {
        case .refused(let failures):
            return .refused(retryAfter: max(1, (refusedUntil(failures) ?? now) - now))
        case .reserved(let id, let before):
            return .allowed(attempt: id, delay: delay(afterUsernameFailures: before.username))
        }
    }

    /// How long to wait, as a manager is told it: seconds under a minute, else minutes — rounded
    /// up, never 0 (the pages word it in the reader's language).
    public enum Wait: Equatable, Sendable {
        case seconds(Int)
        case minutes(Int)
    }

    /// The wait of `milliseconds`: `.seconds(1)` for 1 ms, `.minutes(15)` for 14 minutes and 1 ms.
    public static func wait(retryAfter milliseconds: Int64) -> Wait {
        let seconds = Int(clamping: max(1, milliseconds / 1000 + (milliseconds % 1000 > 0 ? 1 : 0)))
        return seconds < 60 ? .seconds(seconds) : .minutes((seconds + 59) / 60)
    }
}
