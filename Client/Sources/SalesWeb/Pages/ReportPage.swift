import SalesClient
import SalesCore

/// `/reports?by=month|product|currency&from=YYYY-MM-DD&to=YYYY-MM-DD`: revenue by month (every month
/// of the span, empty ones too, as the command shows them), by product or by the currency sold in,
/// over the reader's days — a chart drawn here, then the same listing `sales report` prints.
enum ReportPage {
    /// What the address asks for; what it does not understand is said on the page, not guessed.
    struct Query: Equatable {
        var grouping = RevenueReport.Grouping.month
        var from: String?
        var to: String?

        init(by: String? = nil, from: String? = nil, to: String? = nil) {
            grouping = by.flatMap(RevenueReport.Grouping.init(rawValue:)) ?? .month
            self.from = from.flatMap { $0.isEmpty ? nil : $0 }
            self.to = to.flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The days, or why the address's are not days.
        var days: Result<DayRange, ReportDaysError> {
            let first = from.map { CalendarDay($0) }
            let last = to.map { CalendarDay($0) }
            if case .some(nil) = first {
                return .failure(ReportDaysError(message: "From must be a day as YYYY-MM-DD."))
            }
            if case .some(nil) = last { return .failure(ReportDaysError(message: "To must be a day as YYYY-MM-DD.")) }
            guard let range = DayRange(from: first ?? nil, to: last ?? nil) else {
                return .failure(ReportDaysError(message: "From is after To: no day is in between."))
            }
            return .success(range)
        }
    }

    struct ReportDaysError: Error {
        let message: String
    }

    static func html(_ figures: WebCatalog, query: Query, context: PageContext) -> HTML {
        let (currency, zone, load) = (context.currency, context.zone, figures.load)
        var main: [HTML] = ["<h1>Reports</h1>", form(query, context: context)]
        switch query.days {
        case .failure(let error):
            main.append("<p class=\"notice\" role=\"alert\">\(error.message)</p>")
        case .success(let days):
            let report = report(figures, query: query, days: days, zone: zone)
            let listing = ReportListing.make(report, charts: false)
            let title = "Revenue by \(query.grouping.rawValue) in \(currency.code)"
            main += [
                RevenueChart.html(report, title: title) ?? .empty,
                ListingTable.html(listing, caption: title, link: drillDown(report, context: context)),
                ListingTable.paragraphs(listing.summary.map { [$0.text] } ?? [], kind: "summary"),
                ListingTable.paragraphs(listing.notes.map(\.text), kind: "notes"),
                Downloads.links(
                    "/reports",
                    query: [("by", query.grouping.rawValue), ("from", query.from ?? ""), ("to", query.to ?? "")],
                    context: context),
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
                    return context.link(
                        "/reports",
                        [("by", "product"), ("from", first.description), ("to", first.lastOfMonth.description)])
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
    /// when its days are not days.
    static func download(_ figures: WebCatalog, query: Query, zone: ReaderTimeZone, json: Bool) -> String? {
        guard case .success(let days) = query.days else { return nil }
        let (report, load) = (report(figures, query: query, days: days, zone: zone), figures.load)
        if json {
            return JSONOutput.report(
                report, days: days, asOf: load.asOf, offline: load.source.isOffline, zone: zone) + "\n"
        }
        return ReportListing.make(report, charts: false).delimited(.csv) + "\n"
    }

    /// The grouping and the days, sent as a GET: the address says what is shown.
    private static func form(_ query: Query, context: PageContext) -> HTML {
        let options = RevenueReport.Grouping.allCases.map { grouping -> HTML in
            "<option value=\"\(grouping.rawValue)\"\(grouping == query.grouping ? " selected" as HTML : .empty)>"
                + "\(grouping.rawValue)</option>"
        }
        return """
            <form class="filter" method="get" action="/reports">\(context.currencyField)\
            <label>By <select name="by">\(options)</select></label>\
            \(dayField("From", name: "from", value: query.from))\(dayField("To", name: "to", value: query.to))\
            <button type="submit">Show</button></form>
            """
    }

    /// A day's field: a date picker, or — for what is not a day — the text as written, marked
    /// invalid, so the reader sees what was wrong beside the message (a browser empties a date
    /// field given `2024-13-01`).
    private static func dayField(_ label: String, name: String, value: String?) -> HTML {
        let written = value ?? ""
        guard let value, CalendarDay(value) == nil else {
            return "<label>\(label) <input type=\"date\" name=\"\(name)\" value=\"\(written)\"></label>"
        }
        return "<label>\(label) <input type=\"text\" name=\"\(name)\" value=\"\(written)\" aria-invalid=\"true\" "
            + "placeholder=\"YYYY-MM-DD\"></label>"
    }
}
