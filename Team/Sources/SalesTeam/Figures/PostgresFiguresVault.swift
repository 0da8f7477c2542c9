import SalesPostgres

/// The vault in PostgreSQL (``TeamSchema``'s `team_figures`): a row a user, replaced whole.
public struct PostgresFiguresVault: FiguresVault {
    private let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    public func figures(username: String) async throws(TeamStoreError) -> SealedFigures? {
        let rows = try await pool.storeStatement(
            "SELECT sealed, loaded_at FROM team_figures WHERE username = $1", [.text(username)])
        guard rows.count > 0 else { return nil }
        do {
            return SealedFigures(sealed: try rows.bytes(0, 0), loadedAt: try rows.integer(0, 1))
        } catch {
            throw TeamStoreError(error.message)
        }
    }

    public func keep(_ figures: SealedFigures, username: String) async throws(TeamStoreError) {
        try await pool.storeStatement(
            """
            INSERT INTO team_figures (username, sealed, loaded_at) VALUES ($1, $2, $3)
            ON CONFLICT (username) DO UPDATE SET sealed = excluded.sealed, loaded_at = excluded.loaded_at
            """, [.text(username), .bytes(figures.sealed), .integer(figures.loadedAt)])
    }

    public func forget(username: String) async throws(TeamStoreError) {
        try await pool.storeStatement("DELETE FROM team_figures WHERE username = $1", [.text(username)])
    }

    public func forgetUsersWithoutSessions() async throws(TeamStoreError) -> Int {
        let rows = try await pool.storeStatement(
            """
            DELETE FROM team_figures f
            WHERE NOT EXISTS (SELECT 1 FROM team_sessions s WHERE s.username = f.username)
            RETURNING 1
            """, [])
        return rows.count
    }
}
