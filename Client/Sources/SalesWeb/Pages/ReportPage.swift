import SalesClient
import SalesCore

/// `/reports?by=month|product|currency&period=…`: revenue by month (every month of the span, empty
/// ones too, as the command shows them), by product or by the currency sold in, over the page's
/// period (``PeriodFields``) in the reader's days — a chart drawn here, then the same listing
/// `sales report` prints.
enum ReportPage {
    /// What the address asks for beside the period: the grouping.
    struct Query: Equatable {
        var grouping = RevenueReport.Grouping.month

        init(by: String? = nil) {
            grouping = by.flatMap(RevenueReport.Grouping.init(rawValue:)) ?? .month
        }
    }

    static func html(_ figures: WebCatalog, query: Query, context: PageContext) -> HTML {
        let (currency, zone, load) = (context.currency, context.zone, figures.load)
        var main: [HTML] = ["<h1>Reports</h1>", form(query, context: context), PeriodFields.problem(context)]
        if context.periodProblem == nil {
            let days = context.days
            let report = report(figures, query: query, days: days, zone: zone)
            let listing = ReportListing.make(report, charts: false)
            let title = "Revenue by \(query.grouping.rawValue) in \(currency.code)"
            main += [
                RevenueChart.html(report, title: title) ?? .empty,
                ListingTable.html(listing, caption: title, link: drillDown(report, context: context)),
                ListingTable.paragraphs(listing.summary.map { [$0.text] } ?? [], kind: "summary"),
                ListingTable.paragraphs(listing.notes.map(\.text), kind: "notes"),
                Downloads.links("/reports", query: [("by", query.grouping.rawValue)], context: context),
            ]
        }
        let notices = NoticePresenter.notices(for: load, withoutRates: "no \(currency.code) amounts")
        return Page.document(
            title: "Reports", main: HTML(joining: main.filter { !$0.isEmpty }, separator: "\n"),
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone) }, context: context)
    }

    /// Where a row leads: a month to that month's products, a product to its page; a currency to
    /// nothing more than the row says.
    private static func drillDown(_ report: RevenueReport, context: PageContext) -> (
        field: String, href: (Int) -> String
    )? {
        let keys = report.rows.map(\.key)
        switch report.grouping {
        case .month:
            return (
                "month",
                { index in
                    guard index < keys.count, case .month(let month) = keys[index],
                        let first = CalendarDay(year: month.year, month: month.month, day: 1)
                    else { return context.link("/reports") }
                    let days = ReportPeriod.days(from: first, to: first.lastOfMonth)
                    return context.link("/reports", [("by", "product"), ("period", days.text)])
                }
            )
        case .product:
            return (
                "product",
                { index in
                    guard index < keys.count, case .product(let product) = keys[index] else {
                        return context.link("/products")
                    }
                    return context.link(ProductPage.path(of: product.id))
                }
            )
        case .currency: return nil
        }
    }

    /// The report the query asks for, made once per load and kept with its figures.
    private static func report(_ figures: WebCatalog, query: Query, days: DayRange, zone: ReaderTimeZone)
        -> RevenueReport
    {
        let load = figures.load
        return figures.report(ReportKey(grouping: query.grouping, days: days, zone: zone.identifier)) {
            load.snapshot.catalog.revenueReport(
                by: query.grouping, days: days, rates: try? load.rates.get(), calendar: zone.calendar)
        }
    }

    /// `/reports.csv` and `/reports.json` for `query`: the bytes `sales report -o` writes; `nil`
    /// when the address's period is not one.
    static func download(_ figures: WebCatalog, query: Query, context: PageContext, json: Bool) -> String? {
        guard context.periodProblem == nil else { return nil }
        let (days, zone) = (context.days, context.zone)
        let (report, load) = (report(figures, query: query, days: days, zone: zone), figures.load)
        if json {
            return JSONOutput.report(
                report, days: days, asOf: load.asOf, offline: load.source.isOffline, zone: zone) + "\n"
        }
        return ReportListing.make(report, charts: false).delimited(.csv) + "\n"
    }

    /// The grouping and the period, sent as a GET: the address says what is shown.
    private static func form(_ query: Query, context: PageContext) -> HTML {
        let options = RevenueReport.Grouping.allCases.map { grouping -> HTML in
            "<option value=\"\(grouping.rawValue)\"\(grouping == query.grouping ? " selected" as HTML : .empty)>"
                + "\(grouping.rawValue)</option>"
        }
        return """
            <form class="filter" method="get" action="/reports">\(context.currencyField)\
            <label>By <select name="by">\(options)</select></label>\(PeriodFields.html(context))\
            <button type="submit">Show</button></form>
            """
    }
}
