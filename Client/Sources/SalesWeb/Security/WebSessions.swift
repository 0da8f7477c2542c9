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

    /// `key`: the one-time secret of the printed address.
    package init(key: Secret = Secret()) {
        state = Mutex(State(key: key))
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
