import SalesClient
import SalesCore

/// `/products/<id>?page=N`: a product's name, number of sales and total, then its sales newest
/// first, a page of ``pageSize`` at a time — the same listing `sales product` prints (dates in the
/// reader's zone, named once in the heading; the amount as sold; the converted amount) — with
/// links to the pages before and after.
package enum ProductPage {
    static let pageSize = 100

    /// `nil` when the catalog has no product with that id.
    static func html(_ load: CatalogLoad, id: Product.ID, page: Int, context: PageContext) -> String? {
        let (currency, zone) = (context.currency, context.zone)
        let rates = try? load.rates.get()
        guard let detail = load.snapshot.catalog.detail(of: id, rates: rates, calendar: zone.calendar) else {
            return nil
        }
        let pages = max(1, (detail.salesCount + pageSize - 1) / pageSize)
        let current = min(max(page, 1), pages)
        let range = (current - 1) * pageSize..<min(current * pageSize, detail.salesCount)
        let listing = ProductSalesListing.make(
            detail, currency: currency, page: range, style: TextStyle(enabled: false), zone: zone)
        let summary = ProductSummary(detail)
        var lead = HTML.escape(summary.lead)
        if let total = summary.total { lead += "<strong>\(HTML.escape(total))</strong>" }
        if let incomplete = summary.incomplete { lead += " (\(HTML.escape(incomplete)))" }
        let main = [
            "<p><a href=\"\(HTML.escape(context.link("/products")))\">← Products</a></p>",
            "<h1>\(HTML.escape(detail.product.name))</h1>",
            "<p class=\"summary\">\(lead)</p>",
            detail.sales.isEmpty
                ? "<p>\(HTML.escape(ProductSummary.noSales))</p>"
                : ListingTable.html(listing, caption: "Sales, newest first"),
            pager(id: id, current: current, pages: pages, range: range, count: detail.salesCount, context: context),
        ]
        let notices = NoticePresenter.notices(for: load, withoutRates: "no \(currency.code) amounts")
        return Page.document(
            title: detail.product.name, main: main.filter { !$0.isEmpty }.joined(separator: "\n"),
            notices: notices.map { NoticePresenter.viewModel(for: $0, in: zone) }, context: context)
    }

    /// The link to a product's page: its id's UTF-8 bytes, every one but the unreserved escaped.
    package static func path(of id: Product.ID) -> String {
        "/products/" + WebPath.queryValue(id.rawValue)
    }

    /// `Sales 101–200 of 264`, with the pages before and after.
    private static func pager(
        id: Product.ID, current: Int, pages: Int, range: Range<Int>, count: Int, context: PageContext
    ) -> String {
        guard pages > 1 else { return "" }
        func page(_ number: Int) -> String { HTML.escape(context.link(path(of: id), [("page", "\(number)")])) }
        var links: [String] = []
        if current > 1 { links.append("<a rel=\"prev\" href=\"\(page(current - 1))\">Newer</a>") }
        if current < pages { links.append("<a rel=\"next\" href=\"\(page(current + 1))\">Older</a>") }
        let shown = "Sales \(range.lowerBound + 1)–\(range.upperBound) of \(count)"
        return
            "<nav class=\"pager\" aria-label=\"Pages of sales\"><span>\(shown)</span> \(links.joined(separator: " "))</nav>"
    }
}
