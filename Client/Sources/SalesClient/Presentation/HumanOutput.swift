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

    public func products(_ list: ProductList) -> String {
        var table = TextTable([.init(title: "PRODUCT", alignment: .left), .init(title: "SALES", alignment: .right)])
        for item in list.items {
            table.append([item.product.name.terminalSafe, Self.count(item.salesCount)])
        }
        let total = list.items.reduce(0) { $0 + $1.salesCount }
        var text = table.render(style: style)
        text += "\n" + style.dim("\(Self.count(list.items.count)) products · \(Self.count(total)) sales")
        if list.unknownProductSales.count > 0 {
            text +=
                "\n"
                + style.yellow(
                    "\(Self.count(list.unknownProductSales.count)) sales name products that are not in the list")
        }
        return text
    }

    /// A detail without a total (no rates could be had) says so and leaves the USD column empty.
    public func product(_ detail: ProductDetail) -> String {
        var summary = "\(Self.count(detail.salesCount)) sales · total unavailable (no rates)"
        if let total = detail.total {
            summary = "\(Self.count(detail.salesCount)) sales · total \(style.bold(money.string(from: total.amount)))"
            if !total.isComplete {
                let currencies = total.unconvertedCurrencies.map(\.code).joined(separator: ", ")
                summary += style.yellow(
                    " (incomplete: \(total.unconvertedCount) sales in \(currencies) cannot be converted)")
            }
        }
        var table = TextTable([
            .init(title: "DATE", alignment: .left), .init(title: "AMOUNT", alignment: .right),
            .init(title: "", alignment: .left),
            .init(title: detail.total?.amount.currency.code ?? "USD", alignment: .right),
        ])
        for line in detail.sales {
            let converted = line.converted  // an exact product: computed once per row
            table.append([
                dates.string(from: line.sale.date),
                money.string(from: line.sale.amount, precision: .exact),
                converted == nil ? "" : "→",
                converted.map { money.string(from: $0) } ?? "—",
            ])
        }
        return [
            style.bold(detail.product.name.terminalSafe), style.dim("id \(detail.product.id)"), summary, "",
            table.render(style: style),
        ].joined(separator: "\n")
    }

    public func rates(_ table: RateTable) -> String {
        var text = TextTable([
            .init(title: "CURRENCY", alignment: .left), .init(title: "RATE TO \(table.target)", alignment: .right),
        ])
        for rate in table.directRates {
            // Ten significant digits are plenty to read, at any magnitude; --json has every digit.
            text.append([rate.from.code, rate.rate.rounded(significantDigits: 10).normalized.description])
        }
        return text.render(style: style)
    }

    static func count(_ value: Int) -> String {
        MoneyFormatter().string(from: value)
    }
}
