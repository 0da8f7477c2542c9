import SalesCore
import SalesSupport

/// `sales product` as a listing: above the table the product's name, id, number of sales and
/// total (rounded half-even once; marked incomplete when a sale cannot be converted); one row a
/// sale, newest first — the date, the amount as the upstream gave it, the amount converted into
/// the display currency (rounded half-even to its minor units; `—` when it cannot be converted);
/// under it, which sales the page shows when it does not show them all. Dates are the reader's
/// (`zone`), the zone named once in the date column's heading. Exports write one row a sale with
/// the product, the ISO 8601 UTC date and the same instant in the reader's zone with its offset
/// (`local_date`), the amount, its currency, the converted amount (empty when it cannot be
/// converted) and the display currency.
package enum ProductSalesListing {
    /// `page` is the page asked for; it may lie beyond the last sale.
    package static func make(
        _ detail: ProductDetail, currency: CurrencyCode, page requested: Range<Int>,
        zone: ReaderTimeZone = .utc, words: Words = .english
    )
        -> Listing
    {
        let page = requested.clamped(to: detail.sales.indices)
        let money = MoneyFormatter()
        let plain = MoneyFormatter(groupingSeparator: "", decimalSeparator: ".")
        let calendar = zone.calendar
        let dates = DisplayDate(calendar: calendar)
        // The zone named once: its names over the page's dates (`EST/EDT` across a change).
        let names = page.isEmpty ? [] : zone.names(over: detail.sales[page].lazy.map(\.sale.date))
        var listing = Listing([
            .init(.productID, field: "product_id", inTable: false),
            .init(.product, field: "product", inTable: false),
            .init(names.isEmpty ? .date : .dateIn(names.joined(separator: "/")), field: "date"),
            .init(.localDate, field: "local_date", inTable: false),
            .init(.amount, field: "amount", .right),
            .init(.none, field: "arrow", exported: false),
            .init(.currency, field: "currency_code", inTable: false),
            .init(.code(currency.code), field: "amount_converted", .right),
            .init(.to, field: "currency", inTable: false),
        ])
        for line in detail.sales[page] {
            let converted = line.converted  // an exact product: computed once per row
            listing.append([
                .id(detail.product.id), .text(detail.product.name),
                Listing.Cell(
                    human: dates.string(from: line.sale.date), machine: Timestamp.string(from: line.sale.date)),
                .plain(Timestamp.string(from: line.sale.date, in: calendar)),
                Listing.Cell(
                    human: money.string(from: line.sale.amount, precision: .exact),
                    machine: plain.amountString(from: line.sale.amount, precision: .exact)),
                .plain(converted == nil ? "" : "→"),
                .plain(line.sale.amount.currency.code),
                converted.map { Listing.Cell(human: money.string(from: $0), machine: plain.amountString(from: $0)) }
                    ?? Listing.Cell(human: "—", machine: ""),
                .plain(currency.code),
            ])
        }
        listing.header = [
            Listing.Line.outside(detail.product.name.terminalSafe, .strong),
            Listing.Line.outside("id \(detail.product.id)", .quiet),
            summary(detail, words: words), Listing.Line(),
        ]
        if page.count < detail.salesCount {
            listing.notes.append(
                Listing.Line(
                    page.isEmpty
                        ? "no sales from \(CountText.of(requested.lowerBound + 1)) (--offset): "
                            + (detail.salesCount == 1 ? "there is 1" : "there are \(CountText.of(detail.salesCount))")
                        : "sales \(CountText.of(page.lowerBound + 1))–\(CountText.of(page.upperBound)) of "
                            + "\(CountText.of(detail.salesCount)) (--offset, --limit)", .quiet))
        }
        return listing
    }

    /// "264 sales · total USD 267,716.41", marked incomplete, or saying there is no total.
    private static func summary(_ detail: ProductDetail, words: Words) -> Listing.Line {
        let summary = ProductSummary(detail, words: words)
        var line = Listing.Line(summary.lead)
        guard let total = summary.total else { return line }
        line.append(total, .strong)
        if let incomplete = summary.incomplete { line.append(" (\(incomplete))", .warning) }
        return line
    }
}
