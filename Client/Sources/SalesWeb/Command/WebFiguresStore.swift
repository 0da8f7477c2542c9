import SalesClient
import SalesCore
import Synchronization

/// The figures `sales web` answers from: loaded once at start, again on a login, and kept while
/// the server runs; every page reads them from memory.
final class WebFiguresStore: Sendable {
    private let figures = Mutex(WebFigures.loading)
    private let session: SalesSession
    private let currency: CurrencyCode

    init(session: SalesSession, currency: CurrencyCode) {
        self.session = session
        self.currency = currency
    }

    var current: WebFigures { figures.withLock { $0 } }

    /// Loads the catalog and the rates through the session: the local copy first, as the commands,
    /// unless `refresh` (Refresh, a login) asks the sales API.
    func load(refresh: Bool = false) async {
        let loaded: WebFigures
        do {
            loaded = .loaded(try await session.catalogWithRates(to: currency, refresh: refresh))
        } catch {
            loaded = Self.figures(after: error)
        }
        figures.withLock { $0 = loaded }
    }

    /// Logs in, then loads anew.
    func login(username: String, password: String) async throws(ClientError) {
        try await session.login(username: username, password: password)
        await load(refresh: true)
    }

    /// Logs out of the sales API (forgetting the user's local copy), then asks for a login.
    func logout() throws(ClientError) {
        _ = try session.logout()
        figures.withLock { $0 = .loggedOut(reason: "Logged out.") }
    }

    private static func figures(after error: ClientError) -> WebFigures {
        switch error {
        case .notLoggedIn: .loggedOut(reason: nil)
        case .sessionExpired: .loggedOut(reason: "Session expired — log in again.")
        case .sessionUnreadable(let reason):
            .loggedOut(reason: "The saved session cannot be read (\(reason)) — log in again.")
        default: .failed(error.description)
        }
    }
}
