import SalesPostgres

/// Failed sign-ins in PostgreSQL (``TeamSchema``'s `team_sign_in_failures`): every replica counts
/// the same failures.
public struct PostgresSignInFailureStore: SignInFailureStore {
    private let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    public func recordFailure(username: String, address: String, at time: Int64) async throws(TeamStoreError) {
        try await run(
            "INSERT INTO team_sign_in_failures (username, address, at) VALUES ($1, $2, $3)",
            [.text(username), .text(address), .integer(time)])
    }

    public func recentFailures(username: String, address: String, since: Int64, limit: (username: Int, address: Int))
        async throws(TeamStoreError) -> (username: [Int64], address: [Int64])
    {
        let byUser = try await run(
            "SELECT at FROM team_sign_in_failures WHERE username = $1 AND at > $2 ORDER BY at DESC LIMIT $3",
            [.text(username), .integer(since), .integer(Int64(limit.username))])
        let byAddress = try await run(
            "SELECT at FROM team_sign_in_failures WHERE address = $1 AND at > $2 ORDER BY at DESC LIMIT $3",
            [.text(address), .integer(since), .integer(Int64(limit.address))])
        return (try Self.times(byUser), try Self.times(byAddress))
    }

    public func clearFailures(username: String) async throws(TeamStoreError) {
        try await run("DELETE FROM team_sign_in_failures WHERE username = $1", [.text(username)])
    }

    public func pruneFailures(before time: Int64) async throws(TeamStoreError) -> Int {
        try await run("DELETE FROM team_sign_in_failures WHERE at < $1", [.integer(time)]).affected
    }

    @discardableResult
    private func run(_ sql: String, _ parameters: [PostgresValue]) async throws(TeamStoreError) -> PostgresRows {
        try await pool.storeStatement(sql, parameters)
    }

    private static func times(_ rows: PostgresRows) throws(TeamStoreError) -> [Int64] {
        do {
            return try (0..<rows.count).map { row throws(PostgresError) in try rows.integer(row, 0) }
        } catch {
            throw TeamStoreError(error.message)
        }
    }
}
