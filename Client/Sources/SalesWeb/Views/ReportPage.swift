import SalesClient
import SalesCore

/// `/reports?by=month|product|currency&period=…`: revenue by month (every month of the span, empty
/// ones too, as the command shows them), by product or by the currency sold in, over the page's
/// period (``PeriodFields``) in the reader's days — a chart drawn here, then the same listing
/// `sales report` prints.
enum ReportPage {
    /// What the address asks for beside the period: the grouping, and the currency the sales were
    /// made in (`sold-in=EUR`: a currency's drill-down), when one.
    struct Query: Equatable {
        var grouping = RevenueReport.Grouping.month
        /// By week, quarter or year (the months are the grouping's).
        var interval: ReportInterval?
        var soldIn: CurrencyCode?

        init(by: String? = nil, soldIn: CurrencyCode? = nil) {
            grouping = by.flatMap(RevenueReport.Grouping.init(rawValue:)) ?? .month
            interval = by.flatMap(ReportInterval.init(rawValue:)).flatMap { $0 == .month ? nil : $0 }
            self.soldIn = soldIn
        }

        /// `by`'s value.
        var by: String { interval?.rawValue ?? grouping.rawValue }

        /// The address's parameters for this query, the period and currency aside.
        var parameters: [(String, String)] {
            [("by", by), ("sold-in", soldIn?.code ?? "")]
        }

        /// What `by` offers, in the order a reader scans them.
        static let choices = ["week", "month", "quarter", "year", "product", "currency"]
    }

    static func html(_ figures: WebCatalog, query: Query, context: PageContext) -> HTML {
        let (currency, zone, load) = (context.currency, context.zone, figures.load)
        // Rendered once for the same report asked again (back, another tab).
        let key = ReportPageKey(
            by: query.interval?.rawValue ?? query.grouping.rawValue, soldIn: query.soldIn?.code,
            period: PeriodKey(period: context.period, today: context.today, zone: zone.identifier),
            problem: context.periodProblem, links: context.link(""), numbers: context.numbers, words: context.words)
        let main = figures.reportPage(key) { body(figures, query: query, context: context) }
        let notices = NoticePresenter.notices(for: load, withoutRates: context.words(.noAmountsIn(currency.code)))
        return Page.document(
            title: context.words(.reports), main: main,
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone, words: context.words) },
            context: context)
    }

    /// What the page's frame holds: the form, then the report's chart, table, summary, notes and
    /// downloads (or the interval's section).
    private static func body(_ figures: WebCatalog, query: Query, context: PageContext) -> HTML {
        let (currency, zone) = (context.currency, context.zone)
        var main: [HTML] = [
            "<h1>\(context.words(.reports))</h1>", form(query, context: context), PeriodFields.problem(context),
            soldIn(query, context: context),
        ]
        if context.periodProblem == nil, let interval = query.interval {
            main += IntervalSection.html(figures, interval: interval, context: context)
        } else if context.periodProblem == nil {
            let days = context.days
            let report = report(figures, query: query, days: days, zone: zone)
            let listing = ReportListing.make(report, charts: false, leavingOutUnsold: true, words: context.words)
            let chart = context.words(ListingPhrase.chartTitle(query.grouping.rawValue, in: currency.code))
            let title = query.soldIn.map { context.words(.ofSalesMadeIn(chart, $0.code)) } ?? chart
            main += [
                RevenueChart.html(
                    report, title: title, numbers: context.numbers, href: { drillDown($0, context: context) })
                    ?? .empty,
                ListingTable.html(
                    listing, numbers: context.numbers, words: context.words, caption: title,
                    link: drillDown(report, context: context)),
                ListingTable.paragraphs(listing.summary.map { [$0] } ?? [], kind: "summary", numbers: context.numbers),
                ListingTable.paragraphs(listing.notes, kind: "notes", numbers: context.numbers),
                Downloads.links(WebRoute.reports, query: query.parameters, context: context),
            ]
        }
        return HTML(joining: main.filter { !$0.isEmpty }, separator: "\n")
    }

    /// Where a row (and its bar) leads: a month to that month's products, a product to its page for
    /// the period; a currency to nothing more than the row says.
    private static func drillDown(_ key: RevenueReport.Key, context: PageContext) -> String? {
        switch key {
        case .month(let month):
            guard let first = CalendarDay(year: month.year, month: month.month, day: 1) else { return nil }
            let days = ReportPeriod.days(from: first, to: first.lastOfMonth)
            return context.link(WebRoute.reports, [("by", "product"), ("period", days.text)])
        case .product(let product): return context.link(ProductPage.path(of: product.id))
        case .currency(let code): return context.link(WebRoute.reports, [("by", "product"), ("sold-in", code.code)])
        }
    }

    /// A currency's drill-down says so, with the way back to every currency's sales.
    private static func soldIn(_ query: Query, context: PageContext) -> HTML {
        guard let code = query.soldIn else { return .empty }
        let every = context.link(WebRoute.reports, [("by", query.grouping.rawValue)])
        return "<p class=\"period\">Only the sales made in \(code.code) · <a href=\"\(every)\">every currency</a></p>"
    }

    /// The drill-down as a table's link: the column it is in, and each row's address.
    private static func drillDown(_ report: RevenueReport, context: PageContext) -> (
        field: String, href: (Int) -> String?
    )? {
        let keys = ReportListing.shownRows(report, leavingOutUnsold: true).map(\.key)
        let field: String
        switch report.grouping {
        case .month: field = "month"
        case .product: field = "product"
        case .currency: field = "sale_currency"
        }
        return (field, { index in index < keys.count ? drillDown(keys[index], context: context) : nil })
    }

    /// The report the query asks for, made once per load and kept with its figures.
    private static func report(_ figures: WebCatalog, query: Query, days: DayRange, zone: ReaderTimeZone)
        -> RevenueReport
    {
        let load = figures.load
        let key = ReportKey(grouping: query.grouping, days: days, zone: zone.identifier, soldIn: query.soldIn)
        return figures.report(key) {
            load.snapshot.catalog.revenueReport(
                by: query.grouping, days: days, soldIn: query.soldIn, rates: try? load.rates.get(),
                calendar: zone.calendar)
        }
    }

    /// `/reports.csv` and `/reports.json` for `query`: the bytes `sales report -o` writes; `nil`
    /// when the address's period is not one.
    static func download(_ figures: WebCatalog, query: Query, context: PageContext, json: Bool) -> Downloads.Body? {
        guard context.periodProblem == nil else { return nil }
        if let interval = query.interval {
            return IntervalSection.download(figures, interval: interval, context: context, json: json)
        }
        let (days, zone) = (context.days, context.zone)
        let (report, load) = (report(figures, query: query, days: days, zone: zone), figures.load)
        if json {
            return .json(
                JSONOutput.report(report, days: days, asOf: load.asOf, offline: load.source.isOffline, zone: zone))
        }
        return .listing(ReportListing.make(report, charts: false, words: context.words))
    }

    /// The grouping and the period, sent as a GET: the address says what is shown.
    private static func form(_ query: Query, context: PageContext) -> HTML {
        let options = Query.choices.map { by -> HTML in
            "<option value=\"\(by)\"\(by == query.by ? " selected" as HTML : .empty)>"
                + "\(FormPhrase.choice(by).map { context.words($0) } ?? by)</option>"
        }
        return PeriodFields.disclosure(
            context,
            """
            <form class="filter" method="get" action="\(WebRoute.reports)">\(context.currencyField)\
            \(query.soldIn.map { "<input type=\"hidden\" name=\"sold-in\" value=\"\($0.code)\">" as HTML } ?? .empty)\
            <label>\(context.words(.by)) <select name="by">\(options)</select></label>\(PeriodFields.html(context))\
            <button type="submit">\(context.words(.show))</button></form>
            """)
    }
}
