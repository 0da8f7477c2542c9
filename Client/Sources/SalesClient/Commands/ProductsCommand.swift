import ArgumentParser
import SalesCore

/// `sales products`: every product with its number of sales and its revenue in the display currency.
package struct ProductsCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "List every product with its number of sales and its revenue, and the grand total.",
        discussion: """
            Ordered by name unless --sort says otherwise. --period (this-month, last-month, this-quarter, \
            last-quarter, year-to-date, last-12-months, all, or YYYY-MM-DD..YYYY-MM-DD, days of the reader's \
            zone) lists each product's sales and revenue in that period beside the period before's revenue and \
            the change, as the web's products page does, with the trend of the period's last 12 months on a \
            terminal. When the rates middleware is unreachable, the products are still listed without revenue \
            and the command exits 4.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var refresh: RefreshOption
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var output: OutputOptions

    @Option(
        help: "name, sales or revenue (most first); with --period also before or change (the biggest movers first).")
    package var sort = ProductSort.name

    @Option(
        help: """
            this-month, last-month, this-quarter, last-quarter, year-to-date, last-12-months, all, or \
            YYYY-MM-DD..YYYY-MM-DD: the period's figures beside the period before's.
            """)
    package var period: String?

    package init() {}

    package func validate() throws {
        let period = try readPeriod()
        if sort.comparesPeriods, period == nil || period == .allTime {
            throw ValidationError("--sort \(sort.rawValue) compares with the period before: give --period (not all)")
        }
    }

    /// `--period`, read; `nil` when not given.
    private func readPeriod() throws(ValidationError) -> ReportPeriod? {
        guard let period else { return nil }
        guard let read = ReportPeriod(period) else {
            throw ValidationError(
                "--period must be this-month, last-month, this-quarter, last-quarter, year-to-date, last-12-months, "
                    + "all or YYYY-MM-DD..YYYY-MM-DD, not '\(period.prefix(32))'")
        }
        return read
    }

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        if let period = try readPeriod() {
            try await CommandLoading.showingCatalogWithRates(in: environment, refresh: refresh.refresh) {
                try show($0, period: period, in: environment)
            }
            return
        }
        // The list and its revenue come from each product's sums: a local copy's sales stay unread.
        try await CommandLoading.showingCatalogWithRates(in: environment, refresh: refresh.refresh, needs: .sums) {
            try show($0, in: environment)
        }
    }

    private func show(_ loaded: CatalogLoad, in environment: ClientEnvironment) throws {
        let console = environment.console
        let (snapshot, rates) = (loaded.snapshot, loaded.rates)
        let all = ProductRow.rows(of: snapshot.catalog, rates: try? rates.get())
        let rows = sort.order(Array(all.indices), of: all).map { all[$0] }
        let out = CommandOutput(output, console: console, environment: environment.processEnvironment)
        try out.deliver(
            {
                ProductListing.make(
                    rows, list: snapshot.catalog.productList, currency: environment.currency, words: out.words)
            },
            json: {
                JSONOutput.products(
                    rows, currency: environment.currency, asOf: loaded.asOf, offline: loaded.source.isOffline)
            })
        try Warnings.missingRates(rates, in: environment, shown: "products listed without revenue")
    }

    /// The products for `period`, sorted as asked, beside the period before.
    private func show(_ loaded: CatalogLoad, period: ReportPeriod, in environment: ClientEnvironment) throws {
        let (snapshot, rates, zone) = (loaded.snapshot, loaded.rates, environment.timeZone)
        let today = CalendarDay(clampingOrdinal: zone.calendar.day(of: environment.session.now()))
        let products = snapshot.catalog.periodProducts(
            of: period, today: today, rates: try? rates.get(), calendar: zone.calendar)
        let rows = ProductRow.order(products.rows, by: sort)
        let out = CommandOutput(output, console: environment.console, environment: environment.processEnvironment)
        let charts = output.file == nil && environment.console.stdoutIsTerminal
        try out.deliver(
            {
                PeriodProductListing.make(
                    rows, of: products, list: snapshot.catalog.productList, currency: environment.currency,
                    charts: charts, words: out.words)
            },
            json: {
                JSONOutput.periodProducts(
                    rows, of: products, currency: environment.currency, asOf: loaded.asOf,
                    offline: loaded.source.isOffline)
            })
        try Warnings.missingRates(rates, in: environment, shown: "products listed without revenue")
    }
}
