import SalesCore

/// The detail screen: the product's detail (built once when opened or reloaded), its revenue per
/// month, and the scroll position in its sales.
package struct ProductDetailState: Sendable {
    package let detail: ProductDetail
    package let months: [MonthlyRevenue]?
    package internal(set) var position = ScrollPosition()

    init(detail: ProductDetail, position: ScrollPosition = ScrollPosition(), viewport: Int) {
        self.detail = detail
        months = detail.revenueByMonth
        self.position = position
        self.position.select(position.selected, count: detail.sales.count, viewport: viewport)
    }
}
