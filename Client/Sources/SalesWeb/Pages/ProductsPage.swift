import SalesClient
import SalesCore

/// `/products?sort=…&filter=…`: every product — by name, the same human order as the commands, or
/// by sales or revenue — with its number of sales and its revenue in the display currency, marked
/// as the tables mark it (`*` leaves sales out, `—` converts none), under the list's summary. The
/// sort and the filter live in the address, so a view can be bookmarked and the back button works.
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
        let catalog = load.snapshot.catalog
        let shown = rows(figures, query: query)
        // The same listing `sales products` prints: its table, then its summary and notes.
        let listing = ProductListing.make(
            shown, list: catalog.productList, currency: currency)
        let notices = NoticePresenter.notices(for: load, withoutRates: "no \(currency.code) amounts")
        let nothing: HTML =
            shown.isEmpty && !query.filter.isEmpty
            ? "<p class=\"empty\" role=\"status\">No product’s name holds “\(query.filter)”.</p>" : .empty
        let main: [HTML] = [
            "<h1>Products</h1>", form(query, context: context), nothing,
            shown.isEmpty && !query.filter.isEmpty
                ? .empty
                : ListingTable.html(
                    listing, caption: "Products, their sales and revenue",
                    link: ("name", { context.link(ProductPage.path(of: shown[$0].product.id)) })),
            ListingTable.paragraphs(listing.summary.map { [$0.text] } ?? [], kind: "summary"),
            ListingTable.paragraphs(listing.notes.map(\.text), kind: "notes"),
            Downloads.links(
                "/products", query: [("sort", query.sort.rawValue), ("filter", query.filter)], context: context),
        ]
        return Page.document(
            title: "Products", main: HTML(joining: main.filter { !$0.isEmpty }, separator: "\n"),
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone) }, context: context)
    }

    /// The rows the address asks for, in its order: what the page, its CSV and its JSON show.
    static func rows(_ figures: WebCatalog, query: Query) -> [ProductRow] {
        let all = figures.productRows
        return query.sort.order(
            all.indices.filter { ProductFilter.shows(all[$0].product.name, filter: query.filter) }, of: all
        ).map { all[$0] }
    }

    /// `/products.csv` and `/products.json` for `query`: the bytes `sales products -o` writes.
    static func download(_ figures: WebCatalog, query: Query, currency: CurrencyCode, json: Bool) -> String {
        let (rows, load) = (rows(figures, query: query), figures.load)
        if json {
            return JSONOutput.products(
                rows, currency: currency, asOf: load.asOf, offline: load.source.isOffline) + "\n"
        }
        return ProductListing.make(
            rows, list: load.snapshot.catalog.productList, currency: currency
        ).delimited(.csv) + "\n"
    }

    /// The filter and the sort, sent as a GET: the address says what is shown.
    private static func form(_ query: Query, context: PageContext) -> HTML {
        let options = ProductSort.allCases.map { sort -> HTML in
            "<option value=\"\(sort.rawValue)\"\(sort == query.sort ? " selected" as HTML : .empty)>\(label(sort))</option>"
        }
        return """
            <form class="filter" method="get" action="/products" role="search">\(context.currencyField)\
            <label>Filter <input type="search" name="filter" value="\(query.filter)"></label>\
            <label>Sort by <select name="sort">\(options)</select></label>\
            <button type="submit">Show</button></form>
            """
    }

    private static func label(_ sort: ProductSort) -> String {
        switch sort {
        case .name: "name"
        case .sales: "number of sales"
        case .revenue: "revenue"
        }
    }
}
