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
        var main: [HTML] = ["<h1>Overview</h1>", form(query, context: context), PeriodFields.problem(context)]
        if context.periodProblem == nil {
            main += [
                comparison(overview, context: context), products(overview, context: context),
                buckets(overview, context: context),
                currencies(overview, context: context),
            ]
        }
        let notices = NoticePresenter.notices(for: load, withoutRates: "no \(context.currency.code) amounts")
        return Page.document(
            title: "Overview", main: HTML(joining: main.filter { !$0.isEmpty }, separator: "\n"),
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone) }, context: context)
    }

    /// The reader's day now, in their zone.
    static func today(in zone: ReaderTimeZone, at now: Date = Date()) -> CalendarDay {
        CalendarDay(clampingOrdinal: zone.calendar.day(of: now))
    }

    /// The period, the one before and a year earlier: revenue and sales, each with its change —
    /// three columns, so a phone shows them without scrolling.
    private static func comparison(_ overview: PeriodOverview, context: PageContext) -> HTML {
        let current = overview.current
        // Each revenue leads to what makes it: this period's products, an earlier period's overview.
        let earlier = { (days: DayRange) -> String in
            guard let from = days.from, let to = days.to else { return context.link("/overview") }
            return context.link("/overview", [("period", ReportPeriod.days(from: from, to: to).text)])
        }
        var rows: [HTML] = [
            row("This period", current, change: nil, href: context.link("/products", [("sort", "revenue")]))
        ]
        if let previous = overview.previous {
            rows.append(
                row("The period before", previous, change: current.change(from: previous), href: earlier(previous.days))
            )
        }
        if let yearEarlier = overview.yearEarlier {
            rows.append(
                row(
                    "A year earlier", yearEarlier, change: current.change(from: yearEarlier),
                    href: earlier(yearEarlier.days)))
        }
        let title = PeriodText.title(overview.period)
        let days = PeriodText.days(current.days)
        let caption = title == days || current.days.from == nil ? title : "\(title): \(days)"
        return """
            <table class="overview"><caption>\(caption)</caption>
            <thead><tr><th scope="col">Period</th><th scope="col" class="figure">Revenue</th>\
            <th scope="col" class="figure">Sales</th></tr></thead>
            <tbody>\(rows, separator: "\n")</tbody></table>
            """
    }

    /// A row: the period's name and days, its revenue and sales, each with its change beneath.
    private static func row(
        _ label: String, _ figures: PeriodOverview.Figures, change: (revenue: PeriodChange?, sales: PeriodChange)?,
        href: String
    ) -> HTML {
        let revenue: HTML =
            "<a href=\"\(href)\">\(Listing.Cell.revenue(figures.total, of: figures.salesCount).human)</a>"
        let days: HTML =
            figures.days.from == nil ? .empty : "<span class=\"aside\">\(PeriodText.days(figures.days))</span>"
        let changed = { (text: String?) -> HTML in
            text.map { "<span class=\"change\">\($0)</span>" } ?? .empty
        }
        return """
            <tr><th scope="row">\(label)\(days)</th>\
            <td class="figure">\(revenue)\(changed(change.flatMap { PeriodText.changeSince($0.revenue) }))</td>\
            <td class="figure">\(CountText.of(figures.salesCount))\(changed(change.flatMap { PeriodText.changeSince($0.sales) }))</td></tr>
            """
    }

    /// The top products, each a link to its page, and the others as one row.
    private static func products(_ overview: PeriodOverview, context: PageContext) -> HTML {
        let (top, others) = overview.top(topProducts)
        guard !top.isEmpty else { return "<p class=\"empty\">No sales in this period.</p>" }
        var rows = top.map { product -> HTML in
            let link = context.link(ProductPage.path(of: product.product.id))
            return "<tr><td><a href=\"\(link)\">\(product.product.name)</a></td>"
                + "<td class=\"figure\">\(CountText.of(product.salesCount))</td>"
                + "<td class=\"figure\">\(Listing.Cell.revenue(product.total, of: product.salesCount).human)</td></tr>"
        }
        if let others {
            let count = overview.products.count - top.count
            rows.append(
                "<tr><td><a href=\"\(context.link("/products"))\">\(CountText.of(count, "other product", "other products"))"
                    + "</a></td><td class=\"figure\">\(CountText.of(others.salesCount))</td>"
                    + "<td class=\"figure\">\(Listing.Cell.revenue(others.total, of: others.salesCount).human)</td></tr>"
            )
        }
        return """
            <table class="overview"><caption>Top products</caption>
            <thead><tr><th scope="col">Product</th><th scope="col" class="figure">Sales</th>\
            <th scope="col" class="figure">Revenue</th></tr></thead>
            <tbody>\(rows, separator: "\n")</tbody></table>
            """
    }

    /// Revenue by interval: a chart, then the same figures as a table whose rows lead to that
    /// interval's products.
    private static func buckets(_ overview: PeriodOverview, context: PageContext) -> HTML {
        guard !overview.buckets.isEmpty else { return .empty }
        let interval = overview.interval
        let title = "Revenue by \(PeriodText.interval(interval)) in \(context.currency.code)"
        let bars = overview.buckets.compactMap { bucket in
            bucket.total.map {
                RevenueChart.Bar(
                    label: PeriodText.bucket(bucket.start, interval), total: $0, salesCount: bucket.salesCount,
                    href: bucketLink(bucket, interval, within: overview.current.days, context: context))
            }
        }
        let rows = overview.buckets.map { bucket -> HTML in
            let link = bucketLink(bucket, interval, within: overview.current.days, context: context)
            return "<tr><td><a href=\"\(link)\">\(PeriodText.bucket(bucket.start, interval))</a></td>"
                + "<td class=\"figure\">\(CountText.of(bucket.salesCount))</td>"
                + "<td class=\"figure\">\(Listing.Cell.revenue(bucket.total, of: bucket.salesCount).human)</td></tr>"
        }
        return """
            \(RevenueChart.html(bars: bars, title: title) ?? .empty)
            <table class="overview"><caption class="visually-hidden">\(title)</caption>
            <thead><tr><th scope="col">\(interval.rawValue.capitalized)</th><th scope="col" class="figure">Sales</th>\
            <th scope="col" class="figure">Revenue</th></tr></thead>
            <tbody>\(rows, separator: "\n")</tbody></table>
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
        return context.link("/reports", [("by", "product"), ("period", period.text)])
    }

    /// The mix by the currency sales were made in: each one's own sum, and converted.
    private static func currencies(_ overview: PeriodOverview, context: PageContext) -> HTML {
        guard !overview.currencies.isEmpty else { return .empty }
        let rows = overview.currencies.map { currency -> HTML in
            let link = context.link("/reports", [("by", "product"), ("sold-in", currency.own.currency.code)])
            return "<tr><td><a href=\"\(link)\">\(currency.own.currency.code)</a>"
                + "<span class=\"aside\">\(MoneyFormatter().string(from: currency.own, precision: .exact))</span></td>"
                + "<td class=\"figure\">\(CountText.of(currency.salesCount))</td>"
                + "<td class=\"figure\">\(Listing.Cell.revenue(currency.total, of: currency.salesCount).human)</td></tr>"
        }
        return """
            <table class="overview"><caption>By the currency sold in</caption>
            <thead><tr><th scope="col">Currency</th><th scope="col" class="figure">Sales</th>\
            <th scope="col" class="figure">Revenue</th></tr></thead>
            <tbody>\(rows, separator: "\n")</tbody></table>
            """
    }

    /// The period and the interval, sent as a GET: the address says what is shown.
    private static func form(_ query: Query, context: PageContext) -> HTML {
        let intervals = ReportInterval.allCases.map { interval -> HTML in
            "<option value=\"\(interval.rawValue)\"\(interval == query.interval ? " selected" as HTML : .empty)>"
                + "\(interval.rawValue)</option>"
        }
        return """
            <form class="filter" method="get" action="/overview">\(context.currencyField)\
            \(PeriodFields.html(context))\
            <label>By <select name="by">\(intervals)</select></label>\
            <button type="submit">Show</button></form>
            """
    }
}
