import SalesCore

/// `sales products` as a listing: name, number of sales and revenue in the display currency,
/// with a grand total under the table. Exports add the id and the currency, and write the revenue
/// as a plain decimal rounded half-even to the currency's minor units.
package enum ProductListing {
    package static func make(_ rows: [ProductRow], list: ProductList, currency: CurrencyCode, words: Words = .english)
        -> Listing
    {
        var listing = Listing([
            .init(.id, field: "id", inTable: false),
            .init(.product, field: "name"),
            .init(.sales, field: "sales_count", .right),
            .init(.total("\(currency)"), field: "revenue", .right),
            .init(.complete, field: "revenue_is_complete", inTable: false),
            .init(.currency, field: "currency", inTable: false),
        ])
        for row in rows {
            listing.append([
                .id(row.product.id), .text(row.product.name), .count(row.salesCount),
                .revenue(row.revenue, of: row.salesCount), .completeness(row.revenue), .plain(currency.code),
            ])
        }
        listing.summary =
            ProductListSummary(
                rows: rows.count, sales: rows.reduce(0) { $0 + $1.salesCount }, totals: rows.map(\.revenue),
                listIsEmpty: list.items.isEmpty, currency: currency, words: words
            ).line
        listing.notes = Listing.Cell.revenueNotes(rows.map { ($0.revenue, $0.salesCount) }, words: words)
        if let unknown = UnknownProductsText.of(list.unknownProductSales.count, words: words) {
            listing.notes.append(Listing.Line(unknown, .warning))
        }
        return listing
    }
}
