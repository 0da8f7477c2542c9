import ArgumentParser
import SalesCore

/// `sales product <id-or-name>`: one product's sales, newest first, converted to the display currency.
package struct ProductCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "product",
        abstract: "Show one product: its sales newest first, each converted, and their total.",
        discussion: """
            The product is found by id, by exact name, or by the only name containing the text (any case). \
            --from/--to keep the sales of those days in the reader's zone (--time-zone, else TZ, else the system's; the total too); --offset/--limit show a page of them. \
            When the rates middleware is unreachable, the sales are still shown without converted amounts and \
            the command exits 4.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var refresh: RefreshOption
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var days: DaysOption
    @OptionGroup package var output: OutputOptions

    @Argument(help: "A product id or name, e.g. \"Mac mini\".")
    package var product: String

    @Option(help: "Show at most this many sales.")
    package var limit: Int?

    @Option(help: "Skip this many sales (the newest) first.")
    package var offset = 0

    package init() {}

    package func validate() throws {
        guard !product.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("say which product: an id or a name")
        }
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more, not \(limit)") }
        guard offset >= 0, offset < Int.max else {
            throw ValidationError("--offset must be 0 or more (and less than \(Int.max)), not \(offset)")
        }
    }

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let today = CalendarDay(clampingOrdinal: environment.timeZone.calendar.day(of: environment.session.now()))
        let range = try days.range(today: today)
        try await CommandLoading.showingCatalogWithRates(in: environment, refresh: refresh.refresh) {
            try show($0, days: range, in: environment)
        }
    }

    private func show(_ loaded: CatalogLoad, days range: DayRange, in environment: ClientEnvironment)
        throws
    {
        let console = environment.console
        let (snapshot, rates) = (loaded.snapshot, loaded.rates)
        let found = try ProductFinder.product(product, in: snapshot.catalog.products)
        let zone = environment.timeZone
        let detail = snapshot.catalog.detail(of: found, rates: try? rates.get(), days: range, calendar: zone.calendar)
        // The page asked for, which may lie beyond the sales: the outputs show what of it exists and
        // say where it started.
        let page = offset..<(limit.map { $0 > Int.max - offset ? Int.max : offset + $0 } ?? Int.max)
        let currency = environment.currency
        let out = CommandOutput(output, console: console, environment: environment.processEnvironment)
        try out.deliver(
            { ProductSalesListing.make(detail, currency: currency, page: page, zone: zone, words: out.words) },
            json: {
                JSONOutput.product(
                    detail, currency: currency, page: page, asOf: loaded.asOf, offline: loaded.source.isOffline,
                    zone: zone)
            })
        try Warnings.missingRates(rates, in: environment, shown: "sales shown without converted amounts")
    }
}
