import SalesCore

/// A priced quote: each product with its quantity, unit price as given, unit price and line total
/// in the display currency (exact sums, rounded half-even once for display), and the total.
package enum QuoteListing {
    package static func make(_ priced: PricedQuote, currency: CurrencyCode, converted: Bool)
        -> Listing
    {
        var listing = Listing([
            .init(.productID, field: "product_id", inTable: false),
            .init(.product, field: "product"),
            .init(.quantity, field: "quantity", .right),
            .init(.unitPrice, field: "unit_price", .right),
            .init(.unitCurrency, field: "unit_currency", inTable: false),
            .init(.unit("\(currency)"), field: "unit_price_converted", .right),
            .init(.total("\(currency)"), field: "total", .right),
            .init(.currency, field: "currency", inTable: false),
        ])
        for line in priced.lines {
            let given = line.line.unitPrice
            listing.append([
                .id(line.line.product.id), .text(line.line.product.name), .count(line.line.quantity),
                Listing.Cell(
                    human: MoneyFormatter().string(from: given, precision: .exact),
                    machine: MoneyFormatter(groupingSeparator: "").amountString(from: given, precision: .exact)),
                .plain(given.currency.code), line.unitPrice.map { .money($0) } ?? .empty,
                line.total.map { .money($0) } ?? .empty, .plain(currency.code),
            ])
        }
        let items = priced.lines.reduce(0) { $0 + $1.line.quantity }
        var summary = Listing.Line(
            "\(CountText.of(priced.lines.count, "product", "products")) · \(CountText.of(items, "item", "items"))",
            .quiet)
        if converted {
            summary.append(" · ")
            summary.append(MoneyFormatter().string(from: priced.total.amount), .strong)
            let total = priced.total
            if let incomplete = TotalText.incomplete(
                total.unconvertedCount, in: total.unconvertedCurrencies, one: "item", many: "items")
            {
                summary.append(" (\(incomplete))", .warning)
            }
        }
        listing.summary = summary
        return listing
    }
}
