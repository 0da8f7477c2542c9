import SalesCore

/// What the commands load through their environment's session, each with a spinner on a terminal.
enum Loading {
    /// The middleware's rates to `target` (default: the display currency).
    static func rates(in environment: ClientEnvironment, to target: CurrencyCode? = nil) async throws(ClientError)
        -> RateTable
    {
        let (session, console, currency) = (environment.session, environment.console, environment.currency)
        return try await Spinner.run("Loading rates…", console: console) { () async throws(ClientError) in
            try await session.rates(to: target ?? currency)
        }
    }

    /// The catalog and the rates to the display currency (which may have failed: the middleware
    /// down), with unreadable products and sales reported on stderr.
    static func catalogWithRates(in environment: ClientEnvironment) async throws(ClientError)
        -> (CatalogSnapshot, Result<RateTable, ClientError>)
    {
        let (session, console, currency) = (environment.session, environment.console, environment.currency)
        let loaded = try await Spinner.run("Loading products, sales and rates…", console: console) {
            () async throws(ClientError) in try await session.catalogWithRates(to: currency)
        }
        Warnings.report(loaded.0, to: console)
        return loaded
    }
}
