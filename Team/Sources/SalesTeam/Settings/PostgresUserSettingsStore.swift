import SalesPostgres

/// Users' settings in PostgreSQL (``TeamSchema``'s `team_user_settings`).
public struct PostgresUserSettingsStore: UserSettingsStore {
    private let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    public func settings(username: String) async throws(TeamStoreError) -> UserSettings {
        do {
            let rows = try await pool.execute(
                "SELECT zone, currency, locale FROM team_user_settings WHERE username = $1", [.text(username)])
            guard rows.count > 0 else { return UserSettings() }
            return UserSettings(
                zone: rows.optionalText(0, 0), currency: rows.optionalText(0, 1), locale: rows.optionalText(0, 2))
        } catch {
            throw TeamStoreError(error.message)
        }
    }

    public func save(_ settings: UserSettings, username: String) async throws(TeamStoreError) {
        do {
            try await pool.execute(
                """
                INSERT INTO team_user_settings (username, zone, currency, locale) VALUES ($1, $2, $3, $4)
                ON CONFLICT (username) DO UPDATE
                SET zone = excluded.zone, currency = excluded.currency, locale = excluded.locale
                """,
                [
                    .text(username), settings.zone.map(PostgresValue.text) ?? .null,
                    settings.currency.map(PostgresValue.text) ?? .null,
                    settings.locale.map(PostgresValue.text) ?? .null,
                ])
        } catch {
            throw TeamStoreError(error.message)
        }
    }
}
