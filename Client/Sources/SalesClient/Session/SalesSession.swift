import SalesCore

/// The client's use cases over the API and the token store: logging in and out, loading the
/// catalog (products and sales together) and the rates, with the session rules of the app.
package struct SalesSession: Sendable {
    private let api: SalesAPI
    private let tokens: any TokenStore

    package init(api: SalesAPI, tokens: any TokenStore) {
        self.api = api
        self.tokens = tokens
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
    @discardableResult
    package func logout() throws(ClientError) -> Bool {
        let hadToken: Bool
        do {
            hadToken = try tokens.load() != nil
        } catch .unreadable {
            hadToken = true
        } catch {
            throw .storage(error.description)
        }
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
    package func catalog() async throws(ClientError) -> CatalogSnapshot {
        let token = try token()
        async let products = capture { () async throws(ClientError) in try await api.products(token: token) }
        async let sales = capture { () async throws(ClientError) in try await api.sales(token: token) }
        let (productsResult, salesResult) = await (products, sales)
        if productsResult.isSessionExpired || salesResult.isSessionExpired {
            try deleteToken()
            throw .sessionExpired
        }
        let productList = try productsResult.get()
        let saleList = try salesResult.get()
        return CatalogSnapshot(
            catalog: Catalog(products: productList.elements, sales: saleList.elements),
            skippedProducts: productList.skipped,
            skippedSales: saleList.skipped
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

    /// The catalog and the rates, fetched together. The catalog must load; the rates may fail
    /// (the middleware down), and their failure is returned so sales can still be shown.
    package func catalogWithRates(to target: CurrencyCode = .usd) async throws(ClientError) -> (
        CatalogSnapshot, Result<RateTable, ClientError>
    ) {
        async let loadedCatalog = capture { () async throws(ClientError) in try await catalog() }
        async let loadedRates = capture { () async throws(ClientError) in try await rates(to: target) }
        let (catalogResult, ratesResult) = await (loadedCatalog, loadedRates)
        // A currency the middleware does not know is the user's mistake, not a degraded mode.
        if case .failure(let error) = ratesResult, case .unknownCurrency = error { throw error }
        return (try catalogResult.get(), ratesResult)
    }

    /// The middleware's direct rates, as a table to `target`. A currency the middleware does not
    /// know (404 for it, while the rates to USD answer) is ``ClientError/unknownCurrency(_:available:)``,
    /// with the codes it does know.
    package func rates(to target: CurrencyCode = .usd) async throws(ClientError) -> RateTable {
        do {
            return RateTable(rates: try await api.rates(to: target).elements, target: target)
        } catch .notFound(let service, let url) where target != .usd {
            guard let known = try? await api.rates() else { throw .notFound(service: service, url: url) }
            let codes = Set(known.elements.map(\.from.code)).union([CurrencyCode.usd.code]).sorted()
            throw .unknownCurrency(target.code, available: codes)
        }
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
