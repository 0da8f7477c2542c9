import Foundation
import SalesCore

/// Everything that can happen to the app: keys, the window's size, and the answers of the work
/// it asked for (``AppEffect``).
package enum AppEvent: Sendable {
    case key(Key)
    case resize(TerminalSize)
    /// The catalog and the rates, loaded together (the rates may have failed on their own), and when.
    case loaded(Result<CatalogLoad, ClientError>)
    /// The login asked for: the user name on success.
    case loggedIn(Result<String, ClientError>)
    case loggedOut(Result<Void, ClientError>)
    /// The spinner's next frame (sent only while something is under way), with how far a load
    /// has come when it says (``LoadProgress``).
    case tick(progress: String? = nil)
}

/// The work the state asks for; the runner does it and answers with an ``AppEvent``.
package enum AppEffect: Equatable, Sendable {
    /// Load the catalog and the rates → ``AppEvent/loaded(_:)``.
    /// `refresh`: always from the sales API (`r`, a new login), never the local copy alone.
    case load(refresh: Bool)
    /// Log in → ``AppEvent/loggedIn(_:)``.
    case login(username: String, password: String)
    /// Forget the session → ``AppEvent/loggedOut(_:)``.
    case logout
    case quit
}
