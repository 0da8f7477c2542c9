import SalesCore

/// `sales products` as a listing: name, number of sales and revenue in the display currency,
/// with a grand total under the table. Exports add the id and the currency, and write the revenue
/// as a plain decimal rounded half-even to the currency's minor units.
package enum ProductListing {
    package static func make(_ rows: [ProductRow], list: ProductList, currency: CurrencyCode, style: TextStyle)
        -> Listing
    {
        var listing = Listing([
            .init("ID", field: "id", inTable: false),
            .init("PRODUCT", field: "name"),
            .init("SALES", field: "sales_count", .right),
            .init("TOTAL \(currency)", field: "revenue", .right),
            .init("COMPLETE", field: "revenue_is_complete", inTable: false),
            .init("CURRENCY", field: "currency", inTable: false),
        ])
        for row in rows {
            listing.append([
                .plain(row.product.id.rawValue), .text(row.product.name), .count(row.salesCount),
                .revenue(row.revenue, of: row.salesCount), .completeness(row.revenue), .plain(currency.code),
            ])
        }
        let sales = rows.reduce(0) { $0 + $1.salesCount }
        var summary =
            "\(CountText.of(rows.count, "product", "products")) · \(CountText.of(sales, "sale", "sales"))"
        let totals = rows.compactMap(\.revenue)
        if totals.count == rows.count, !rows.isEmpty || list.items.isEmpty {
            let total = GrandTotal(totals, currency: currency)
            summary += " · " + style.bold(MoneyFormatter().string(from: total.amount))
            if total.unconvertedCount > 0 {
                summary += style.yellow(
                    " (incomplete: \(CountText.of(total.unconvertedCount, "sale", "sales")) in "
                        + "\(total.unconvertedCurrencies.map(\.code).joined(separator: ", ")) cannot be converted)")
            }
        }
        listing.footer.append(style.dim(summary))
        listing.footer += Listing.Cell.revenueNotes(rows.map { ($0.revenue, $0.salesCount) }, style: style)
        if list.unknownProductSales.count > 0 {
            listing.footer.append(
                style.yellow(
                    list.unknownProductSales.count == 1
                        ? "1 sale names a product that is not in the list"
                        : "\(CountText.of(list.unknownProductSales.count)) sales name products that are not in the list"
                )
            )
        }
        return listing
    }
}

extension Listing.Cell {
    private static let grouped = MoneyFormatter()
    private static let plain = MoneyFormatter(groupingSeparator: "", decimalSeparator: ".")

    /// A count: grouped for people, digits alone for programs.
    package static func count(_ value: Int) -> Listing.Cell {
        Listing.Cell(human: CountText.of(value), machine: String(value))
    }

    /// A computed amount, rounded half-even to its currency's minor units either way.
    package static func money(_ value: Money) -> Listing.Cell {
        Listing.Cell(human: grouped.amountString(from: value), machine: plain.amountString(from: value))
    }

    /// Revenue in the display currency, marked when sales are left out of it: `1,234.00*` when some
    /// could not be converted (the figure is what could), `—` when none could; exported as the
    /// figure (empty when none could), beside a ``completeness(_:)`` column. Empty without rates.
    package static func revenue(_ total: ConvertedTotal?, of salesCount: Int) -> Listing.Cell {
        guard let total else { return .empty }
        if !total.isComplete && total.unconvertedCount >= salesCount { return Listing.Cell(human: "—", machine: "") }
        let figure = money(total.amount)
        return total.isComplete ? figure : Listing.Cell(human: figure.human + "*", machine: figure.machine)
    }

    /// `true` or `false` for a revenue figure, empty without rates.
    package static func completeness(_ total: ConvertedTotal?) -> Listing.Cell {
        .plain(total.map { $0.isComplete ? "true" : "false" } ?? "")
    }

    /// The notes under a table that explain its `*` and `—`, when it shows any.
    static func revenueNotes(_ totals: [(ConvertedTotal?, Int)], style: TextStyle) -> [String] {
        let incomplete = totals.compactMap { total, count in total.flatMap { $0.isComplete ? nil : ($0, count) } }
        var notes: [String] = []
        if incomplete.contains(where: { $0.0.unconvertedCount < $0.1 }) {
            notes.append(style.yellow("* leaves out sales in currencies that cannot be converted"))
        }
        if incomplete.contains(where: { $0.0.unconvertedCount >= $0.1 }) {
            notes.append(style.yellow("— none of its sales can be converted"))
        }
        return notes
    }

    /// An amount as the upstream gave it: every digit either way.
    package static func exactMoney(_ value: Money) -> Listing.Cell {
        Listing.Cell(
            human: grouped.amountString(from: value, precision: .exact),
            machine: plain.amountString(from: value, precision: .exact))
    }
}
