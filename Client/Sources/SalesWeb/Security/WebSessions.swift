import Synchronization

/// Who may use the pages: the one-time key printed with the address is spent for a browser
/// session (a random id in an `HttpOnly`, `SameSite=Strict` cookie), each session with its own
/// token for forms (CSRF). Nothing here ever holds the upstream's token or a password.
package final class WebSessions: Sendable {
    /// A browser's session: its id (the cookie) and its forms' token.
    package struct Session: Sendable, Equatable {
        package let id: Secret
        package let formToken: Secret
    }

    private struct State {
        var key: Secret?
        var sessions: [Session] = []
    }

    private let state: Mutex<State>
    /// Where another start of `sales web` asks for a new one-time key: a POST whose
    /// `Authorization` is ``launchToken``.
    package static let launchPath = "/_launch"
    /// What another start of `sales web` presents (it reads it from the registry's private file)
    /// to have a new key minted for the browser it opens.
    package let launchToken: Secret

    /// `key`: the one-time secret of the printed address.
    package init(key: Secret = Secret(), launchToken: Secret = Secret()) {
        state = Mutex(State(key: key))
        self.launchToken = launchToken
    }

    /// A new one-time key for the one who presents the launch token (another start, opening this
    /// server in a browser); it replaces a key not spent yet. `nil` for any other token.
    package func mintKey(presenting token: String?) -> String? {
        guard launchToken.matches(token) else { return nil }
        let key = Secret()
        state.withLock { $0.key = key }
        return key.text
    }

    /// The key to print, until it is spent.
    package var unspentKey: String? { state.withLock { $0.key?.text } }

    /// A new session for `key` when it is the printed one and not spent yet (it is spent now);
    /// `nil` otherwise.
    package func spend(key: String?) -> Session? {
        state.withLock { state in
            guard let current = state.key, current.matches(key) else { return nil }
            state.key = nil
            let session = Session(id: Secret(), formToken: Secret())
            state.sessions.append(session)
            return session
        }
    }

    /// The session whose id is `cookie`, if any.
    package func session(cookie: String?) -> Session? {
        state.withLock { state in state.sessions.first { $0.id.matches(cookie) } }
    }
}
