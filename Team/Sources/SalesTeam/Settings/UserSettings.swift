/// What a manager chose, kept with the user on every replica: their time zone (the browser's at
/// sign-in, changeable), their display currency, and their language and formats. `nil`: not
/// chosen (the browser's language, the server's zone and currency).
public struct UserSettings: Sendable, Equatable {
    /// An IANA zone identifier (`Europe/Lisbon`).
    public var zone: String?
    /// A currency code (`EUR`).
    public var currency: String?
    /// A locale (`de-DE`, `pt-BR`).
    public var locale: String?

    public init(zone: String? = nil, currency: String? = nil, locale: String? = nil) {
        self.zone = zone
        self.currency = currency
        self.locale = locale
    }
}

/// Where users' settings are kept.
public protocol UserSettingsStore: Sendable {
    /// `username`'s settings; empty ones for a user who chose nothing.
    func settings(username: String) async throws(TeamStoreError) -> UserSettings
    func save(_ settings: UserSettings, username: String) async throws(TeamStoreError)
}
