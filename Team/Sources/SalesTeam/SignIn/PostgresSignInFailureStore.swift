import SalesPostgres

/// Failed sign-ins in PostgreSQL (``TeamSchema``'s `team_sign_in_failures`): every replica counts
/// the same failures. An attempt is checked and counted in one transaction under an advisory lock
/// on its address (every replica's attempts from one address, and so from one pair, take turns).
public struct PostgresSignInFailureStore: SignInFailureStore {
    private let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    public func reserveAttempt(
        username: String, address: String, at time: Int64, since: Int64, limits: (pair: Int, address: Int)
    ) async throws(TeamStoreError) -> SignInAttempt {
        do {
            return try await pool.transaction { connection throws(PostgresError) in
                try connection.execute(
                    "SELECT pg_advisory_xact_lock(hashtextextended($1, \(TeamSchema.lockKey)))", [.text(address)])
                let pair = try connection.execute(
                    "SELECT at FROM team_sign_in_failures WHERE username = $1 AND address = $2 AND at > $3 "
                        + "ORDER BY at DESC LIMIT $4",
                    [.text(username), .text(address), .integer(since), .integer(Int64(limits.pair))])
                let byAddress = try connection.execute(
                    "SELECT at FROM team_sign_in_failures WHERE address = $1 AND at > $2 ORDER BY at DESC LIMIT $3",
                    [.text(address), .integer(since), .integer(Int64(limits.address))])
                let byName = try connection.execute(
                    "SELECT count(*) FROM team_sign_in_failures WHERE username = $1 AND at > $2",
                    [.text(username), .integer(since)])
                let counted = SignInFailures(
                    pair: try Self.times(pair), address: try Self.times(byAddress),
                    username: Int(try byName.integer(0, 0)))
                guard counted.pair.count < limits.pair, counted.address.count < limits.address else {
                    return .refused(counted)
                }
                let inserted = try connection.execute(
                    "INSERT INTO team_sign_in_failures (username, address, at) VALUES ($1, $2, $3) RETURNING id",
                    [.text(username), .text(address), .integer(time)])
                return .reserved(id: try inserted.integer(0, 0), before: counted)
            }
        } catch {
            throw TeamStoreError(error.message)
        }
    }

    public func releaseAttempt(_ id: Int64) async throws(TeamStoreError) {
        try await run("DELETE FROM team_sign_in_failures WHERE id = $1", [.integer(id)])
    }

    public func clearFailures(username: String, address: String) async throws(TeamStoreError) {
        try await run(
            "DELETE FROM team_sign_in_failures WHERE username = $1 AND address = $2", [.text(username), .text(address)])
    }

    public func pruneFailures(before time: Int64) async throws(TeamStoreError) -> Int {
        try await run("DELETE FROM team_sign_in_failures WHERE at < $1", [.integer(time)]).affected
    }

    @discardableResult
    private func run(_ sql: String, _ parameters: [PostgresValue]) async throws(TeamStoreError) -> PostgresRows {
        try await pool.storeStatement(sql, parameters)
    }

    private static func times(_ rows: PostgresRows) throws(PostgresError) -> [Int64] {
        try (0..<rows.count).map { row throws(PostgresError) in try rows.integer(row, 0) }
    }
}
