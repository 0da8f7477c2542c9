import Foundation
import SalesCore
import SalesJSON

/// `--json`: stable, documented, snake_case like the upstream, keys in the documented order.
///
/// - products: `[{"id", "name", "sales_count", "revenue", "revenue_is_complete", "currency", "as_of",
///   "offline"}]`
/// - product: `{"id", "name", "sales_count", "currency", "total", ["total_usd",] "total_is_complete",
///   "offset", "sales": [{"amount", "currency_code", "date", "amount_converted", ["amount_usd"]}], "as_of",
///   "offline"}`
///
/// `as_of`: when the products and sales were fetched (ISO 8601 UTC) — now, or the local copy's
/// time when it answered; `offline`: whether the local copy answered because the sales API could
/// not (a copy reused within `SALES_CACHE_MAX_AGE` is not offline).
/// - rates: `[{"from", "to", "rate"}]`
///
/// Amounts are decimal strings: original amounts exactly (at least the currency's minor units),
/// converted amounts and totals rounded half-to-even to the currency's minor units. A converted
/// amount is `null` when a sale cannot be converted; a total or revenue is `null` when no rates
/// could be had, or when none of its sales could be converted (tables show `—`, CSV leaves it
/// empty: never a `0.00` that was not summed). Dates are ISO 8601 UTC with
/// milliseconds. Rates are JSON numbers written exactly.
package enum JSONOutput {
    static let plain = MoneyFormatter(groupingSeparator: "", decimalSeparator: ".")

    /// A total of `salesCount` sales as written: `null` without rates, and `null` when none of
    /// them could be converted — as a sale that cannot be.
    static func figure(_ total: ConvertedTotal?, of salesCount: Int) -> String? {
        guard let total, total.isComplete || total.unconvertedCount < salesCount else { return nil }
        return plain.amountString(from: total.amount)
    }

    /// `revenue` is `null` when no rates could be had.
    package static func products(
        _ rows: [ProductRow], currency: CurrencyCode, asOf: Date? = nil, offline: Bool = false
    ) -> String {
        var json = JSONWriter.readable()
        let asOfText = asOf.map { Timestamp.string(from: $0) }  // one time for every product: written once
        json.array(rows) { json, row in
            json.object { json in
                json.member("id", row.product.id.rawValue)
                json.member("name", row.product.name)
                json.member("sales_count", row.salesCount)
                json.member("revenue", figure(row.revenue, of: row.salesCount))
                json.member("revenue_is_complete", row.revenue?.isComplete == true)
                json.member("currency", currency.code)
                if let asOfText { stamp(&json, asOfText, offline: offline) }
            }
        }
        return json.text
    }

    /// A product: `total` (and each sale's `amount_converted`) in `currency`, `null` without rates;
    /// in USD, `total_usd` and `amount_usd` too, as before `--currency`. `sales_count` counts the
    /// sales of the days asked for; `sales` holds the page asked for (`offset`, `limit`): `offset`
    /// as asked, `sales` empty when it lies beyond the last sale.
    package static func product(
        _ detail: ProductDetail, currency: CurrencyCode, page: Range<Int>, asOf: Date? = nil,
        offline: Bool = false, zone: ReaderTimeZone = .utc
    ) -> String {
        let calendar = zone.calendar
        let usd = currency == .usd
        var json = JSONWriter.readable()
        json.object { json in
            json.member("id", detail.product.id.rawValue)
            json.member("name", detail.product.name)
            json.member("sales_count", detail.salesCount)
            json.member("currency", currency.code)
            json.member("total", figure(detail.total, of: detail.salesCount))
            if usd { json.member("total_usd", figure(detail.total, of: detail.salesCount)) }
            json.member("total_is_complete", detail.total?.isComplete == true)
            json.member("offset", page.lowerBound)
            json.key("sales")
            json.array(detail.sales[page.clamped(to: detail.sales.indices)]) { json, line in
                let converted = line.converted.map { plain.amountString(from: $0) }
                json.object { json in
                    json.member("amount", plain.amountString(from: line.sale.amount, precision: .exact))
                    json.member("currency_code", line.sale.amount.currency.code)
                    json.member("date", Timestamp.string(from: line.sale.date))
                    json.member("local_date", Timestamp.string(from: line.sale.date, in: calendar))
                    json.member("amount_converted", converted)
                    if usd { json.member("amount_usd", converted) }
                }
            }
            json.member("time_zone", zone.identifier)
            if let asOf { stamp(&json, asOf, offline: offline) }
        }
        return json.text
    }

    /// A report: `{"by", "from", "to", "currency", "sales_count", "total", "total_is_complete",
    /// "unknown_product_sales", "rows": [{"month" | "product_id", "product" | "sale_currency", "amount", "sales_count",
    /// "revenue", "revenue_is_complete"}], "as_of"}`; `from`/`to` are `null` when open, money `null`
    /// without rates.
    package static func report(
        _ report: RevenueReport, days: DayRange, asOf: Date? = nil, offline: Bool = false,
        zone: ReaderTimeZone = .utc
    ) -> String {
        var json = JSONWriter.readable()
        json.object { json in
            json.member("by", report.grouping.rawValue)
            json.member("from", days.from?.description)
            json.member("to", days.to?.description)
            json.member("currency", report.currency?.code)
            json.member("sales_count", report.salesCount)
            json.member("total", figure(report.total, of: report.salesCount))
            json.member("total_is_complete", report.totalIsComplete)
            json.member("unknown_product_sales", report.unknownProductSales)
            if report.grouping == .month {
                json.member("omits_empty_months", report.omitsEmptyMonths)
            }
            json.member("time_zone", zone.identifier)
            json.key("rows")
            json.array(report.rows) { json, row in
                json.object { json in
                    switch row.key {
                    case .month(let month): json.member("month", month.description)
                    case .product(let product):
                        json.member("product_id", product.id.rawValue)
                        json.member("product", product.name)
                    case .currency(let code):
                        json.member("sale_currency", code.code)
                        json.member(
                            "amount", row.ownAmount.map { plain.amountString(from: $0, precision: .exact) })
                    }
                    json.member("sales_count", row.salesCount)
                    json.member("revenue", figure(row.total, of: row.salesCount))
                    json.member("revenue_is_complete", row.total?.isComplete == true)
                }
            }
            if let asOf { stamp(&json, asOf, offline: offline) }
        }
        return json.text
    }

    /// A quote: `{"currency", "total", "total_is_complete", "item_count", "lines": [{"product_id",
    /// "product", "quantity", "unit_price", "unit_currency", "unit_price_converted", "total"}]}`;
    /// converted amounts `null` when they cannot be (no rates, or that currency has none).
    /// `as_of` and `offline`, wherever the figures came from a fetch or a copy.
    private static func stamp(_ json: inout JSONWriter, _ asOf: Date, offline: Bool) {
        stamp(&json, Timestamp.string(from: asOf), offline: offline)
    }

    static func stamp(_ json: inout JSONWriter, _ asOf: String, offline: Bool) {
        json.member("as_of", asOf)
        json.member("offline", offline)
    }

    package static func quote(_ priced: PricedQuote, currency: CurrencyCode, converted: Bool) -> String {
        var json = JSONWriter.readable()
        json.object { json in
            json.member("currency", currency.code)
            json.member("total", converted ? plain.amountString(from: priced.total.amount) : nil)
            json.member("total_is_complete", converted && priced.total.isComplete)
            json.member("item_count", priced.lines.reduce(0) { $0 + $1.line.quantity })
            json.key("lines")
            json.array(priced.lines) { json, line in
                json.object { json in
                    json.member("product_id", line.line.product.id.rawValue)
                    json.member("product", line.line.product.name)
                    json.member("quantity", line.line.quantity)
                    json.member("unit_price", plain.amountString(from: line.line.unitPrice, precision: .exact))
                    json.member("unit_currency", line.line.unitPrice.currency.code)
                    json.member("unit_price_converted", line.unitPrice.map { plain.amountString(from: $0) })
                    json.member("total", line.total.map { plain.amountString(from: $0) })
                }
            }
        }
        return json.text
    }

    package static func rates(_ table: RateTable) -> String {
        var json = JSONWriter.readable()
        json.array(table.directRates) { json, rate in
            json.object { json in
                json.member("from", rate.from.code)
                json.member("to", rate.to.code)
                json.member("rate", rate.rate)
            }
        }
        return json.text
    }
}

extension JSONWriter {
    /// What people read: indented two spaces, keys in the order written.
    static func readable() -> JSONWriter { JSONWriter(layout: .indented, capacity: 4096) }

    /// The document as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
