/// Where the replicas keep their sessions, as a request uses them: each is found by its id's hash
/// only, and a user's are listed and ended together ("Sign out everywhere"). The housekeeping's
/// side is ``TeamSessionSweep``.
public protocol TeamSessionStore: Sendable {
    func insert(_ session: TeamSession) async throws(TeamStoreError)
    func session(idHash: [UInt8]) async throws(TeamStoreError) -> TeamSession?
    /// The session and its user's settings, as a page needs them: one question to the store.
    func signedIn(idHash: [UInt8]) async throws(TeamStoreError) -> SignedIn?
    /// Records that the session was used at `time` (milliseconds since 1970).
    func touch(idHash: [UInt8], at time: Int64) async throws(TeamStoreError)
    /// Whether a session was ended.
    @discardableResult
    func delete(idHash: [UInt8]) async throws(TeamStoreError) -> Bool
    /// Ends every session of `username`; how many.
    @discardableResult
    func deleteAll(username: String) async throws(TeamStoreError) -> Int
    /// Ends `username`'s sessions but the `keeping` most recently seen; how many.
    @discardableResult
    func trim(username: String, keeping: Int) async throws(TeamStoreError) -> Int
    /// `username`'s sessions, the most recently seen first.
    func sessions(username: String) async throws(TeamStoreError) -> [TeamSession]
}

/// The sessions as the housekeeping sees them: the sweep of those past their limits, and how many
/// there are (for the metrics). Never on a page's path.
public protocol TeamSessionSweep: Sendable {
    /// Ends the sessions idle since before `idleBefore` or created before `createdBefore`; how many.
    @discardableResult
    func deleteExpired(idleBefore: Int64, createdBefore: Int64) async throws(TeamStoreError) -> Int
    /// How many sessions there are, of every user (the ones not swept yet among them).
    func count() async throws(TeamStoreError) -> Int
}

/// A session found for a page, with its user's settings (none chosen: empty).
public struct SignedIn: Equatable, Sendable {
    public let session: TeamSession
    public let settings: UserSettings

    public init(session: TeamSession, settings: UserSettings) {
        self.session = session
        self.settings = settings
    }
}
