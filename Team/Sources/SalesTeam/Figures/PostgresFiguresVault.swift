import SalesPostgres

/// The vault in PostgreSQL (``TeamSchema``'s `team_figure_copies`, a row a copy, and `team_figures`,
/// a row a user naming one).
public struct PostgresFiguresVault: FiguresVault {
    private let pool: PostgresPool
    /// Copies no user's row names any more.
    private static let unnamedCopies = """
        DELETE FROM team_figure_copies c WHERE NOT EXISTS (SELECT 1 FROM team_figures f WHERE f.copy = c.id)
        """

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    public func reference(username: String) async throws(TeamStoreError) -> KeptReference? {
        let rows = try await pool.storeStatement(
            "SELECT copy, reference, loaded_at FROM team_figures WHERE username = $1", [.text(username)])
        guard rows.count > 0 else { return nil }
        do {
            return KeptReference(
                copy: try rows.bytes(0, 0), reference: try rows.bytes(0, 1), loadedAt: try rows.integer(0, 2))
        } catch {
            throw TeamStoreError(error.message)
        }
    }

    public func copy(_ copy: [UInt8]) async throws(TeamStoreError) -> [UInt8]? {
        let rows = try await pool.storeStatement("SELECT sealed FROM team_figure_copies WHERE id = $1", [.bytes(copy)])
        guard rows.count > 0 else { return nil }
        do {
            return try rows.bytes(0, 0)
        } catch {
            throw TeamStoreError(error.message)
        }
    }

    public func hasCopy(_ copy: [UInt8]) async throws(TeamStoreError) -> Bool {
        try await pool.storeStatement("SELECT 1 FROM team_figure_copies WHERE id = $1", [.bytes(copy)]).count > 0
    }

    /// One statement: the copy (if none of its id is kept, and bytes are given) and the user's row.
    /// A copy forgotten in between (a sweep) makes the row's reference fail (its foreign key):
    /// nothing kept, the next load keeps them.
    public func keep(_ figures: KeptFigures, username: String) async throws(TeamStoreError) {
        try await pool.storeStatement(
            """
            WITH copy AS (
                INSERT INTO team_figure_copies (id, sealed) SELECT $2::bytea, $3::bytea WHERE length($3::bytea) > 0
                ON CONFLICT (id) DO NOTHING
            )
            INSERT INTO team_figures (username, copy, reference, loaded_at) VALUES ($1, $2, $4, $5)
            ON CONFLICT (username) DO UPDATE
            SET copy = excluded.copy, reference = excluded.reference, loaded_at = excluded.loaded_at
            WHERE team_figures.loaded_at <= excluded.loaded_at
            """,
            [
                .text(username), .bytes(figures.copy), .bytes(figures.sealed), .bytes(figures.reference),
                .integer(figures.loadedAt),
            ])
        try await pool.storeStatement(Self.unnamedCopies, [])
    }

    public func forget(username: String) async throws(TeamStoreError) {
        try await pool.storeStatement("DELETE FROM team_figures WHERE username = $1", [.text(username)])
        try await pool.storeStatement(Self.unnamedCopies, [])
    }

    public func forgetCopy(_ copy: [UInt8]) async throws(TeamStoreError) {
        // The users' rows go with it (ON DELETE CASCADE).
        try await pool.storeStatement("DELETE FROM team_figure_copies WHERE id = $1", [.bytes(copy)])
    }

    public func forgetUsersWithoutSessions() async throws(TeamStoreError) -> Int {
        let rows = try await pool.storeStatement(
            """
            DELETE FROM team_figures f
            WHERE NOT EXISTS (SELECT 1 FROM team_sessions s WHERE s.username = f.username)
            RETURNING 1
            """, [])
        try await pool.storeStatement(Self.unnamedCopies, [])
        return rows.count
    }
}
