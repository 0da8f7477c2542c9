import SalesClient
import SalesCore
import Synchronization

/// The figures `sales web` answers from: loaded once at start, again on a login and on Refresh, and
/// kept while the server runs; every page reads them from memory. Rates to another display
/// currency are asked of the middleware once per load, when a page first wants them.
final class WebFiguresStore: Sendable {
    private struct State {
        var figures = WebFigures.loading
        /// Rates to other currencies than the server's, for the figures as they are now.
        var rates: [CurrencyCode: RatesLoad] = [:]
        /// Counts the loads: rates asked for during one are not kept for the next.
        var generation = 0
    }

    private let state = Mutex(State())
    private let session: SalesSession
    private let currency: CurrencyCode

    init(session: SalesSession, currency: CurrencyCode) {
        self.session = session
        self.currency = currency
    }

    var current: WebFigures { state.withLock { $0.figures } }

    /// Loads the catalog and the rates through the session: the local copy first, as the commands,
    /// unless `refresh` (Refresh, a login) asks the sales API.
    func load(refresh: Bool = false) async {
        let loaded: WebFigures
        do {
            loaded = .loaded(WebCatalog(try await session.catalogWithRates(to: currency, refresh: refresh)))
        } catch {
            loaded = Self.figures(after: error)
        }
        replace(with: loaded)
    }

    /// The middleware's rates to `target`, asked once for the figures as they are now.
    func rates(to target: CurrencyCode) async -> RatesLoad {
        let (kept, generation) = state.withLock { ($0.rates[target], $0.generation) }
        if let kept { return kept }
        let fetched = await session.rates(to: target)
        state.withLock { if $0.generation == generation { $0.rates[target] = fetched } }
        return fetched
    }

    /// Logs in, then loads anew.
    func login(username: String, password: String) async throws(ClientError) {
        try await session.login(username: username, password: password)
        await load(refresh: true)
    }

    /// Logs out of the sales API (forgetting the user's local copy), then asks for a login.
    func logout() throws(ClientError) {
        _ = try session.logout()
        replace(with: .loggedOut(reason: "Logged out."))
    }

    private func replace(with figures: WebFigures) {
        state.withLock { state in
            state.figures = figures
            state.rates = [:]
            state.generation += 1
        }
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
