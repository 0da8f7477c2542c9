import Foundation
import SalesCore
import SalesJSON

extension JSONOutput {
    /// The overview: `period` (its name in the address), `from`/`to` (`null` for all time),
    /// `interval`, `currency`, `time_zone`; `current`, `previous` and `year_earlier` (the latter two
    /// `null` for all time) as `{from, to, sales_count, revenue, revenue_is_complete}`, the latter two
    /// with `sales_change_percent` and `revenue_change_percent` (unrounded; `null` from nothing or
    /// from an incomplete total); `top_products` (`{id, name, sales_count, revenue,
    /// revenue_is_complete}`), `others` (`null` when none); `intervals` (`{start, sales_count,
    /// revenue, revenue_is_complete}`); `currencies` (`{sale_currency, amount, sales_count, revenue,
    /// revenue_is_complete}`); `unknown_product_sales`.
    package static func overview(
        _ overview: PeriodOverview, top: Int, currency: CurrencyCode, asOf: Date? = nil, offline: Bool = false,
        zone: ReaderTimeZone = .utc
    ) -> String {
        var json = JSONWriter.readable()
        json.object { json in
            json.member("period", overview.period.text)
            json.member("from", overview.current.days.from?.description)
            json.member("to", overview.current.days.to?.description)
            json.member("interval", overview.interval.rawValue)
            json.member("currency", currency.code)
            json.member("time_zone", zone.identifier)
            for (key, span) in [("current", overview.current), ("previous", overview.previous)]
                + [("year_earlier", overview.yearEarlier)]
            {
                json.key(key)
                guard let span else {
                    json.null()
                    continue
                }
                figures(&json, span, change: key == "current" ? nil : overview.current.change(from: span))
            }
            let (shown, others) = overview.top(top)
            json.key("top_products")
            json.array(shown) { json, product in
                json.object { json in
                    json.member("id", product.product.id.rawValue)
                    json.member("name", product.product.name)
                    sums(&json, count: product.salesCount, total: product.total)
                }
            }
            json.key("others")
            if let others { figures(&json, others, change: nil) } else { json.null() }
            json.key("intervals")
            json.array(overview.buckets) { json, bucket in
                json.object { json in
                    json.member("start", bucket.start.description)
                    sums(&json, count: bucket.salesCount, total: bucket.total)
                }
            }
            json.key("currencies")
            json.array(overview.currencies) { json, sold in
                json.object { json in
                    json.member("sale_currency", sold.own.currency.code)
                    json.member("amount", plain.amountString(from: sold.own, precision: .exact))
                    sums(&json, count: sold.salesCount, total: sold.total)
                }
            }
            json.member("unknown_product_sales", overview.unknownProductSales)
            if let asOf { stamp(&json, Timestamp.string(from: asOf), offline: offline) }
        }
        return json.text
    }

    private static func figures(
        _ json: inout JSONWriter, _ figures: PeriodOverview.Figures,
        change: (revenue: PeriodChange?, sales: PeriodChange)?
    ) {
        json.object { json in
            json.member("from", figures.days.from?.description)
            json.member("to", figures.days.to?.description)
            sums(&json, count: figures.salesCount, total: figures.total)
            if let change {
                json.member("sales_change_percent", percent(change.sales))
                json.member("revenue_change_percent", percent(change.revenue))
            }
        }
    }

    private static func sums(_ json: inout JSONWriter, count: Int, total: ConvertedTotal?) {
        json.member("sales_count", count)
        json.member("revenue", figure(total, of: count))
        json.member("revenue_is_complete", total?.isComplete == true)
    }

    private static func percent(_ change: PeriodChange?) -> String? {
        guard case .percent(let value) = change else { return nil }
        return value.normalized.description
    }
}
