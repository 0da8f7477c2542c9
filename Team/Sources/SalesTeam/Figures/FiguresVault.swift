/// Each user's figures kept through a restart, sealed (``FiguresSealer``): the vault holds bytes it
/// cannot read, one copy a user, the newest replacing the one before. A copy follows its user's
/// sessions: signing out everywhere forgets it, and so does the sweep once no session is left.
public protocol FiguresVault: Sendable {
    /// The user's sealed copy and when its figures were loaded (milliseconds since 1970), or none.
    func figures(username: String) async throws(TeamStoreError) -> SealedFigures?
    /// Keeps `figures` as the user's copy, replacing the one before.
    func keep(_ figures: SealedFigures, username: String) async throws(TeamStoreError)
    /// Forgets the user's copy (none: nothing to do).
    func forget(username: String) async throws(TeamStoreError)
    /// Forgets the copies of every user without a session; how many.
    func forgetUsersWithoutSessions() async throws(TeamStoreError) -> Int
}

/// A user's figures as the vault keeps them: sealed bytes, and when they were loaded.
public struct SealedFigures: Equatable, Sendable {
    public let sealed: [UInt8]
    /// When the figures were loaded from the sales API, in milliseconds since 1970.
    public let loadedAt: Int64

    public init(sealed: [UInt8], loadedAt: Int64) {
        self.sealed = sealed
        self.loadedAt = loadedAt
    }
}
