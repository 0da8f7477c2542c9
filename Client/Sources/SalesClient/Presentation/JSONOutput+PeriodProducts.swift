import Foundation
import SalesCore
import SalesJSON

extension JSONOutput {
    /// The products for a period: the products list's array, each object with the period's `from`
    /// and `to` (`null` for all time), and when there is a period before, its `previous_from`,
    /// `previous_to`, `previous_sales_count`, `previous_revenue`, `previous_revenue_is_complete`
    /// and `revenue_change_percent` (unrounded; `null` from nothing, or when a total is incomplete).
    package static func periodProducts(
        _ rows: [PeriodProducts.Row], of products: PeriodProducts, currency: CurrencyCode, asOf: Date? = nil,
        offline: Bool = false
    ) -> String {
        var json = JSONWriter.readable()
        let asOfText = asOf.map { Timestamp.string(from: $0) }
        json.array(rows) { json, row in
            json.object { json in
                json.member("id", row.product.id.rawValue)
                json.member("name", row.product.name)
                json.member("from", products.days.from?.description)
                json.member("to", products.days.to?.description)
                json.member("sales_count", row.current.salesCount)
                json.member("revenue", figure(row.current.total, of: row.current.salesCount))
                json.member("revenue_is_complete", row.current.total?.isComplete == true)
                if let previous = row.previous {
                    json.member("previous_from", previous.days.from?.description)
                    json.member("previous_to", previous.days.to?.description)
                    json.member("previous_sales_count", previous.salesCount)
                    json.member("previous_revenue", figure(previous.total, of: previous.salesCount))
                    json.member("previous_revenue_is_complete", previous.total?.isComplete == true)
                    let percent: String? =
                        if case .percent(let value) = row.revenueChange { value.normalized.description } else { nil }
                    json.member("revenue_change_percent", percent)
                }
                json.member("currency", currency.code)
                if let asOfText { stamp(&json, asOfText, offline: offline) }
            }
        }
        return json.text
    }
}
