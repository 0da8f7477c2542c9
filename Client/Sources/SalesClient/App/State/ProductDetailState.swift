import SalesCore

/// The detail screen: the product's detail (built once when opened or reloaded), its revenue per
/// month, and the scroll position in its sales.
package struct ProductDetailState: Sendable {
    package let detail: ProductDetail
    package let months: [MonthlyRevenue]?
    package internal(set) var position = ScrollPosition()

    /// `calendar`: the months the chart's revenue is bucketed in (the reader's).
    init(detail: ProductDetail, position: ScrollPosition = ScrollPosition(), viewport: Int, calendar: LocalCalendar) {
        self.detail = detail
        months = detail.revenueByMonth(in: calendar)
        self.position = position
        self.position.select(position.selected, count: detail.sales.count, viewport: viewport)
    }
}
