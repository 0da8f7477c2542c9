import SalesCore

/// What the commands load, each with a spinner on a terminal.
extension ClientEnvironment {
    /// The middleware's rates to `target` (default: the display currency).
    func loadRates(to target: CurrencyCode? = nil) async throws(ClientError) -> RateTable {
        try await Spinner.run("Loading rates…", console: console) { () async throws(ClientError) in
            try await session.rates(to: target ?? currency)
        }
    }

    /// The catalog and the rates to the display currency (which may have failed: the middleware
    /// down), with unreadable products and sales reported on stderr.
    func loadCatalogWithRates() async throws(ClientError) -> (CatalogSnapshot, Result<RateTable, ClientError>) {
        let loaded = try await Spinner.run("Loading products, sales and rates…", console: console) {
            () async throws(ClientError) in try await session.catalogWithRates(to: currency)
        }
        Warnings.report(loaded.0, to: console)
        return loaded
    }
}
