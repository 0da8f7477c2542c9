import Foundation
import SalesCore
import SalesJSON

/// `--json`: stable, documented, snake_case like the upstream, keys in the documented order.
///
/// - products: `[{"id", "name", "sales_count", "revenue", "revenue_is_complete", "currency", "as_of"}]`
/// - product: `{"id", "name", "sales_count", "currency", "total", ["total_usd",] "total_is_complete",
///   "offset", "sales": [{"amount", "currency_code", "date", "amount_converted", ["amount_usd"]}], "as_of"}`
///
/// `as_of`: when the products and sales were fetched (ISO 8601 UTC) — now, or the local copy's
/// time when it answered.
/// - rates: `[{"from", "to", "rate"}]`
///
/// Amounts are decimal strings: original amounts exactly (at least the currency's minor units),
/// converted amounts and totals rounded half-to-even to the currency's minor units. A converted
/// amount is `null` when a sale cannot be converted; a total or revenue is `null` when no rates
/// could be had. Dates are ISO 8601 UTC with
/// milliseconds. Rates are JSON numbers written exactly.
package enum JSONOutput {
    private static let plain = MoneyFormatter(groupingSeparator: "", decimalSeparator: ".")

    /// `revenue` is `null` when no rates could be had.
    package static func products(_ rows: [ProductRow], currency: CurrencyCode, asOf: Date? = nil) -> String {
        var json = JSONText()
        json.array(rows) { json, row in
            json.object { json in
                json.member("id", string: row.product.id.rawValue)
                json.member("name", string: row.product.name)
                json.member("sales_count", raw: String(row.salesCount))
                json.member("revenue", string: row.revenue.map { plain.amountString(from: $0.amount) })
                json.member("revenue_is_complete", raw: row.revenue?.isComplete == true ? "true" : "false")
                json.member("currency", string: currency.code)
                if let asOf { json.member("as_of", string: Timestamp.string(from: asOf)) }
            }
        }
        return json.text
    }

    /// A product: `total` (and each sale's `amount_converted`) in `currency`, `null` without rates;
    /// in USD, `total_usd` and `amount_usd` too, as before `--currency`. `sales_count` counts the
    /// sales of the days asked for; `sales` holds the page asked for (`offset`, `limit`): `offset`
    /// as asked, `sales` empty when it lies beyond the last sale.
    package static func product(_ detail: ProductDetail, currency: CurrencyCode, page: Range<Int>, asOf: Date? = nil)
        -> String
    {
        let usd = currency == .usd
        var json = JSONText()
        json.object { json in
            json.member("id", string: detail.product.id.rawValue)
            json.member("name", string: detail.product.name)
            json.member("sales_count", raw: String(detail.salesCount))
            json.member("currency", string: currency.code)
            json.member("total", string: detail.total.map { plain.amountString(from: $0.amount) })
            if usd { json.member("total_usd", string: detail.total.map { plain.amountString(from: $0.amount) }) }
            json.member("total_is_complete", raw: detail.total?.isComplete == true ? "true" : "false")
            json.member("offset", raw: String(page.lowerBound))
            json.key("sales")
            json.array(detail.sales[page.clamped(to: detail.sales.indices)]) { json, line in
                let converted = line.converted.map { plain.amountString(from: $0) }
                json.object { json in
                    json.member("amount", string: plain.amountString(from: line.sale.amount, precision: .exact))
                    json.member("currency_code", string: line.sale.amount.currency.code)
                    json.member("date", string: Timestamp.string(from: line.sale.date))
                    json.member("amount_converted", string: converted)
                    if usd { json.member("amount_usd", string: converted) }
                }
            }
            if let asOf { json.member("as_of", string: Timestamp.string(from: asOf)) }
        }
        return json.text
    }

    /// A report: `{"by", "from", "to", "currency", "sales_count", "total", "total_is_complete",
    /// "rows": [{"month" | "product_id", "product" | "sale_currency", "amount", "sales_count",
    /// "revenue", "revenue_is_complete"}], "as_of"}`; `from`/`to` are `null` when open, money `null`
    /// without rates.
    package static func report(_ report: RevenueReport, days: DayRange, asOf: Date? = nil) -> String {
        var json = JSONText()
        json.object { json in
            json.member("by", string: report.grouping.rawValue)
            json.member("from", string: days.from?.description)
            json.member("to", string: days.to?.description)
            json.member("currency", string: report.currency?.code)
            json.member("sales_count", raw: String(report.salesCount))
            json.member("total", string: report.total.map { plain.amountString(from: $0.amount) })
            json.member("total_is_complete", raw: report.total?.isComplete == true ? "true" : "false")
            if report.grouping == .month {
                json.member("omits_empty_months", raw: report.omitsEmptyMonths ? "true" : "false")
            }
            json.key("rows")
            json.array(report.rows) { json, row in
                json.object { json in
                    switch row.key {
                    case .month(let month): json.member("month", string: month.description)
                    case .product(let product):
                        json.member("product_id", string: product.id.rawValue)
                        json.member("product", string: product.name)
                    case .currency(let code):
                        json.member("sale_currency", string: code.code)
                        json.member(
                            "amount", string: row.ownAmount.map { plain.amountString(from: $0, precision: .exact) })
                    }
                    json.member("sales_count", raw: String(row.salesCount))
                    json.member("revenue", string: row.total.map { plain.amountString(from: $0.amount) })
                    json.member("revenue_is_complete", raw: row.total?.isComplete == true ? "true" : "false")
                }
            }
            if let asOf { json.member("as_of", string: Timestamp.string(from: asOf)) }
        }
        return json.text
    }

    /// A quote: `{"currency", "total", "total_is_complete", "item_count", "lines": [{"product_id",
    /// "product", "quantity", "unit_price", "unit_currency", "unit_price_converted", "total"}]}`;
    /// converted amounts `null` when they cannot be (no rates, or that currency has none).
    package static func quote(_ priced: PricedQuote, currency: CurrencyCode, converted: Bool) -> String {
        var json = JSONText()
        json.object { json in
            json.member("currency", string: currency.code)
            json.member("total", string: converted ? plain.amountString(from: priced.total.amount) : nil)
            json.member("total_is_complete", raw: converted && priced.total.isComplete ? "true" : "false")
            json.member("item_count", raw: String(priced.lines.reduce(0) { $0 + $1.line.quantity }))
            json.key("lines")
            json.array(priced.lines) { json, line in
                json.object { json in
                    json.member("product_id", string: line.line.product.id.rawValue)
                    json.member("product", string: line.line.product.name)
                    json.member("quantity", raw: String(line.line.quantity))
                    json.member("unit_price", string: plain.amountString(from: line.line.unitPrice, precision: .exact))
                    json.member("unit_currency", string: line.line.unitPrice.currency.code)
                    json.member("unit_price_converted", string: line.unitPrice.map { plain.amountString(from: $0) })
                    json.member("total", string: line.total.map { plain.amountString(from: $0) })
                }
            }
        }
        return json.text
    }

    package static func rates(_ table: RateTable) -> String {
        var json = JSONText()
        json.array(table.directRates) { json, rate in
            json.object { json in
                json.member("from", string: rate.from.code)
                json.member("to", string: rate.to.code)
                json.member("rate", raw: "\(rate.rate)")
            }
        }
        return json.text
    }
}

/// A small JSON writer that keeps keys in the order written, indented two spaces.
struct JSONText {
    private(set) var text = ""
    private var depth = 0
    private var needsComma = [false]

    mutating func array<Elements: Sequence>(_ elements: Elements, _ write: (inout JSONText, Elements.Element) -> Void) {
        open("[")
        for element in elements {
            separate()
            write(&self, element)
        }
        close("]")
    }

    mutating func object(_ write: (inout JSONText) -> Void) {
        open("{")
        write(&self)
        close("}")
    }

    /// A key whose value (an array or object) is written next.
    mutating func key(_ name: String) {
        separate()
        text += Self.quoted(name) + ": "
    }

    mutating func member(_ name: String, string value: String?) {
        member(name, raw: value.map(Self.quoted) ?? "null")
    }

    mutating func member(_ name: String, raw value: String) {
        separate()
        text += Self.quoted(name) + ": " + value
    }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        if depth > 0 { text += "\n" + String(repeating: "  ", count: depth) }
    }

    private mutating func open(_ bracket: String) {
        text += bracket
        depth += 1
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        let hadContent = needsComma.removeLast()
        depth -= 1
        if hadContent { text += "\n" + String(repeating: "  ", count: depth) }
        text += bracket
    }

    static func quoted(_ string: String) -> String {
        JSONString.quoted(string)
    }
}
