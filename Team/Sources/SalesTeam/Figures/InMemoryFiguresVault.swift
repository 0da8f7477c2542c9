import Synchronization

/// The vault in memory, for tests and a server without a database: its users' sessions are asked of
/// `hasSessions` when it sweeps.
public final class InMemoryFiguresVault: FiguresVault {
    private struct State {
        var copies: [[UInt8]: [UInt8]] = [:]
        var references: [[UInt8]: KeptReference] = [:]

        mutating func dropUnnamedCopies() {
            let named = Set(references.values.map(\.copy))
            copies = copies.filter { named.contains($0.key) }
        }
    }

    private let state = Mutex(State())
    private let hasSessions: @Sendable (String) async -> Bool

    public init(hasSessions: @escaping @Sendable (String) async -> Bool = { _ in true }) {
        self.hasSessions = hasSessions
    }

    /// How many copies are kept.
    public var copies: Int { state.withLock { $0.copies.count } }

    public func reference(username: String) -> KeptReference? {
        state.withLock { $0.references[Array(username.utf8)] }
    }

    public func copy(_ copy: [UInt8]) -> [UInt8]? {
        state.withLock { $0.copies[copy] }
    }

    public func hasCopy(_ copy: [UInt8]) -> Bool {
        state.withLock { $0.copies[copy] != nil }
    }

    public func keep(_ figures: KeptFigures, username: String) throws(TeamStoreError) {
        try state.withLock { state throws(TeamStoreError) in
            let user = Array(username.utf8)
            if state.copies[figures.copy] == nil {
                guard !figures.sealed.isEmpty else { throw TeamStoreError("no copy of that id is kept") }
                state.copies[figures.copy] = figures.sealed
            }
            defer { state.dropUnnamedCopies() }
            if let kept = state.references[user], kept.loadedAt > figures.loadedAt { return }
            state.references[user] = KeptReference(
                copy: figures.copy, reference: figures.reference, loadedAt: figures.loadedAt)
        }
    }

    public func forget(username: String) {
        state.withLock { state in
            state.references[Array(username.utf8)] = nil
            state.dropUnnamedCopies()
        }
    }

    public func forgetCopy(_ copy: [UInt8]) {
        state.withLock { state in
            state.references = state.references.filter { $0.value.copy != copy }
            state.copies[copy] = nil
        }
    }

    public func forgetUsersWithoutSessions() async -> Int {
        let users = state.withLock { Array($0.references.keys) }
        var forgotten = 0
        for user in users where await !hasSessions(String(decoding: user, as: UTF8.self)) {
            state.withLock { $0.references[user] = nil }
            forgotten += 1
        }
        state.withLock { $0.dropUnnamedCopies() }
        return forgotten
    }
}
