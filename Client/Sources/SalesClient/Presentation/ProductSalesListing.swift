import SalesCore

/// A product's sales for CSV/TSV (and as a table): one row a sale, newest first — date (ISO 8601
/// UTC), amount as the upstream gave it, its currency, the amount converted into the display
/// currency (rounded half-even to its minor units; empty when it cannot be converted).
public enum ProductSalesListing {
    public static func make(_ detail: ProductDetail, currency: CurrencyCode, page: Range<Int>) -> Listing {
        let dates = DisplayDate()
        var listing = Listing([
            .init("PRODUCT ID", field: "product_id", inTable: false),
            .init("PRODUCT", field: "product", inTable: false),
            .init("DATE", field: "date"),
            .init("AMOUNT", field: "amount", .right),
            .init("CURRENCY", field: "currency_code"),
            .init(currency.code, field: "amount_converted", .right),
            .init("TO", field: "currency", inTable: false),
        ])
        for line in detail.sales[page.clamped(to: detail.sales.indices)] {
            listing.append([
                .plain(detail.product.id.rawValue), .text(detail.product.name),
                Listing.Cell(
                    human: dates.string(from: line.sale.date), machine: Timestamp.string(from: line.sale.date)),
                .exactMoney(line.sale.amount), .plain(line.sale.amount.currency.code),
                line.converted.map { .money($0) } ?? .empty, .plain(currency.code),
            ])
        }
        return listing
    }
}
