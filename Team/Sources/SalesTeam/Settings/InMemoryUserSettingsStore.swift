import Synchronization

/// Users' settings in this process's memory: the specs' reference.
public final class InMemoryUserSettingsStore: UserSettingsStore {
    private let settings = Mutex<[[UInt8]: UserSettings]>([:])

    public init() {}

    public func settings(username: String) -> UserSettings {
        settings.withLock { $0[Array(username.utf8)] } ?? UserSettings()
    }

    public func save(_ settings: UserSettings, username: String) {
        self.settings.withLock { $0[Array(username.utf8)] = settings }
    }
}
