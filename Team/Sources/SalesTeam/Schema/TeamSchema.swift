import SalesPostgres

/// The team server's tables — sessions, users' settings, failed sign-ins, users' figures sealed — created
/// and migrated by the server itself at start. Migrations are numbered and applied once each, in
/// order, each in a transaction; replicas that start together take turns under one advisory lock,
/// so each migration runs exactly once.
public enum TeamSchema {
    /// The key of the advisory lock the replicas migrate under (any number of our own).
    static let lockKey: Int64 = 7_263_041_555

    /// Each version's statements; a new version is appended, never an old one edited.
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE team_sessions (
                id_hash bytea PRIMARY KEY,
                username text NOT NULL,
                sealed_token bytea NOT NULL,
                form_token text NOT NULL,
                created_at bigint NOT NULL,
                last_seen bigint NOT NULL,
                user_agent text NOT NULL,
                address text NOT NULL
            )
            """,
            "CREATE INDEX team_sessions_username ON team_sessions (username)",
            """
            CREATE TABLE team_user_settings (
                username text PRIMARY KEY,
                zone text,
                currency text
            )
            """,
            "CREATE TABLE team_sign_in_failures (username text NOT NULL, address text NOT NULL, at bigint NOT NULL)",
            "CREATE INDEX team_sign_in_failures_username ON team_sign_in_failures (username, at)",
            "CREATE INDEX team_sign_in_failures_address ON team_sign_in_failures (address, at)",
        ],
        // 2: each failure named, so an attempt counted before the sales API answers can be taken back…
        // …and no form token kept in clear: they are derived from the session's id now.
        [
            "ALTER TABLE team_sign_in_failures ADD COLUMN id bigserial PRIMARY KEY",
            "UPDATE team_sessions SET form_token = ''",
        ],
        // 3: the manager's own language and formats (none: the browser's, else the server's).
        ["ALTER TABLE team_user_settings ADD COLUMN locale text"],
        // 4: each user's figures, sealed for them, kept through a restart (one row a user, replaced).
        ["CREATE TABLE team_figures (username text PRIMARY KEY, sealed bytea NOT NULL, loaded_at bigint NOT NULL)"],
        // 5: one copy of figures for the users whose sales API gave the same answers, each user's row
        // a sealed reference to it. The copies of 4, one a user, are let go: each user's next load
        // from the sales API keeps theirs again.
        [
            "DROP TABLE team_figures",
            "CREATE TABLE team_figure_copies (id bytea PRIMARY KEY, sealed bytea NOT NULL)",
            """
            CREATE TABLE team_figures (
                username text PRIMARY KEY,
                copy bytea NOT NULL REFERENCES team_figure_copies (id) ON DELETE CASCADE,
                reference bytea NOT NULL,
                loaded_at bigint NOT NULL
            )
            """,
            "CREATE INDEX team_figures_copy ON team_figures (copy)",
        ],
    ]

    /// The version this program's tables are at.
    public static var currentVersion: Int { migrations.count }

    /// Brings the database to ``currentVersion``; returns the versions it applied (none when
    /// another replica had already). `now`: when, in milliseconds since 1970, for the record.
    @discardableResult
    public static func migrate(_ pool: PostgresPool, now: Int64) async throws(PostgresError) -> [Int] {
        try await pool.withConnection { connection throws(PostgresError) in
            try connection.execute("SELECT pg_advisory_lock($1)", [.integer(lockKey)])
            // A lost connection frees the lock too, so a failed unlock needs no handling.
            defer { _ = try? connection.execute("SELECT pg_advisory_unlock($1)", [.integer(lockKey)]) }
            try connection.execute(
                "CREATE TABLE IF NOT EXISTS team_schema (version integer PRIMARY KEY, applied_at bigint NOT NULL)")
            let applied = try version(connection)
            var done: [Int] = []
            for (index, statements) in migrations.enumerated() where index + 1 > applied {
                try connection.execute("BEGIN")
                do throws(PostgresError) {
                    for statement in statements { try connection.execute(statement) }
                    try connection.execute(
                        "INSERT INTO team_schema (version, applied_at) VALUES ($1, $2)",
                        [.integer(Int64(index + 1)), .integer(now)])
                    try connection.execute("COMMIT")
                } catch {
                    _ = try? connection.execute("ROLLBACK")  // The statement's error is the one to report.
                    throw error
                }
                done.append(index + 1)
            }
            return done
        }
    }

    /// The version the database is at (0 before the first migration).
    public static func version(_ pool: PostgresPool) async throws(PostgresError) -> Int {
        try await pool.withConnection { connection throws(PostgresError) in try version(connection) }
    }

    private static func version(_ connection: PostgresConnection) throws(PostgresError) -> Int {
        let exists = try connection.execute("SELECT to_regclass('team_schema') IS NOT NULL")
        guard try exists.boolean(0, 0) else { return 0 }
        let rows = try connection.execute("SELECT coalesce(max(version), 0) FROM team_schema")
        return Int(try rows.integer(0, 0))
    }
}
