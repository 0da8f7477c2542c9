import Synchronization

/// Sessions in this process's memory: for one replica alone, and the specs' reference. Its users'
/// settings are `settings`' (the same store the Settings page writes).
public final class InMemoryTeamSessionStore: TeamSessionStore, TeamSessionSweep {
    private let sessions = Mutex<[[UInt8]: TeamSession]>([:])
    private let settings: InMemoryUserSettingsStore

    public init(settings: InMemoryUserSettingsStore = InMemoryUserSettingsStore()) {
        self.settings = settings
    }

    public func insert(_ session: TeamSession) throws(TeamStoreError) {
        sessions.withLock { $0[session.idHash] = session }
    }

    public func session(idHash: [UInt8]) -> TeamSession? {
        sessions.withLock { $0[idHash] }
    }

    public func signedIn(idHash: [UInt8]) -> SignedIn? {
        session(idHash: idHash).map { SignedIn(session: $0, settings: settings.settings(username: $0.username)) }
    }

    public func touch(idHash: [UInt8], at time: Int64) {
        sessions.withLock { $0[idHash]?.lastSeen = time }
    }

    public func delete(idHash: [UInt8]) -> Bool {
        sessions.withLock { $0.removeValue(forKey: idHash) != nil }
    }

    public func deleteAll(username: String) -> Int {
        sessions.withLock { sessions in
            let ended = sessions.filter { Array($0.value.username.utf8) == Array(username.utf8) }.keys
            for key in ended { sessions.removeValue(forKey: key) }
            return ended.count
        }
    }

    public func trim(username: String, keeping: Int) -> Int {
        let ended = sessions(username: username).dropFirst(max(0, keeping))
        sessions.withLock { sessions in
            for session in ended { sessions.removeValue(forKey: session.idHash) }
        }
        return ended.count
    }

    public func sessions(username: String) -> [TeamSession] {
        sessions.withLock { sessions in
            sessions.values.filter { Array($0.username.utf8) == Array(username.utf8) }
                .sorted { ($0.lastSeen, $0.createdAt) > ($1.lastSeen, $1.createdAt) }
        }
    }

    public func deleteExpired(idleBefore: Int64, createdBefore: Int64) -> Int {
        sessions.withLock { sessions in
            let ended = sessions.filter { $0.value.lastSeen < idleBefore || $0.value.createdAt < createdBefore }.keys
            for key in ended { sessions.removeValue(forKey: key) }
            return ended.count
        }
    }

    public func count() -> Int {
        sessions.withLock { $0.count }
    }
}
