/// Failed sign-ins, shared by the replicas so they agree on who is refused for a while.
public protocol SignInFailureStore: Sendable {
    /// One atomic step, so that parallel attempts (on any replica) cannot slip past a limit between
    /// a check and a count: refuses when the `username`–`address` pair has `limits.pair` failures
    /// since `since`, or `address` has `limits.address`; else records this attempt as a failure
    /// (``releaseAttempt(_:)`` takes it back) and answers the failures counted before it.
    func reserveAttempt(
        username: String, address: String, at time: Int64, since: Int64, limits: (pair: Int, address: Int)
    ) async throws(TeamStoreError) -> SignInAttempt
    /// Takes back an attempt that did not fail on its credentials (it signed in, or the sales API
    /// could not be asked).
    func releaseAttempt(_ id: Int64) async throws(TeamStoreError)
    /// Forgets the failures of `username` from `address` (after a sign-in from there succeeded);
    /// those from other addresses stay until they leave the window.
    func clearFailures(username: String, address: String) async throws(TeamStoreError)
    /// Forgets every failure before `time`; how many.
    @discardableResult
    func pruneFailures(before time: Int64) async throws(TeamStoreError) -> Int
}

/// What a store answered an attempt: refused, or reserved as a failure until released.
public enum SignInAttempt: Sendable, Equatable {
    case refused(SignInFailures)
    case reserved(id: Int64, before: SignInFailures)
}

/// The failures within the window that a decision reads (times in milliseconds since 1970).
public struct SignInFailures: Sendable, Equatable {
    /// The pair's newest failures, the newest first (at most its limit).
    public var pair: [Int64]
    /// The address's newest failures, the newest first (at most its limit).
    public var address: [Int64]
    /// How many failures the user name has had, from any address.
    public var username: Int

    public init(pair: [Int64] = [], address: [Int64] = [], username: Int = 0) {
        self.pair = pair
        self.address = address
        self.username = username
    }
}
