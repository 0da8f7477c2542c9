/// Failed sign-ins, shared by the replicas so they agree on who is refused for a while.
public protocol SignInFailureStore: Sendable {
    /// Records a failed sign-in as `username` from `address` at `time` (milliseconds since 1970).
    func recordFailure(username: String, address: String, at time: Int64) async throws(TeamStoreError)
    /// The times of the newest failures (at most `limit`, the newest first) since `since`: for
    /// `username`, and from `address`.
    func recentFailures(username: String, address: String, since: Int64, limit: (username: Int, address: Int))
        async throws(TeamStoreError) -> (username: [Int64], address: [Int64])
    /// Forgets `username`'s failures (after a sign-in that succeeded).
    func clearFailures(username: String) async throws(TeamStoreError)
    /// Forgets every failure before `time`; how many.
    @discardableResult
    func pruneFailures(before time: Int64) async throws(TeamStoreError) -> Int
}
