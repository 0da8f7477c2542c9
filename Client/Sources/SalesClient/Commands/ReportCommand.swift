import ArgumentParser
import SalesCore

/// `sales report`: revenue and number of sales per month, product or sale currency, with totals.
package struct ReportCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Revenue and number of sales per month, product or sale currency, with totals.",
        discussion: """
            Weeks (ISO, from Monday), months, quarters and years are those of the reader's zone (--time-zone, else TZ, else the system's; --utc for \
            the upstream's UTC), every month from the first sale to the last (a month without sales shows 0). \
            --from/--to are inclusive days of that zone; --period names them as the web pages do (this-month…). On a terminal each row has a bar scaled to the \
            largest row, and --by product a sparkline of each product's last 12 months. When the rates \
            middleware is unreachable, counts are still shown without revenue and the command exits 4.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var refresh: RefreshOption
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var days: DaysOption
    @OptionGroup package var output: OutputOptions

    @Option(help: "week, month, quarter, year, product or currency (the currency each sale was made in).")
    package var by = Grouping.month

    /// `--by`, as typed: one of Core's groupings, or an interval.
    package enum Grouping: String, CaseIterable, Sendable, ExpressibleByArgument {
        case week, month, quarter, year, product, currency

        var core: RevenueReport.Grouping {
            switch self {
            case .product: .product
            case .currency: .currency
            case .week, .month, .quarter, .year: .month
            }
        }

        /// Week, quarter or year: Core's report by interval (months are the revenue report's).
        var interval: ReportInterval? {
            switch self {
            case .week: .week
            case .quarter: .quarter
            case .year: .year
            case .month, .product, .currency: nil
            }
        }
    }

    @Option(help: "Only this product (an id or a name, as `sales product` finds it).")
    package var product: String?

    @Option(name: .customLong("sold-in"), help: "Only the sales made in this currency (e.g. EUR).")
    package var soldIn: String?

    package init() {}

    package func validate() throws {
        if let product, product.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--product needs an id or a name")
        }
        if by.interval != nil, product != nil || soldIn != nil {
            throw ValidationError("--by \(by.rawValue) reports every product's sales: no --product or --sold-in")
        }
        if let soldIn, CurrencyCode(anyCase: soldIn) == nil {
            throw ValidationError("--sold-in must be a currency code as EUR, not '\(soldIn.prefix(32))'")
        }
    }

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        let today = CalendarDay(clampingOrdinal: environment.timeZone.calendar.day(of: environment.session.now()))
        let range = try days.range(today: today)
        try await CommandLoading.showingCatalogWithRates(in: environment, refresh: refresh.refresh) { loaded in
            if let interval = by.interval {
                try showIntervals(loaded, interval, days: range, in: environment)
            } else {
                try show(loaded, days: range, in: environment)
            }
        }
    }

    private func show(_ loaded: CatalogLoad, days range: DayRange, in environment: ClientEnvironment)
        throws
    {
        let console = environment.console
        let (snapshot, rates) = (loaded.snapshot, loaded.rates)
        let found = try product.map { query throws(ClientError) in
            try ProductFinder.product(query, in: snapshot.catalog.products)
        }
        let zone = environment.timeZone
        let report = snapshot.catalog.revenueReport(
            by: by.core, days: range, product: found?.id, soldIn: soldIn.flatMap { CurrencyCode(anyCase: $0) },
            rates: try? rates.get(), calendar: zone.calendar)
        let out = CommandOutput(output, console: console, environment: environment.processEnvironment)
        let charts = output.file == nil && console.stdoutIsTerminal
        try out.deliver(
            { ReportListing.make(report, charts: charts, words: out.words) },
            json: {
                JSONOutput.report(
                    report, days: range, asOf: loaded.asOf, offline: loaded.source.isOffline, zone: zone)
            })
        try Warnings.missingRates(rates, in: environment, shown: "counts shown without revenue")
    }

    /// The report by week, quarter or year.
    private func showIntervals(
        _ loaded: CatalogLoad, _ interval: ReportInterval, days range: DayRange, in environment: ClientEnvironment
    ) throws {
        let (console, zone) = (environment.console, environment.timeZone)
        let report = loaded.snapshot.catalog.intervalReport(
            by: interval, days: range, rates: try? loaded.rates.get(), calendar: zone.calendar)
        let charts = output.file == nil && console.stdoutIsTerminal
        let out = CommandOutput(output, console: console, environment: environment.processEnvironment)
        try out.deliver(
            { IntervalListing.make(report, charts: charts, words: out.words) },
            json: { JSONOutput.intervals(report, asOf: loaded.asOf, offline: loaded.source.isOffline, zone: zone) })
        try Warnings.missingRates(loaded.rates, in: environment, shown: "counts shown without revenue")
    }
}
