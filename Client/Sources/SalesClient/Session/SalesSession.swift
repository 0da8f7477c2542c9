import Foundation
import SalesCore

/// The client's use cases over the API, the token store and the local copy: logging in and out,
/// loading the catalog (products and sales together) and the rates, with the session rules of the
/// app and the local copy's (``CachePolicy``).
package struct SalesSession: Sendable {
    private let api: SalesAPI
    private let tokens: any TokenStore
    private let copies: any LocalCopyStore
    private let policy: CachePolicy

    package init(api: SalesAPI, tokens: any TokenStore, copies: any LocalCopyStore, policy: CachePolicy = CachePolicy())
    {
        self.api = api
        self.tokens = tokens
        self.copies = copies
        self.policy = policy
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

    /// The saved token. An unreadable session file is removed and reported as logged out.
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

    /// Products and sales, fetched together. A 401 from either (or both) ends the session once:
    /// the token is deleted and ``ClientError/sessionExpired`` thrown.
    private func fetchCatalog(token: AccessToken) async throws(ClientError)
        -> (MappedList<Product>, MappedList<ProductSales>)
    {
        async let products = capture { () async throws(ClientError) in try await api.products(token: token) }
        async let sales = capture { () async throws(ClientError) in try await api.sales(token: token) }
        let (productsResult, salesResult) = await (products, sales)
        if productsResult.isSessionExpired || salesResult.isSessionExpired {
            try deleteToken()
            throw .sessionExpired
        }
        return (try productsResult.get(), try salesResult.get())
    }

    private static func snapshot(_ products: MappedList<Product>, _ sales: MappedList<ProductSales>)
        -> CatalogSnapshot
    {
        CatalogSnapshot(
            catalog: Catalog(products: products.elements, salesByProduct: sales.elements),
            skippedProducts: products.skipped,
            skippedSales: sales.skipped
        )
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
    /// middleware down), and their failure is returned so sales can still be shown.
    ///
    /// The local copy (see ``CachePolicy``): products and sales younger than `maxAge` are used
    /// without a request unless `refresh`; when the sales API cannot answer (unreachable, timing
    /// out, failing) a copy younger than `maxStale` answers instead, marked offline. A 401 never
    /// does: the session has ended. Rates are reused within the middleware's `max-age`, then asked
    /// for with `If-None-Match` (a 304 renews them). Whatever was fetched is kept.
    package func catalogWithRates(to target: CurrencyCode = .usd, refresh: Bool = false) async throws(ClientError)
        -> CatalogLoad
    {
        let saved = try saved()
        let user = saved.username ?? ""
        let now = policy.now()
        // What is fetched is kept only if no logout came in between (the store refuses it then).
        let generation = Result { () throws(ClientError) in try copies.generation() }
        // The products and sales are read from disk only where they may answer: reused now (never
        // with `refresh`), or in place of a fetch that failed. The rates come with them, or alone.
        let copy = refresh ? nil : try? copies.load(for: user)
        let cachedRates = copy?.rates ?? (try? copies.rates(for: user)) ?? [:]
        async let loadedRates = rates(to: target, cached: cachedRates[target], refresh: refresh, now: now)
        if let copy, policy.isWithin(policy.maxAge, since: copy.fetchedAt, at: now) {
            let (rates, renewed) = await loadedRates
            try Self.refuseUnknownCurrency(rates)
            var load = CatalogLoad(
                snapshot: Self.snapshot(copy), rates: rates, source: .localCopy, asOf: copy.fetchedAt)
            load.notKept = keep(nil, renewed, to: target, beside: cachedRates, for: user, in: generation)
            return load
        }
        let fetched = await capture { () async throws(ClientError) in try await fetchCatalog(token: saved.token) }
        let (rates, renewed) = await loadedRates
        try Self.refuseUnknownCurrency(rates)
        switch fetched {
        case .success(let (products, sales)):
            let snapshot = Self.snapshot(products, sales)
            var load = CatalogLoad(snapshot: snapshot, rates: rates, source: .network, asOf: now)
            load.notKept = keep(
                LocalCopy(catalog: snapshot.catalog, fetchedAt: now), renewed, to: target, beside: cachedRates,
                for: user, in: generation)
            return load
        case .failure(let error):
            guard Self.answersOffline(error), let offline = copy ?? (try? copies.load(for: user)),
                policy.isWithin(policy.maxStale, since: offline.fetchedAt, at: now)
            else { throw error }
            // Offline, every figure is the copy's, as of its time: its rates too when the middleware
            // is away as well (on a train), rather than none.
            var shownRates = rates
            if case .failure(let ratesError) = rates, Self.answersOffline(ratesError), let cached = cachedRates[target]
            {
                shownRates = .success(RateTable(rates: cached.rates, target: target))
            }
            var load = CatalogLoad(
                snapshot: Self.snapshot(offline), rates: shownRates, source: .offline(error), asOf: offline.fetchedAt)
            load.notKept = keep(nil, renewed, to: target, beside: cachedRates, for: user, in: generation)
            return load
        }
    }

    /// A currency the middleware does not know is the user's mistake, not a degraded mode.
    private static func refuseUnknownCurrency(_ rates: Result<RateTable, ClientError>) throws(ClientError) {
        if case .failure(let error) = rates, case .unknownCurrency = error { throw error }
    }

    /// Keeps what was fetched — a new catalog with every rate, or renewed rates alone (without
    /// rewriting the products and sales) — in the store's `generation` when the load began, and says
    /// why not when it could not be (a full disk, a logout since).
    private func keep(
        _ catalog: LocalCopy?, _ renewed: CachedRates?, to target: CurrencyCode,
        beside cached: [CurrencyCode: CachedRates], for user: String,
        in generation: Result<LocalCopyGeneration, ClientError>
    ) -> ClientError? {
        var rates = cached
        if let renewed { rates[target] = renewed }
        do throws(ClientError) {
            if var catalog {
                catalog.rates = rates
                try copies.save(catalog, for: user, in: generation.get())
            } else if renewed != nil {
                try copies.saveRates(rates, for: user, in: generation.get())
            }
            return nil
        } catch {
            return error
        }
    }

    /// Failures the local copy may answer for: the sales API away, not the session ended.
    private static func answersOffline(_ error: ClientError) -> Bool {
        switch error {
        case .unreachable, .timeout, .serverFailed: true
        default: false
        }
    }

    private static func snapshot(_ copy: LocalCopy) -> CatalogSnapshot {
        CatalogSnapshot(catalog: copy.catalog, skippedProducts: [], skippedSales: [])
    }

    /// The rates to `target` through the copy's HTTP cache: reused while fresh, asked for
    /// conditionally after. Returns the rates and the cache entry to keep when it changed.
    private func rates(to target: CurrencyCode, cached: CachedRates?, refresh: Bool, now: Date) async
        -> (Result<RateTable, ClientError>, CachedRates?)
    {
        if !refresh, let cached, cached.isFresh(at: now) {
            return (.success(RateTable(rates: cached.rates, target: target)), nil)
        }
        do {
            switch try await api.rates(to: target, ifNoneMatch: cached?.etag) {
            case .rates(let list, let etag, let maxAge):
                let renewed = CachedRates(rates: list.elements, etag: etag, receivedAt: now, maxAge: maxAge)
                return (.success(RateTable(rates: list.elements, target: target)), renewed)
            case .notModified(let maxAge):
                guard var renewed = cached else {
                    return (
                        .failure(.badResponse(service: SalesAPI.middleware, reason: "HTTP 304 without a copy")), nil
                    )
                }
                renewed.receivedAt = now
                renewed.maxAge = maxAge
                return (.success(RateTable(rates: renewed.rates, target: target)), renewed)
            }
        } catch {
            if case .notFound(let service, let url) = error, target != .usd {
                guard let known = try? await api.rates() else {
                    return (.failure(.notFound(service: service, url: url)), nil)
                }
                let codes = Set(known.elements.map(\.from.code)).union([CurrencyCode.usd.code]).sorted()
                return (.failure(.unknownCurrency(target.code, available: codes)), nil)
            }
            return (.failure(error), nil)
        }
    }

    /// The middleware's direct rates, as a table to `target`. A currency the middleware does not
    /// know (404 for it, while the rates to USD answer) is ``ClientError/unknownCurrency(_:available:)``,
    /// with the codes it does know.
    package func rates(to target: CurrencyCode = .usd, refresh: Bool = false) async throws(ClientError) -> RateTable {
        // Rates need no session; when there is one, its local copy keeps them (RFC 9111 caching).
        guard let session = try? tokens.load() else {
            let (result, _) = await rates(to: target, cached: nil, refresh: true, now: policy.now())
            return try result.get()
        }
        let user = session.username ?? ""
        let generation = Result { () throws(ClientError) in try copies.generation() }
        let cachedRates = (try? copies.rates(for: user)) ?? [:]
        let (result, renewed) = await rates(
            to: target, cached: cachedRates[target], refresh: refresh, now: policy.now())
        _ = keep(nil, renewed, to: target, beside: cachedRates, for: user, in: generation)
        return try result.get()
    }
}

/// A loaded catalog, and the upstream elements that could not be read, with the reasons.
package struct CatalogSnapshot: Sendable {
    package let catalog: Catalog
    package let skippedProducts: [SkippedElement]
    package let skippedSales: [SkippedElement]

    package init(catalog: Catalog, skippedProducts: [SkippedElement], skippedSales: [SkippedElement]) {
        self.catalog = catalog
        self.skippedProducts = skippedProducts
        self.skippedSales = skippedSales
    }
}

/// Runs `body`, keeping its typed error as a value (for `async let`).
func capture<Value>(_ body: () async throws(ClientError) -> Value) async -> Result<Value, ClientError> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}

extension Result where Failure == ClientError {
    fileprivate var isSessionExpired: Bool {
        if case .failure(.sessionExpired) = self { return true }
        return false
    }
}
