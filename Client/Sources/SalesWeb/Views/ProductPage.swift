import SalesClient
import SalesCore

/// `/products/<id>?page=N&period=…`: a product's name, number of sales and total in the page's
/// period, then those sales newest first, a page of ``pageSize`` at a time — the same listing
/// `sales product --period` prints (dates in the reader's zone, named once in the heading; the
/// amount as sold; the converted amount) — with links to the pages before and after.
package enum ProductPage {
    static let pageSize = 100

    /// `nil` when the catalog has no product with that id.
    static func html(_ figures: WebCatalog, id: Product.ID, page: Int, context: PageContext) -> HTML? {
        let (currency, zone, load) = (context.currency, context.zone, figures.load)
        let rates = try? load.rates.get()
        let days = context.periodProblem == nil ? context.days : .all
        guard let detail = figures.detail(of: id, days: days, zone: zone) else { return nil }
        // Rendered once for the same page asked again (back, another tab, a Refresh's redirect).
        let key = ProductPageKey(
            id: id, page: page, period: PeriodKey(period: context.period, today: context.today, zone: zone.identifier),
            problem: context.periodProblem, links: context.link(""), numbers: context.numbers, words: context.words)
        let main = figures.productPage(key) {
            body(figures, detail, page: page, rates: rates, days: days, context: context)
        }
        let notices = NoticePresenter.notices(for: load, withoutRates: context.words(.noAmountsIn(currency.code)))
        return Page.document(
            title: detail.product.name, main: main,
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone, words: context.words) },
            context: context)
    }

    /// What the page's frame holds: the way back, the product's name, the period, its summary and
    /// the period before, its months, a page of its sales and the pager.
    private static func body(
        _ figures: WebCatalog, _ detail: ProductDetail, page: Int, rates: RateTable?, days: DayRange,
        context: PageContext
    ) -> HTML {
        let (currency, zone, load, id) = (context.currency, context.zone, figures.load, detail.product.id)
        let pages = max(1, (detail.salesCount + pageSize - 1) / pageSize)
        let current = min(max(page, 1), pages)
        let range = (current - 1) * pageSize..<min(current * pageSize, detail.salesCount)
        let listing = ProductSalesListing.make(
            detail, currency: currency, page: range, zone: zone, words: context.words)
        let summary = ProductSummary(detail, words: context.words)
        let total = summary.total.map { total -> HTML in "<strong>\(context.figures(total))</strong>" }
        let incomplete = summary.incomplete.map { incomplete -> HTML in " (\(context.figures(incomplete)))" }
        let main: [HTML] = [
            "<p><a href=\"\(context.link(WebRoute.products))\">\(context.words(.backToProducts))</a></p>",
            "<h1>\(detail.product.name)</h1>", form(id: id, context: context), PeriodFields.problem(context),
            context.period == .allTime ? .empty : "<p class=\"period\">\(PeriodFields.summary(context))</p>",
            "<p class=\"summary\">\(context.figures(summary.lead))\(total)\(incomplete)</p>",
            before(detail, load: load, rates: rates, context: context),
            current == 1 ? monthly(load, id: id, rates: rates, days: days, context: context) : .empty,
            detail.sales.isEmpty
                ? "<p>\(context.words(days == .all ? .noSalesYet : .noSalesInPeriod))</p>"
                : ListingTable.html(
                    listing, numbers: context.numbers, words: context.words, caption: context.words(.salesNewestFirst)),
            pager(id: id, current: current, pages: pages, range: range, count: detail.salesCount, context: context),
        ]
        return HTML(joining: main.filter { !$0.isEmpty }, separator: "\n")
    }

    /// The same product in the period before: its sales and total, and the change to this period's
    /// (`▲ +12.3 % vs the period before`); empty for all time, or a period that is not one.
    private static func before(_ detail: ProductDetail, load: CatalogLoad, rates: RateTable?, context: PageContext)
        -> HTML
    {
        guard context.periodProblem == nil, let days = context.period.previous(today: context.today),
            let earlier = load.snapshot.catalog.detail(
                of: detail.product.id, rates: rates, days: days, calendar: context.zone.calendar)
        else { return .empty }
        let (words, before) = (context.words, context.words(.periodBefore))
        let summary = ProductSummary(earlier, words: words)
        var change: HTML = .empty
        if let now = detail.total, let then = earlier.total {
            let computed =
                detail.salesCount == 0 && earlier.salesCount == 0 ? .nothingEither : PeriodChange(now: now, then: then)
            let direction = PeriodText.direction(computed).map { " \($0)" } ?? ""
            change =
                PeriodText.changeVersus(computed, before, words: words).map {
                    " · <span class=\"change\(direction)\">\(context.figures($0))</span>"
                } ?? .empty
        }
        return """
            <p class="notes">\(context.figures(words(.periodBeforeWas(PeriodText.days(days, words: words))))) \
            \(context.figures(summary.lead))\
            \(context.figures(summary.total ?? ""))\(summary.incomplete.map { " (\(context.figures($0)))" } ?? "")\(change)</p>
            """
    }

    /// The product's revenue by month (every month of its sales): a chart, and the same figures as
    /// a table for whoever cannot see it.
    private static func monthly(
        _ load: CatalogLoad, id: Product.ID, rates: RateTable?, days: DayRange, context: PageContext
    ) -> HTML {
        let report = load.snapshot.catalog.revenueReport(
            by: .month, days: days, product: id, rates: rates, calendar: context.zone.calendar)
        let title = context.words(ListingPhrase.revenueByMonthIn(context.currency.code))
        // Each month's bar leads to this product's page for that month (cut by the period, as its figure is).
        let href = { (key: RevenueReport.Key) -> String? in
            guard case .month(let month) = key, let first = CalendarDay(year: month.year, month: month.month, day: 1)
            else { return nil }
            let from = days.from.map { max($0, first) } ?? first
            let to = days.to.map { min($0, first.lastOfMonth) } ?? first.lastOfMonth
            return context.link(path(of: id), [("period", ReportPeriod.days(from: from, to: max(from, to)).text)])
        }
        guard let chart = RevenueChart.html(report, title: title, numbers: context.numbers, href: href) else {
            return .empty
        }
        let listing = ReportListing.make(report, charts: false, words: context.words)
        return """
            \(chart)
            <details><summary>\(context.words(.asATable(title)))</summary>
            \(ListingTable.html(
                listing, numbers: context.numbers, words: context.words, caption: title))
            </details>
            """
    }

    /// The period, sent as a GET to this same page.
    private static func form(id: Product.ID, context: PageContext) -> HTML {
        PeriodFields.disclosure(
            context,
            """
            <form class="filter" method="get" action="\(path(of: id))">\(context.currencyField)\
            \(PeriodFields.html(context))<button type="submit">\(context.words(.show))</button></form>
            """)
    }

    /// The link to a product's page: its id's UTF-8 bytes, every one but the unreserved escaped.
    package static func path(of id: Product.ID) -> String {
        WebRoute.products + "/" + WebPath.queryValue(id.rawValue)
    }

    /// `Sales 101–200 of 264`, with the pages before and after.
    private static func pager(
        id: Product.ID, current: Int, pages: Int, range: Range<Int>, count: Int, context: PageContext
    ) -> HTML {
        guard pages > 1 else { return .empty }
        func page(_ number: Int) -> String { context.link(path(of: id), [("page", "\(number)")]) }
        var links: [HTML] = []
        if current > 1 { links.append("<a rel=\"prev\" href=\"\(page(current - 1))\">\(context.words(.newer))</a>") }
        if current < pages {
            links.append("<a rel=\"next\" href=\"\(page(current + 1))\">\(context.words(.older))</a>")
        }
        let shown = context.figures(
            context.words(
                .salesRange(CountText.of(range.lowerBound + 1), CountText.of(range.upperBound), CountText.of(count))))
        return "<nav class=\"pager\" aria-label=\"\(context.words(.pagesOfSales))\"><span>\(shown)</span> "
            + "\(links, separator: " ")</nav>"
    }
}
