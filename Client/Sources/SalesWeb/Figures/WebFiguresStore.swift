import SalesClient
import SalesCore
import Synchronization

/// The figures `sales web` answers from: loaded beside the server once it starts, again on a login
/// and on Refresh, and kept while the server runs; every page reads them from memory. Rates to
/// another display currency are asked of the middleware once per load, when a page first wants them.
///
/// Figures are shown only while the session that loaded them lasts: a load that a logout overtook
/// (Log out in a page while Refresh loads) is discarded, and before figures are answered the
/// session's stamp (``SessionStamp``: the user, the local copy's generation) must still be the
/// load's — a `sales logout` in a terminal, `logout --all` or a login as another user end them at
/// the next request. One load runs at a time: Refresh while one runs joins it.
package final class WebFiguresStore: Sendable {
    private struct State {
        var figures = WebFigures.loading
        /// The session's stamp when the figures were loaded; `nil` while there are none.
        var stamp: SessionStamp?
        /// Rates to other currencies than the server's, for the figures as they are now.
        var rates: [CurrencyCode: RatesLoad] = [:]
        /// Counts the figures replaced: a load that began before a logout does not put its figures back.
        var generation = 0
        /// The load under way, which Refresh joins.
        var loading: Task<Void, Never>?
    }

    private let state = Mutex(State())
    private let session: SalesSession
    private let currency: CurrencyCode

    package init(session: SalesSession, currency: CurrencyCode) {
        self.session = session
        self.currency = currency
    }

    /// The figures, as long as the session that loaded them lasts; why not, once it has ended.
    package var current: WebFigures {
        let (figures, stamp) = state.withLock { ($0.figures, $0.stamp) }
        guard case .loaded = figures, let stamp else { return figures }
        let now = session.stamp()
        if now == stamp { return figures }
        let ended = WebFigures.loggedOut(reason: Self.ended(was: stamp, now: now))
        state.withLock { state in
            // Only the figures this request saw: a load that just finished stands.
            guard state.stamp == stamp else { return }
            state.figures = ended
            state.stamp = nil
            state.rates = [:]
            state.generation += 1
        }
        return ended
    }

    /// Whether a load is under way (the pages say the figures are being refreshed).
    package var isLoading: Bool { state.withLock { $0.loading != nil } }

    /// Loads the catalog and the rates through the session — the local copy first, as the commands,
    /// unless `refresh` (Refresh, a login) asks the sales API — or joins the load under way.
    /// Cancelling the caller cancels the load (its transfers stop).
    package func load(refresh: Bool = false) async {
        let task = startLoading(refresh: refresh)
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// The load under way, or a new one: what ``load(refresh:)`` waits for.
    package func startLoading(refresh: Bool = false) -> Task<Void, Never> {
        state.withLock { state in
            if let running = state.loading { return running }
            let generation = state.generation
            let task = Task { await self.run(refresh: refresh, from: generation) }
            state.loading = task
            return task
        }
    }

    /// Cancels the load under way, if any (the server is stopping).
    package func cancelLoading() {
        state.withLock { $0.loading }?.cancel()
    }

    private func run(refresh: Bool, from generation: Int) async {
        let previous = state.withLock { $0.figures }
        let loaded: WebFigures
        let result: Result<CatalogLoad, ClientError>
        do {
            result = .success(try await session.catalogWithRates(to: currency, refresh: refresh))
        } catch {
            result = .failure(error)
        }
        // Taken after the load: a logout that finished during it leaves no session to show them to.
        let stamp = session.stamp()
        switch result {
        case .success(let load): loaded = .loaded(WebCatalog(load, user: stamp?.username))
        case .failure(let error): loaded = Self.figures(after: error, previous: previous)
        }
        state.withLock { state in
            state.loading = nil
            guard state.generation == generation else { return }  // a logout overtook the load
            if case .loaded = loaded, stamp == nil {
                state.figures = .loggedOut(reason: Self.ended(was: nil, now: nil))
                state.stamp = nil
            } else {
                state.figures = loaded
                state.stamp = stamp
            }
            state.rates = [:]
            state.generation += 1
        }
    }

    /// The middleware's rates to `target`, asked once for the figures as they are now.
    package func rates(to target: CurrencyCode) async -> RatesLoad {
        let (kept, generation) = state.withLock { ($0.rates[target], $0.generation) }
        if let kept { return kept }
        let fetched = await session.rates(to: target)
        state.withLock { if $0.generation == generation { $0.rates[target] = fetched } }
        return fetched
    }

    /// Logs in, then loads anew.
    package func login(username: String, password: String) async throws(ClientError) {
        try await session.login(username: username, password: password)
        await load(refresh: true)
    }

    /// Logs out of the sales API (forgetting the user's local copy), then asks for a login. A load
    /// under way is let finish, and its figures are discarded.
    package func logout() throws(ClientError) {
        _ = try session.logout()
        state.withLock { state in
            state.figures = .loggedOut(reason: "Logged out.")
            state.stamp = nil
            state.rates = [:]
            state.generation += 1
        }
    }

    /// Why figures loaded for `was` are no longer shown, the session being `now`.
    private static func ended(was: SessionStamp?, now: SessionStamp?) -> String {
        if let now, let was, now.username != was.username {
            return "Another user logged in on this machine — log in again."
        }
        return "Logged out on this machine — log in again."
    }

    /// What the pages show after a load failed: the login for a session that ended; the figures
    /// already shown, offline, for a sales API that answered badly (as for one that did not answer);
    /// else why there are none.
    private static func figures(after error: ClientError, previous: WebFigures) -> WebFigures {
        switch error {
        case .notLoggedIn: return .loggedOut(reason: nil)
        case .sessionExpired: return .loggedOut(reason: SessionText.expired)
        case .sessionUnreadable(let reason):
            return .loggedOut(reason: SessionText.unreadable(reason))
        default:
            guard case .loaded(let shown) = previous else { return .failed(error.description) }
            return .loaded(WebCatalog(shown.load.offline(because: error), user: shown.user))
        }
    }
}
