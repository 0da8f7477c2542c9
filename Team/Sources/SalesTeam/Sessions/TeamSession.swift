/// A manager's signed-in browser, as the replicas share it: found by the hash of its cookie's id
/// (the id itself is never stored: a copy of the table signs no one in), with the sales API's token
/// sealed for this session alone, its forms' token, and what the devices page shows.
public struct TeamSession: Sendable, Equatable {
    /// SHA-256 of the session id.
    public let idHash: [UInt8]
    /// The sales API's user name, as the user typed it (compared as bytes).
    public let username: String
    /// The sales API's token, sealed with the server's key (``TokenSealer``).
    public var sealedToken: [UInt8]
    public let formToken: String
    /// Milliseconds since 1970.
    public let createdAt: Int64
    public var lastSeen: Int64
    /// The browser's `User-Agent` (bounded), and the address it signed in from.
    public let userAgent: String
    public let address: String

    public init(
        idHash: [UInt8], username: String, sealedToken: [UInt8], formToken: String, createdAt: Int64,
        lastSeen: Int64, userAgent: String, address: String
    ) {
        self.idHash = idHash
        self.username = username
        self.sealedToken = sealedToken
        self.formToken = formToken
        self.createdAt = createdAt
        self.lastSeen = lastSeen
        self.userAgent = userAgent
        self.address = address
    }
}
