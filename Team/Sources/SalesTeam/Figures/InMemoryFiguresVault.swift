import Synchronization

/// The vault in memory, for tests and a server without a database: its users' sessions are asked of
/// `hasSessions` when it sweeps.
public final class InMemoryFiguresVault: FiguresVault {
    private let copies = Mutex<[[UInt8]: SealedFigures]>([:])
    private let hasSessions: @Sendable (String) async -> Bool

    public init(hasSessions: @escaping @Sendable (String) async -> Bool = { _ in true }) {
        self.hasSessions = hasSessions
    }

    public func figures(username: String) -> SealedFigures? {
        copies.withLock { $0[Array(username.utf8)] }
    }

    public func keep(_ figures: SealedFigures, username: String) {
        copies.withLock { $0[Array(username.utf8)] = figures }
    }

    public func forget(username: String) {
        _ = copies.withLock { $0.removeValue(forKey: Array(username.utf8)) }
    }

    public func forgetUsersWithoutSessions() async -> Int {
        let users = copies.withLock { Array($0.keys) }
        var forgotten = 0
        for user in users where await !hasSessions(String(decoding: user, as: UTF8.self)) {
            copies.withLock { _ = $0.removeValue(forKey: user) }
            forgotten += 1
        }
        return forgotten
    }
}
