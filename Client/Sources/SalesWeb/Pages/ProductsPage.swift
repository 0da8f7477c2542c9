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

    static func html(_ load: CatalogLoad, query: Query, currency: CurrencyCode, zone: ReaderTimeZone) -> String {
        let all = ProductRow.rows(of: load.snapshot.catalog, rates: try? load.rates.get())
        let shown = query.sort.order(
            all.indices.filter { ProductFilter.shows(all[$0].product.name, filter: query.filter) }, of: all
        ).map { all[$0] }
        let totals = shown.compactMap(\.revenue)
        let summary = ProductListSummary(
            products: shown.count, sales: shown.reduce(0) { $0 + $1.salesCount },
            total: totals.count == shown.count && !shown.isEmpty ? GrandTotal(totals, currency: currency) : nil)
        let notices = NoticePresenter.notices(for: load, withoutRates: "no \(currency.code) amounts")
        let main =
            "<h1>Products</h1>\n" + form(query) + "\n" + summaryLine(summary) + "\n"
            + table(shown, currency: currency) + notes(shown)
        return Page.document(
            title: "Products", main: main, notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone) })
    }

    /// The filter and the sort, sent as a GET: the address says what is shown.
    private static func form(_ query: Query) -> String {
        let options = ProductSort.allCases.map { sort in
            "<option value=\"\(sort.rawValue)\"\(sort == query.sort ? " selected" : "")>"
                + "\(HTML.escape(label(sort)))</option>"
        }
        return """
            <form class="filter" method="get" action="/products" role="search">\
            <label>Filter <input type="search" name="filter" value="\(HTML.escape(query.filter))"></label>\
            <label>Sort by <select name="sort">\(options.joined())</select></label>\
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

    private static func summaryLine(_ summary: ProductListSummary) -> String {
        var line = HTML.escape(summary.counts)
        if let total = summary.total { line += " · <strong>\(HTML.escape(total))</strong>" }
        if let incomplete = summary.incomplete { line += " (\(HTML.escape(incomplete)))" }
        return "<p class=\"summary\">\(line)</p>"
    }

    private static func table(_ rows: [ProductRow], currency: CurrencyCode) -> String {
        let body = rows.map { row in
            "<tr><td>\(HTML.escape(row.product.name))</td>"
                + "<td class=\"figure\">\(HTML.escape(Listing.Cell.count(row.salesCount).human))</td>"
                + "<td class=\"figure\">\(HTML.escape(Listing.Cell.revenue(row.revenue, of: row.salesCount).human))</td>"
                + "</tr>"
        }
        return """
            <table>
            <thead><tr><th scope="col">Product</th><th scope="col" class="figure">Sales</th>\
            <th scope="col" class="figure">Total \(HTML.escape(currency.code))</th></tr></thead>
            <tbody>
            \(body.joined(separator: "\n"))
            </tbody>
            </table>
            """
    }

    private static func notes(_ rows: [ProductRow]) -> String {
        Listing.Cell.revenueNoteSentences(rows.map { ($0.revenue, $0.salesCount) })
            .map { "\n<p class=\"notes\">\(HTML.escape($0))</p>" }.joined()
    }
}
