import SalesCore

/// What survives between runs: the token, and who it was given to (for the app's header and its
/// login form after a session expires).
package struct SavedSession: Equatable, Sendable {
    package let token: AccessToken
    /// `nil` for sessions saved before the name was kept, or a name that cannot be kept (a newline).
    package let username: String?

    package init(token: AccessToken, username: String? = nil) {
        self.token = token
        self.username = username.flatMap { $0.isEmpty || $0.contains(where: \.isNewline) ? nil : $0 }
    }

    /// The sealed text: the token, then a newline and the name when there is one (a token never
    /// holds a newline, so sessions saved with the token alone still read).
    package var plaintext: [UInt8] { Array((username.map { token.rawValue + "\n" + $0 } ?? token.rawValue).utf8) }

    package init?(plaintext: [UInt8]) {
        let text = String(decoding: plaintext, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, let token = AccessToken(String(first)) else { return nil }
        self.init(token: token, username: parts.count > 1 ? String(parts[1]) : nil)
    }
}

/// Where the session survives between runs.
package protocol TokenStore: Sendable {
    /// The saved session; `nil` when logged out.
    func load() throws(TokenStoreError) -> SavedSession?
    func save(_ session: SavedSession) throws(TokenStoreError)
    /// Forgets the token; nothing to forget is fine.
    func delete() throws(TokenStoreError)
    /// Forgets every saved session of this client on this machine (one per API URL), what was set
    /// aside of them, and the key that seals them: `sales logout --all`.
    func deleteAll() throws(TokenStoreError)
}

package enum TokenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A saved session exists but cannot be used (tampered, truncated, other key): the user is
    /// logged out and told why.
    case unreadable(String)
    /// The file system refused a read or write.
    case storage(String)

    package var description: String {
        switch self {
        case .unreadable(let reason): "the saved session cannot be read (\(reason))"
        case .storage(let reason): "cannot store the session: \(reason)"
        }
    }
}
