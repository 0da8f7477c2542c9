import Foundation
import SalesClient
import SalesCore

/// `/overview?period=this-month&by=month`: how a period went — its revenue and sales beside the
/// period before and a year earlier, the top products and the others together, revenue by
/// interval as a chart and a table, the mix by sale currency — each figure a link to the listing
/// behind it. Core computes every figure (``Catalog/overview(of:by:today:rates:calendar:)``),
/// once per load, period and zone; the words are the presentation layer's (``PeriodText``).
enum OverviewPage {
    /// What the address asks for beside the period (the page context's): the chart's interval.
    struct Query: Equatable {
        var interval = ReportInterval.month

        init(by: String? = nil) {
            interval = by.flatMap(ReportInterval.init(rawValue:)) ?? .month
        }
    }

    /// Products shown by name; the rest are added up as one row.
    static let topProducts = 10

    static func html(_ figures: WebCatalog, query: Query, context: PageContext) -> HTML {
        let (load, zone, period, today) = (figures.load, context.zone, context.period, context.today)
        let overview = figures.overview(
            OverviewKey(period: period, interval: query.interval, today: today, zone: zone.identifier)
        ) {
            load.snapshot.catalog.overview(
                of: period, by: query.interval, today: today, rates: try? load.rates.get(), calendar: zone.calendar)
        }
        var main: [HTML] = [
            "<h1>\(context.words(.overview))</h1>", form(query, context: context), PeriodFields.problem(context),
        ]
        if context.periodProblem == nil {
            // The terminal's tables, the comparison's aside: the same words, rows and order.
            let tables = OverviewListing.tables(
                overview, top: topProducts, currency: context.currency, words: context.words)
            main += [
                comparison(overview, context: context), products(overview, tables, context: context),
                buckets(overview, tables, context: context),
                currencies(overview, tables, context: context),
                ListingTable.paragraphs(
                    OverviewListing.notes(overview, top: topProducts, words: context.words), kind: "notes",
                    numbers: context.numbers),
            ]
        }
        let notices = NoticePresenter.notices(
            for: load, withoutRates: context.words(.noAmountsIn(context.currency.code)))
        return Page.document(
            title: context.words(.overview), main: HTML(joining: main.filter { !$0.isEmpty }, separator: "\n"),
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone, words: context.words) },
            context: context)
    }

    /// The reader's day now, in their zone.
    static func today(in zone: ReaderTimeZone, at now: Date = Date()) -> CalendarDay {
        CalendarDay(clampingOrdinal: zone.calendar.day(of: now))
    }

    /// The period, the one before and a year earlier (one row when they are the same days):
    /// revenue and sales, each with its change — three columns, so a phone shows them without
    /// scrolling. The spans and their names are the presentation's (``OverviewListing``).
    private static func comparison(_ overview: PeriodOverview, context: PageContext) -> HTML {
        let current = overview.current
        // Each revenue leads to what makes it: this period's products, an earlier period's overview.
        let href = { (figures: PeriodOverview.Figures) -> String in
            guard figures.days != current.days else { return context.link(WebRoute.products, [("sort", "revenue")]) }
            guard let from = figures.days.from, let to = figures.days.to else { return context.link(WebRoute.overview) }
            return context.link(WebRoute.overview, [("period", ReportPeriod.days(from: from, to: to).text)])
        }
        let words = context.words
        let rows = OverviewListing.shownSpans(overview, words: words).map { label, figures, change in
            row(label, figures, change: change, href: href(figures), numbers: context.numbers, words: words)
        }
        let caption = context.figures(OverviewListing.heading(overview, words: words))
        return """
            <table class="overview"><caption>\(caption)</caption>
            <thead><tr><th scope="col">\(words(.period))</th>\
            <th scope="col" class="figure">\(words(.revenueIn(context.currency.code)))</th>\
            <th scope="col" class="figure">\(words(.salesTitle))</th></tr></thead>
            <tbody>\(rows, separator: "\n")</tbody></table>
            """
    }

    /// A row: the period's name and days, its revenue and sales, each with its change beneath.
    private static func row(
        _ label: String, _ figures: PeriodOverview.Figures, change: (revenue: PeriodChange?, sales: PeriodChange)?,
        href: String, numbers: ReaderFormats, words: Words
    ) -> HTML {
        let shown = HTML.isolated(
            numbers.figures(in: Listing.Cell.revenue(figures.total, of: figures.salesCount).human))
        let revenue: HTML = "<a href=\"\(href)\">\(shown)</a>"
        let days: HTML =
            figures.days.from == nil
            ? .empty
            : "<span class=\"aside\">\(HTML.isolated(numbers.figures(in: PeriodText.days(figures.days))))</span>"
        let changed = { (change: PeriodChange?) -> HTML in
            guard
                let text = PeriodText.changeVersus(change, label, words: words).map({
                    HTML.isolated(numbers.figures(in: $0))
                })
            else { return .empty }
            let direction = PeriodText.direction(change).map { " \($0)" } ?? ""
            return "<span class=\"change\(direction)\">\(text)</span>"
        }
        return """
            <tr><th scope="row">\(label)\(days)</th>\
            <td class="figure">\(revenue)\(change.map { changed($0.revenue) } ?? .empty)</td>\
            <td class="figure">\(HTML.isolated(numbers.figures(in: CountText.of(figures.salesCount))))\
            \(change.map { changed($0.sales) } ?? .empty)</td></tr>
            """
    }

    /// The top products, each a link to its page, and the others as one row leading to the list.
    private static func products(_ overview: PeriodOverview, _ tables: [Listing], context: PageContext) -> HTML {
        let (top, _) = overview.top(topProducts)
        guard tables.count == 4 else { return "<p class=\"empty\">\(context.words(.noSalesInPeriod))</p>" }
        let link = { (row: Int) -> String? in
            row < top.count
                ? context.link(ProductPage.path(of: top[row].product.id)) : context.link(WebRoute.products)
        }
        return ListingTable.html(
            tables[1], numbers: context.numbers, words: context.words, caption: title(tables[1]), captionShown: true,
            kind: "overview",
            link: ("name", link))
    }

    /// Revenue by interval: a chart, then the same figures as a table whose rows lead to that
    /// interval's products.
    private static func buckets(_ overview: PeriodOverview, _ tables: [Listing], context: PageContext) -> HTML {
        guard !overview.buckets.isEmpty, tables.count == 4 else { return .empty }
        let interval = overview.interval
        let title = context.words(ListingPhrase.chartTitle(interval.rawValue, in: context.currency.code))
        let bars = overview.buckets.compactMap { bucket in
            bucket.total.map {
                RevenueChart.Bar(
                    label: context.numbers.figures(in: PeriodText.chartLabel(bucket.start, interval)), total: $0,
                    salesCount: bucket.salesCount,
                    href: bucketLink(bucket, interval, within: overview.current.days, context: context))
            }
        }
        let link = { (row: Int) -> String? in
            row < overview.buckets.count
                ? bucketLink(overview.buckets[row], interval, within: overview.current.days, context: context) : nil
        }
        return """
            \(RevenueChart.html(bars: bars, title: title, numbers: context.numbers) ?? .empty)
            \(ListingTable.html(
                tables[2], numbers: context.numbers, words: context.words, caption: title, kind: "overview", link: ("interval", link)))
            """
    }

    /// An interval's products: the report by product for its days within the period (the first
    /// and last intervals may be cut by it, as their figures are).
    private static func bucketLink(
        _ bucket: PeriodOverview.Bucket, _ interval: ReportInterval, within days: DayRange, context: PageContext
    ) -> String {
        var first = bucket.start
        var last = interval.next(after: bucket.start)?.adding(days: -1) ?? bucket.start
        if let from = days.from, from > first { first = from }
        if let to = days.to, to < last { last = to }
        let period = ReportPeriod.days(from: first, to: max(first, last))
        return context.link(WebRoute.reports, [("by", "product"), ("period", period.text)])
    }

    /// The mix by the currency sales were made in, most revenue first: each one's own sum (under its
    /// code on a phone), converted with its share of the period's (when every sale converts), each
    /// leading to the report of its sales.
    private static func currencies(_ overview: PeriodOverview, _ tables: [Listing], context: PageContext) -> HTML {
        guard !overview.currencies.isEmpty, tables.count == 4 else { return .empty }
        let codes = OverviewListing.byRevenue(overview.currencies).map(\.own.currency.code)
        let link = { (row: Int) -> String? in
            row < codes.count ? context.link(WebRoute.reports, [("by", "product"), ("sold-in", codes[row])]) : nil
        }
        return ListingTable.html(
            tables[3], numbers: context.numbers, words: context.words, caption: title(tables[3]), captionShown: true,
            kind: "overview",
            link: ("sale_currency", link),
            beneath: [("amount", under: "sale_currency"), ("share", under: "revenue")])
    }

    /// A table's title, as the terminal prints it above the table.
    private static func title(_ listing: Listing) -> String {
        listing.header.first?.text ?? ""
    }

    /// The period and the interval, sent as a GET: the address says what is shown.
    private static func form(_ query: Query, context: PageContext) -> HTML {
        let intervals = ReportInterval.allCases.map { interval -> HTML in
            "<option value=\"\(interval.rawValue)\"\(interval == query.interval ? " selected" as HTML : .empty)>"
                + "\(FormPhrase.choice(interval.rawValue).map { context.words($0) } ?? interval.rawValue)</option>"
        }
        return PeriodFields.disclosure(
            context,
            """
            <form class="filter" method="get" action="\(WebRoute.overview)">\(context.currencyField)\
            \(PeriodFields.html(context))\
            <label>\(context.words(.by)) <select name="by">\(intervals)</select></label>\
            <button type="submit">\(context.words(.show))</button></form>
            """)
    }
}
