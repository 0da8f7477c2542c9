import SalesClient
import SalesCore

/// `/products?sort=…&filter=…&period=…`: every product — by name, the same human order as the
/// commands, or by sales or revenue — with its number of sales and its revenue in the display
/// currency for the page's period, beside the period before's revenue and the change, and its
/// trend as a small chart (the terminal's sparkline, drawn for the web), marked as the tables mark
/// it (`*` leaves sales out, `—` converts none), under the list's summary. The sort (a column's
/// head is a link), the filter and the period live in the address, so a view can be bookmarked and
/// the back button works.
enum ProductsPage {
    /// What the address asks for; anything it does not understand is the default.
    struct Query: Equatable {
        var sort = ProductSort.name
        var filter = ""

        init(sort: String? = nil, filter: String? = nil) {
            self.sort = sort.flatMap(ProductSort.init(rawValue:)) ?? .name
            self.filter = String((filter ?? "").prefix(ProductFilter.maximumLength))
        }
    }

    static func html(_ figures: WebCatalog, query: Query, context: PageContext) -> HTML {
        let (currency, zone, load) = (context.currency, context.zone, figures.load)
        let words = context.words
        var main: [HTML] = [
            "<h1>\(words(.products))</h1>", form(query, context: context), PeriodFields.problem(context),
        ]
        if context.periodProblem == nil {
            let period = PeriodKey(period: context.period, today: context.today, zone: zone.identifier)
            let key = ProductsPageKey(
                period: period, sort: query.sort, filter: query.filter, links: context.link(""),
                numbers: context.numbers, words: context.words)
            main.append(figures.productsPage(key) { listing(figures, query: query, context: context) })
        }
        let notices = NoticePresenter.notices(for: load, withoutRates: context.words(.noAmountsIn(currency.code)))
        return Page.document(
            title: words(.products), main: HTML(joining: main.filter { !$0.isEmpty }, separator: "\n"),
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone, words: context.words) },
            context: context)
    }

    /// The period's listing under the form: what it is for, the table, its summary and notes, the
    /// downloads — the same listing `sales products --period` prints.
    private static func listing(_ figures: WebCatalog, query: Query, context: PageContext) -> HTML {
        let load = figures.load
        let products = periodProducts(figures, context: context)
        let shown = rows(products, query: query)
        let listing = PeriodProductListing.make(
            shown, of: products, list: load.snapshot.catalog.productList, currency: context.currency, charts: true,
            words: context.words)
        // Every product's link carries what every link of the page carries: worked out once.
        let kept = context.link("")
        let parts: [HTML] = [
            ListingTable.paragraphs(listing.header, kind: "period", numbers: context.numbers),
            shown.isEmpty && !query.filter.isEmpty
                ? "<p class=\"empty\" role=\"status\">\(context.words(.noProductHolds(query.filter)))</p>"
                : ListingTable.html(
                    listing, numbers: context.numbers, words: context.words, caption: context.words(.productsCaption),
                    link: ("name", { ProductPage.path(of: shown[$0].product.id) + kept }),
                    sorting: sorting(query, context: context),
                    drawn: ("trend", { Sparkline.html(shown[$0], of: products) }),
                    wideOnly: ["previous_revenue", "trend"], beneath: [("revenue_change_percent", under: "revenue")]),
            ListingTable.paragraphs(listing.summary.map { [$0] } ?? [], kind: "summary", numbers: context.numbers),
            ListingTable.paragraphs(listing.notes, kind: "notes", numbers: context.numbers),
            Downloads.links(
                WebRoute.products, query: [("sort", query.sort.rawValue), ("filter", query.filter)], context: context),
        ]
        return HTML(joining: parts.filter { !$0.isEmpty }, separator: "\n")
    }

    /// Every product's figures for the page's period, made once per load, period, day and zone.
    static func periodProducts(_ figures: WebCatalog, context: PageContext) -> PeriodProducts {
        let (load, zone) = (figures.load, context.zone)
        return figures.periodProducts(PeriodKey(period: context.period, today: context.today, zone: zone.identifier)) {
            load.snapshot.catalog.periodProducts(
                of: context.period, today: context.today, rates: try? load.rates.get(), calendar: zone.calendar)
        }
    }

    /// The rows the address asks for, in its order: what the page, its CSV and its JSON show.
    static func rows(_ products: PeriodProducts, query: Query) -> [PeriodProducts.Row] {
        ProductRow.order(
            products.rows.filter { ProductFilter.shows($0.product.name, filter: query.filter) }, by: query.sort)
    }

    /// The heads that sort: name ascending, sales, revenue, the period before's revenue and the
    /// change most first (the biggest movers in one click); the filter kept.
    private static func sorting(_ query: Query, context: PageContext) -> ListingTable.Sorting {
        let fields: [(String, ProductSort)] = [
            ("name", .name), ("sales_count", .sales), ("revenue", .revenue), ("previous_revenue", .before),
            ("revenue_change_percent", .change),
        ]
        var links: [String: String] = [:]
        var current = "name"
        for (field, sort) in fields {
            links[field] = context.link(
                WebRoute.products, [("sort", sort == .name ? "" : sort.rawValue), ("filter", query.filter)])
            if sort == query.sort { current = field }
        }
        return ListingTable.Sorting(links: links, current: current, ascending: query.sort == .name)
    }

    /// `/products.csv` and `/products.json` for `query`: the bytes `sales products -o` writes — with
    /// `--period` for a period other than all time; `nil` when the address's period is not one.
    static func download(_ figures: WebCatalog, query: Query, context: PageContext, json: Bool) -> Downloads.Body? {
        guard context.periodProblem == nil else { return nil }
        let (load, currency) = (figures.load, context.currency)
        guard context.period == .allTime else {
            let products = periodProducts(figures, context: context)
            let rows = rows(products, query: query)
            if json {
                return .json(
                    JSONOutput.periodProducts(
                        rows, of: products, currency: currency, asOf: load.asOf, offline: load.source.isOffline))
            }
            return .listing(
                PeriodProductListing.make(
                    rows, of: products, list: load.snapshot.catalog.productList, currency: currency))
        }
        let all = figures.productRows
        let rows = query.sort.order(
            all.indices.filter { ProductFilter.shows(all[$0].product.name, filter: query.filter) }, of: all
        ).map { all[$0] }
        if json {
            return .json(JSONOutput.products(rows, currency: currency, asOf: load.asOf, offline: load.source.isOffline))
        }
        return .listing(ProductListing.make(rows, list: load.snapshot.catalog.productList, currency: currency))
    }

    /// The filter and the sort, sent as a GET: the address says what is shown.
    private static func form(_ query: Query, context: PageContext) -> HTML {
        let sorts = context.period == .allTime ? ProductSort.everyList : ProductSort.allCases
        let options = sorts.map { sort -> HTML in
            "<option value=\"\(sort.rawValue)\"\(sort == query.sort ? " selected" as HTML : .empty)>\(context.words(label(sort)))</option>"
        }
        return PeriodFields.disclosure(
            context,
            """
            <form class="filter" method="get" action="\(WebRoute.products)" role="search">\(context.currencyField)\
            <label>\(context.words(.filter)) <input type="search" name="filter" value="\(query.filter)"></label>\
            <label>\(context.words(.sortBy)) <select name="sort">\(options)</select></label>\(PeriodFields.html(context))\
            <button type="submit">\(context.words(.show))</button></form>
            """)
    }

    private static func label(_ sort: ProductSort) -> FormPhrase {
        switch sort {
        case .name: .byName
        case .sales: .byNumberOfSales
        case .revenue: .byRevenue
        case .before: .byRevenueBefore
        case .change: .byChange
        }
    }
}
