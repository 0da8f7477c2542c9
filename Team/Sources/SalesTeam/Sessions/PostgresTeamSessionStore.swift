import SalesPostgres

/// Sessions in PostgreSQL, which every replica shares (``TeamSchema``'s `team_sessions`).
public struct PostgresTeamSessionStore: TeamSessionStore, TeamSessionSweep {
    private let pool: PostgresPool
    private static let columns =
        "id_hash, username, sealed_token, form_token, created_at, last_seen, user_agent, address"

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    public func insert(_ session: TeamSession) async throws(TeamStoreError) {
        try await run(
            "INSERT INTO team_sessions (\(Self.columns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            [
                .bytes(session.idHash), .text(session.username), .bytes(session.sealedToken),
                .text(session.formToken), .integer(session.createdAt), .integer(session.lastSeen),
                .text(session.userAgent), .text(session.address),
            ])
    }

    public func session(idHash: [UInt8]) async throws(TeamStoreError) -> TeamSession? {
        let rows = try await run("SELECT \(Self.columns) FROM team_sessions WHERE id_hash = $1", [.bytes(idHash)])
        return try Self.sessions(rows).first
    }

    /// The session's row and its user's settings' (`team_user_settings`), in one statement.
    public func signedIn(idHash: [UInt8]) async throws(TeamStoreError) -> SignedIn? {
        let rows = try await run(
            """
            SELECT s.id_hash, s.username, s.sealed_token, s.form_token, s.created_at, s.last_seen, s.user_agent,
                s.address, u.zone, u.currency, u.locale
            FROM team_sessions s LEFT JOIN team_user_settings u ON u.username = s.username
            WHERE s.id_hash = $1
            """, [.bytes(idHash)])
        guard let session = try Self.sessions(rows).first else { return nil }
        return SignedIn(
            session: session,
            settings: UserSettings(
                zone: rows.optionalText(0, 8), currency: rows.optionalText(0, 9), locale: rows.optionalText(0, 10)))
    }

    public func touch(idHash: [UInt8], at time: Int64) async throws(TeamStoreError) {
        try await run("UPDATE team_sessions SET last_seen = $2 WHERE id_hash = $1", [.bytes(idHash), .integer(time)])
    }

    public func delete(idHash: [UInt8]) async throws(TeamStoreError) -> Bool {
        try await run("DELETE FROM team_sessions WHERE id_hash = $1", [.bytes(idHash)]).affected > 0
    }

    public func deleteAll(username: String) async throws(TeamStoreError) -> Int {
        try await run("DELETE FROM team_sessions WHERE username = $1", [.text(username)]).affected
    }

    public func trim(username: String, keeping: Int) async throws(TeamStoreError) -> Int {
        try await run(
            """
            DELETE FROM team_sessions WHERE username = $1 AND id_hash NOT IN (
                SELECT id_hash FROM team_sessions WHERE username = $1
                ORDER BY last_seen DESC, created_at DESC LIMIT $2)
            """, [.text(username), .integer(Int64(max(0, keeping)))]
        ).affected
    }

    public func sessions(username: String) async throws(TeamStoreError) -> [TeamSession] {
        let rows = try await run(
            "SELECT \(Self.columns) FROM team_sessions WHERE username = $1 ORDER BY last_seen DESC, created_at DESC",
            [.text(username)])
        return try Self.sessions(rows)
    }

    public func deleteExpired(idleBefore: Int64, createdBefore: Int64) async throws(TeamStoreError) -> Int {
        try await run(
            "DELETE FROM team_sessions WHERE last_seen < $1 OR created_at < $2",
            [.integer(idleBefore), .integer(createdBefore)]
        ).affected
    }

    public func count() async throws(TeamStoreError) -> Int {
        let rows = try await run("SELECT count(*) FROM team_sessions", [])
        do throws(PostgresError) {
            return Int(try rows.integer(0, 0))
        } catch {
            throw TeamStoreError(error.message)
        }
    }

    @discardableResult
    private func run(_ sql: String, _ parameters: [PostgresValue]) async throws(TeamStoreError) -> PostgresRows {
        try await pool.storeStatement(sql, parameters)
    }

    private static func sessions(_ rows: PostgresRows) throws(TeamStoreError) -> [TeamSession] {
        do {
            return try (0..<rows.count).map { row throws(PostgresError) in
                TeamSession(
                    idHash: try rows.bytes(row, 0), username: try rows.text(row, 1),
                    sealedToken: try rows.bytes(row, 2), formToken: try rows.text(row, 3),
                    createdAt: try rows.integer(row, 4), lastSeen: try rows.integer(row, 5),
                    userAgent: try rows.text(row, 6), address: try rows.text(row, 7))
            }
        } catch {
            throw TeamStoreError(error.message)
        }
    }
}
