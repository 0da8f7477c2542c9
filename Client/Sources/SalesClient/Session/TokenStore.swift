import SalesCore

/// Where the session token survives between runs.
public protocol TokenStore: Sendable {
    /// The saved token; `nil` when logged out.
    func load() throws(TokenStoreError) -> AccessToken?
    func save(_ token: AccessToken) throws(TokenStoreError)
    /// Forgets the token; nothing to forget is fine.
    func delete() throws(TokenStoreError)
}

public enum TokenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A saved session exists but cannot be used (tampered, truncated, other key): the user is
    /// logged out and told why.
    case unreadable(String)
    /// The file system refused a read or write.
    case storage(String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "the saved session cannot be read (\(reason))"
        case .storage(let reason): "cannot store the session: \(reason)"
        }
    }
}
