/// Users' figures kept through a restart, sealed (``FiguresSealer``): the vault holds bytes it
/// cannot read. A **copy** of figures is kept once under its id, however many users' sales API
/// answers it was mapped from; each user has one **reference** to a copy, the newest replacing the
/// one before. A reference follows its user's sessions (signing out everywhere forgets it, and so
/// does the sweep once no session is left); a copy no reference names is forgotten with the last.
public protocol FiguresVault: Sendable {
    /// The user's reference (which copy, sealed for them, and when loaded), or none.
    func reference(username: String) async throws(TeamStoreError) -> KeptReference?
    /// The sealed bytes of the copy of id `copy`, or none.
    func copy(_ copy: [UInt8]) async throws(TeamStoreError) -> [UInt8]?
    /// Whether a copy of id `copy` is kept.
    func hasCopy(_ copy: [UInt8]) async throws(TeamStoreError) -> Bool
    /// Keeps `figures.sealed` under `figures.copy` unless a copy of that id is kept already (the first
    /// stays), and the user's reference to it — unless theirs is to figures loaded later than these.
    /// Empty `sealed` says the copy is kept already: only the reference, an error if it is not.
    func keep(_ figures: KeptFigures, username: String) async throws(TeamStoreError)
    /// Forgets the user's reference (none: nothing to do), and the copy if no one else's names it.
    func forget(username: String) async throws(TeamStoreError)
    /// Forgets the copy of id `copy` and every reference to it (it did not open).
    func forgetCopy(_ copy: [UInt8]) async throws(TeamStoreError)
    /// Forgets the references of every user without a session, and the copies left unnamed; how
    /// many references.
    func forgetUsersWithoutSessions() async throws(TeamStoreError) -> Int
}

/// A user's figures as the vault keeps them: the copy's id and its sealed bytes, the user's sealed
/// reference to it, and when the figures were loaded.
public struct KeptFigures: Equatable, Sendable {
    public let copy: [UInt8]
    public let sealed: [UInt8]
    public let reference: [UInt8]
    /// When the figures were loaded from the sales API, in milliseconds since 1970.
    public let loadedAt: Int64

    public init(copy: [UInt8], sealed: [UInt8], reference: [UInt8], loadedAt: Int64) {
        self.copy = copy
        self.sealed = sealed
        self.reference = reference
        self.loadedAt = loadedAt
    }
}

/// A user's reference as the vault keeps it: the copy it names, the reference sealed for them, and
/// when the figures were loaded (milliseconds since 1970).
public struct KeptReference: Equatable, Sendable {
    public let copy: [UInt8]
    public let reference: [UInt8]
    public let loadedAt: Int64

    public init(copy: [UInt8], reference: [UInt8], loadedAt: Int64) {
        self.copy = copy
        self.reference = reference
        self.loadedAt = loadedAt
    }
}

extension FiguresVault {
    /// The user's reference with the copy it names, or none: the two questions in one.
    public func figures(username: String) async throws(TeamStoreError) -> KeptFigures? {
        guard let kept = try await reference(username: username), let sealed = try await copy(kept.copy) else {
            return nil
        }
        return KeptFigures(copy: kept.copy, sealed: sealed, reference: kept.reference, loadedAt: kept.loadedAt)
    }
}
