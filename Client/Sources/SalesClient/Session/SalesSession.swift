import Foundation
import SalesCore

/// The client's use cases over the API, the token store and the local copy: logging in and out,
/// loading the catalog (products and sales together) and the rates. The loading itself is composed
/// of small loaders (the `Loading` folder); the session holds what spans them — the token, the
/// store's generation, a 401 ending the session, the offline answer's rates.
package struct SalesSession: Sendable {
    private let api: SalesAPI
    private let tokens: any TokenStore
    private let copies: any LocalCopyStore
    private let catalogs: any CatalogLoader
    private let rates: any RatesLoader
    private let now: @Sendable () -> Date

    /// A session over loaders composed elsewhere (`SalesSession+Composed.swift` composes the
    /// client's).
    package init(
        api: SalesAPI, tokens: any TokenStore, copies: any LocalCopyStore, catalogs: any CatalogLoader,
        rates: any RatesLoader, now: @escaping @Sendable () -> Date
    ) {
        self.api = api
        self.tokens = tokens
        self.copies = copies
        self.catalogs = catalogs
        self.rates = rates
        self.now = now
    }

    /// Logs in and keeps the token. Empty credentials are refused before any request.
    package func login(username: String, password: String) async throws(ClientError) {
        guard !username.isEmpty, !password.isEmpty else { throw .usage("username and password must not be empty") }
        let token = try await api.login(username: username, password: password)
        do {
            try tokens.save(SavedSession(token: token, username: username))
        } catch {
            throw .storage(error.description)
        }
    }

    /// Forgets the token; `false` when there was none. A session that exists but cannot be read
    /// counts as one (it is deleted all the same); a file system that refuses is an error.
    /// The user's local copy goes with the session.
    @discardableResult
    package func logout() throws(ClientError) -> Bool {
        let hadToken: Bool
        var user: String?
        do {
            let saved = try tokens.load()
            hadToken = saved != nil
            user = saved.map { $0.username ?? "" }
        } catch .unreadable {
            hadToken = true
        } catch {
            throw .storage(error.description)
        }
        if let user { try copies.delete(for: user) }
        try deleteToken()
        return hadToken
    }

    /// Forgets everything of this client on this machine: every saved session and the key, then
    /// every user's local copy and kept rates (`sales logout --all`, for a shared or lent machine).
    /// The key goes first: a load still under way sealed its copy with it, and is refused.
    package func logoutAll() throws(ClientError) {
        do {
            try tokens.deleteAll()
        } catch {
            throw .storage(error.description)
        }
        try copies.deleteAll()
    }

    /// Who is logged in, in which generation of the local copy — what figures shown elsewhere (the
    /// web's) must still match to be shown: a logout anywhere (`sales logout`, `--all`, a page's)
    /// or a login as another user changes it. `nil` when no session can be read.
    package func stamp() -> SessionStamp? {
        // A session that cannot be read is no session here: the figures it loaded are not shown.
        guard case .success(let saved?) = Result(catching: { () throws(TokenStoreError) in try tokens.load() }),
            case .success(let generation) = Result(catching: { () throws(ClientError) in try copies.generation() })
        else { return nil }
        return SessionStamp(username: saved.username ?? "", generation: generation)
    }

    package func token() throws(ClientError) -> AccessToken {
        try saved().token
    }

    /// The saved session (token and user name). An unreadable session file is removed and
    /// reported as logged out.
    package func saved() throws(ClientError) -> SavedSession {
        let saved: SavedSession?
        do {
            saved = try tokens.load()
        } catch .unreadable(let reason) {
            try deleteToken()
            throw .sessionUnreadable(reason)
        } catch {
            throw .storage(error.description)
        }
        guard let saved else { throw .notLoggedIn }
        return saved
    }

    /// The products alone (for naming one without loading every sale). A 401 ends the session.
    package func products() async throws(ClientError) -> [Product] {
        let token = try token()
        do {
            return try await api.products(token: token).elements
        } catch .sessionExpired {
            try deleteToken()
            throw .sessionExpired
        }
    }

    /// Deletes the saved token; a failure is reported, never left silently in place.
    private func deleteToken() throws(ClientError) {
        do {
            try tokens.delete()
        } catch {
            throw .storage(error.description)
        }
    }

    /// The catalog and the rates, together. The catalog must load; the rates may fail (the
    /// middleware down), and their failure is returned so sales can still be shown. Offline (the
    /// catalog from the local copy because the sales API did not answer), every figure is the
    /// copy's, as of its time: its rates too when the middleware is away as well, rather than none.
    ///
    /// How the local copy answers and what is kept is the composed loaders' (see
    /// `SalesSession+Composed.swift`); a 401 ends the session here, once. What was wrong with the
    /// local copy comes with the answer, and goes to `notes` too, for a load that fails.
    /// `needs`: ``CatalogNeeds/sums`` when only the product list and revenue will be shown (a copy
    /// that answers then brings no sales). `keepsBehind`: what is fetched is kept while the caller
    /// shows it (``CatalogLoad/pendingKeep``, which the caller waits for).
    package func catalogWithRates(
        to target: CurrencyCode = .usd, refresh: Bool = false, needs: CatalogNeeds = .sales,
        progress: LoadProgress? = nil, notes: LocalCopyNotes? = nil, keepsBehind: Bool = false
    ) async throws(ClientError) -> CatalogLoad {
        let saved = try saved()
        let user = saved.username ?? ""
        let now = now()
        // What is fetched is kept only if no logout came in between (the store refuses it then).
        let generation = Result { () throws(ClientError) in try copies.generation() }
        let copy = UserLocalCopy(store: copies, user: user, now: now, needs: needs)
        async let loadedRates = loadRates(
            RatesRequest(
                target: target, refresh: refresh, now: now, kept: KeptRates(store: copies, user: user),
                generation: generation))
        let catalog = await capture { () async throws(ClientError) in
            try await catalogs.load(
                CatalogRequest(
                    user: user, token: saved.token, refresh: refresh, now: now, generation: generation, copy: copy,
                    progress: progress, keepsBehind: keepsBehind))
        }
        if case .failure(.sessionExpired) = catalog { try deleteToken() }
        let ratesLoad = await loadedRates
        notes?.record(copy, ratesNotRead: ratesLoad.notRead)
        if let unknown = Self.unknownCurrency(ratesLoad.rates) {
            // The load fails, but what it fetched is kept all the same: its write is let finish.
            if case .success(let answer) = catalog { _ = await answer.pendingKeep?.finished() }
            throw unknown
        }
        let answer = try catalog.get()
        return CatalogLoad(
            snapshot: answer.snapshot, rates: ratesLoad.rates, ratesOffline: ratesLoad.offline, source: answer.source,
            asOf: answer.asOf, copyNotRead: copy.readError ?? ratesLoad.notRead,
            copyDatedInTheFuture: copy.datedInTheFuture, notKept: answer.notKept ?? ratesLoad.notKept,
            pendingKeep: answer.pendingKeep)
    }

    /// A currency the middleware does not know is the user's mistake, not a degraded mode: the
    /// error the load fails with.
    private static func unknownCurrency(_ rates: Result<RateTable, ClientError>) -> ClientError? {
        if case .failure(let error) = rates, case .unknownCurrency = error { return error }
        return nil
    }

    /// The middleware's direct rates, as a table to `target`, with why the local copy could not
    /// keep them. They need no session; when there is one, its local copy keeps them (RFC 9111).
    /// A currency the middleware does not know is ``ClientError/unknownCurrency(_:available:)``.
    package func rates(to target: CurrencyCode = .usd, refresh: Bool = false) async -> RatesLoad {
        // An unreadable session is no session here: the rates are fetched and not kept.
        let user = (try? tokens.load())?.map { $0.username ?? "" }
        let generation = Result { () throws(ClientError) in try copies.generation() }
        return await loadRates(
            RatesRequest(
                target: target, refresh: refresh, now: now(), kept: KeptRates(store: copies, user: user),
                generation: generation))
    }

    /// The composed rates loaders' answer, with why the kept rates could not be read.
    private func loadRates(_ request: RatesRequest) async -> RatesLoad {
        var load = await rates.load(request)
        load.notRead = request.kept.readError
        return load
    }
}
