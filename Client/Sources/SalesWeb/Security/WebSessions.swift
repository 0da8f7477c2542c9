import SalesClient
import Synchronization

/// Who may use the pages: the one-time key printed with the address is spent for a browser
/// session (a random id in an `HttpOnly`, `SameSite=Strict` cookie), each session with its own
/// token for forms (CSRF). Nothing here ever holds the upstream's token or a password.
package final class WebSessions: Sendable {
    /// A browser's session: its id (the cookie) and its forms' token.
    package struct Session: Sendable, Equatable {
        package let id: Secret
        package let formToken: Secret

        package init(id: Secret, formToken: Secret) {
            self.id = id
            self.formToken = formToken
        }
    }

    private struct State {
        var key: Secret?
        var sessions: [Session] = []
    }

    private let state: Mutex<State>
    /// Where another start of `sales web` asks for a new one-time key: a POST with a fresh nonce
    /// (``launchNonceField``) and, as its `Authorization`, the launch token's proof over it
    /// (``LaunchProof``) — never the token itself.
    package static let launchPath = "/_launch"
    /// The header that carries a start's nonce.
    package static let launchNonceField = "X-Launch-Nonce"
    /// What another start of `sales web` presents (it reads it from the registry's private file)
    /// to have a new key minted for the browser it opens.
    package let launchToken: Secret

    /// The session cookie's name: `sales_session_` and 8 random hex digits, new at every start.
    /// Cookies know no port: every program on 127.0.0.1 is sent this server's cookies, and can set
    /// some of its own for it; a name of this start's own is not one another port's page guesses.
    package let cookieName: String

    /// `key`: the one-time secret of the printed address.
    package init(key: Secret = Secret(), launchToken: Secret = Secret()) {
        state = Mutex(State(key: key))
        self.launchToken = launchToken
        cookieName = "sales_session_" + Secret().text.prefix(8)
    }

    /// A new one-time key, and the proof that this server holds the launch token, for the one who
    /// proves it holds it too over a fresh `nonce` (another start, opening this server in a
    /// browser); the key replaces one not spent yet. `nil` for anyone else.
    package func mintKey(nonce: String?, proof: String?) -> (key: String, proof: String)? {
        guard let nonce, Secret.isWellFormed(nonce),
            LaunchProof.matches(proof, LaunchProof.request(token: launchToken.text, nonce: nonce))
        else { return nil }
        let key = Secret()
        state.withLock { $0.key = key }
        return (key.text, LaunchProof.answer(token: launchToken.text, nonce: nonce, key: key.text))
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

    /// A new id and form token for `session`, which ends (after Log out: what the old cookie or a
    /// page kept open still holds opens nothing). `nil` when it had already ended.
    package func renew(_ session: Session) -> Session? {
        state.withLock { state in
            guard let index = state.sessions.firstIndex(of: session) else { return nil }
            let renewed = Session(id: Secret(), formToken: Secret())
            state.sessions[index] = renewed
            return renewed
        }
    }

    /// The session whose id is `cookie`, if any.
    package func session(cookie: String?) -> Session? {
        state.withLock { state in state.sessions.first { $0.id.matches(cookie) } }
    }

    /// The session named by one of the `Cookie` fields' values of ``cookieName`` — the first that
    /// names a live one, when several arrive (one planted from another port among them).
    package func session(cookieFields: [String]) -> Session? {
        for field in cookieFields {
            for pair in field.split(separator: ";") {
                let pair = pair.drop { $0 == " " || $0 == "\t" }
                guard let equals = pair.firstIndex(of: "="), pair[..<equals] == cookieName else { continue }
                if let session = session(cookie: String(pair[pair.index(after: equals)...])) { return session }
            }
        }
        return nil
    }
}
