import ArgumentParser
import SalesCore

/// `sales overview`: how a period went — the web's first page as a command.
package struct OverviewCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "overview",
        abstract: "How a period went: its revenue and sales beside the period before and a year earlier.",
        discussion: """
            The web's first page as a command: the period's revenue and number of sales beside the period \
            before and the same days a year earlier (the change in %, never from a total that leaves sales \
            out), the top products and the others together, revenue by week, month, quarter or year, and the \
            mix by the currency sold in. --period as on the web pages (all time unless given), in the reader's \
            zone. CSV/TSV write every figure as one table with a section column; --json one object. When the \
            rates middleware is unreachable, counts are still shown without revenue and the command exits 4.
            """
    )

    @OptionGroup package var options: GlobalOptions
    @OptionGroup package var refresh: RefreshOption
    @OptionGroup package var currency: CurrencyOption
    @OptionGroup package var output: OutputOptions

    @Option(
        help: """
            this-month, last-month, this-quarter, last-quarter, year-to-date, last-12-months, all, or \
            YYYY-MM-DD..YYYY-MM-DD (default: all).
            """)
    package var period = "all"

    @Option(help: "week, month, quarter or year: the intervals revenue is cut into.")
    package var by = "month"

    @Option(help: "How many products to name; the others are added up as one row.")
    package var top = 10

    package init() {}

    package func validate() throws {
        guard ReportPeriod(period) != nil else {
            throw ValidationError(
                "--period must be this-month, last-month, this-quarter, last-quarter, year-to-date, last-12-months, "
                    + "all or YYYY-MM-DD..YYYY-MM-DD, not '\(period.prefix(32))'")
        }
        guard ReportInterval(rawValue: by) != nil else {
            throw ValidationError("--by must be week, month, quarter or year, not '\(by.prefix(32))'")
        }
        guard (1...1_000).contains(top) else { throw ValidationError("--top must be from 1 to 1000") }
    }

    package func run() async throws {
        try await run(in: .live(options, currency: currency))
    }

    package func run(in environment: ClientEnvironment) async throws {
        guard let period = ReportPeriod(period), let interval = ReportInterval(rawValue: by) else {
            throw ValidationError("--period or --by is not one")
        }
        try await CommandLoading.showingCatalogWithRates(in: environment, refresh: refresh.refresh) { loaded in
            let zone = environment.timeZone
            let today = CalendarDay(clampingOrdinal: zone.calendar.day(of: environment.session.now()))
            let overview = loaded.snapshot.catalog.overview(
                of: period, by: interval, today: today, rates: try? loaded.rates.get(), calendar: zone.calendar)
            let out = CommandOutput(output, console: environment.console, environment: environment.processEnvironment)
            try out.deliver(
                tables: {
                    OverviewListing.tables(overview, top: top, currency: environment.currency, words: out.words)
                },
                listing: { OverviewListing.long(overview, top: top, currency: environment.currency) },
                json: {
                    JSONOutput.overview(
                        overview, top: top, currency: environment.currency, asOf: loaded.asOf,
                        offline: loaded.source.isOffline, zone: zone)
                })
            try Warnings.missingRates(loaded.rates, in: environment, shown: "counts shown without revenue")
        }
    }
}
