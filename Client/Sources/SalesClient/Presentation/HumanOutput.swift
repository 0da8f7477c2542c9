import Foundation
import SalesCore

/// What people read: aligned tables, amounts with their currency, readable dates.
///
/// Amounts as the upstream gave them are shown exactly; converted amounts and totals are rounded
/// half-to-even to the currency's minor units, once, here.
public struct HumanOutput: Sendable {
    private let style: TextStyle
    private let money = MoneyFormatter()
    private let dates: DisplayDate

    public init(style: TextStyle, timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current) {
        self.style = style
        self.dates = DisplayDate(timeZone: timeZone)
    }

    /// A detail without a total (no rates could be had) says so and leaves the converted column
    /// empty. Only the rows of `page` that exist are formatted (the page asked for may lie beyond
    /// the last sale); a page short of every sale says which it is.
    public func product(_ detail: ProductDetail, currency: CurrencyCode, page requested: Range<Int>) -> String {
        let page = requested.clamped(to: detail.sales.indices)
        var summary = "\(Self.count(detail.salesCount, "sale", "sales")) · total unavailable (no rates)"
        if let total = detail.total {
            summary =
                "\(Self.count(detail.salesCount, "sale", "sales")) · total \(style.bold(money.string(from: total.amount)))"
            if !total.isComplete {
                let currencies = total.unconvertedCurrencies.map(\.code).joined(separator: ", ")
                summary += style.yellow(
                    " (incomplete: \(total.unconvertedCount) sales in \(currencies) cannot be converted)")
            }
        }
        var table = TextTable([
            .init(title: "DATE", alignment: .left), .init(title: "AMOUNT", alignment: .right),
            .init(title: "", alignment: .left), .init(title: currency.code, alignment: .right),
        ])
        for line in detail.sales[page] {
            let converted = line.converted  // an exact product: computed once per row
            table.append([
                dates.string(from: line.sale.date),
                money.string(from: line.sale.amount, precision: .exact),
                converted == nil ? "" : "→",
                converted.map { money.string(from: $0) } ?? "—",
            ])
        }
        var lines = [
            style.bold(detail.product.name.terminalSafe), style.dim("id \(detail.product.id)"), summary, "",
            table.render(style: style),
        ]
        if page.count < detail.salesCount {
            lines.append(
                style.dim(
                    page.isEmpty
                        ? "no sales from \(Self.count(requested.lowerBound + 1)) (--offset): "
                            + (detail.salesCount == 1 ? "there is 1" : "there are \(Self.count(detail.salesCount))")
                        : "sales \(Self.count(page.lowerBound + 1))–\(Self.count(page.upperBound)) of \(Self.count(detail.salesCount)) (--offset, --limit)"
                ))
        }
        return lines.joined(separator: "\n")
    }

    static func count(_ value: Int) -> String {
        MoneyFormatter().string(from: value)
    }

    /// "1 sale", "2,485 sales".
    static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(count(value)) \(value == 1 ? singular : plural)"
    }
}
