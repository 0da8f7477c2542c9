/// What a manager chose, kept with the user on every replica: their time zone (the browser's at
/// sign-in, changeable) and their display currency. `nil`: not chosen (the server's own).
public struct UserSettings: Sendable, Equatable {
    /// An IANA zone identifier (`Europe/Lisbon`).
    public var zone: String?
    /// A currency code (`EUR`).
    public var currency: String?

    public init(zone: String? = nil, currency: String? = nil) {
        self.zone = zone
        self.currency = currency
    }
}

/// Where users' settings are kept.
public protocol UserSettingsStore: Sendable {
    /// `username`'s settings; empty ones for a user who chose nothing.
    func settings(username: String) async throws(TeamStoreError) -> UserSettings
    func save(_ settings: UserSettings, username: String) async throws(TeamStoreError)
}
