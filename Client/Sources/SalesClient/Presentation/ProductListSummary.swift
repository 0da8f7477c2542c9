import SalesCore

/// The line that sums a product list up, as every front end words it: `10 products · 2,485 sales`,
/// the total in the display currency (`USD 2,288,969.50`, rounded half-even once) and what it
/// leaves out.
package struct ProductListSummary: Equatable {
    /// `10 products · 2,485 sales`.
    package let counts: String
    /// The total; `nil` without one (no rates, or a product without revenue).
    package let total: String?
    /// `incomplete: 197 sales in AUD cannot be converted`.
    package let incomplete: String?

    package init(products: Int, sales: Int, total: GrandTotal?) {
        counts = "\(CountText.of(products, "product", "products")) · \(CountText.of(sales, "sale", "sales"))"
        self.total = total.map { MoneyFormatter().string(from: $0.amount) }
        incomplete = total.flatMap { TotalText.incomplete($0.unconvertedCount, in: $0.unconvertedCurrencies) }
    }
}
