import SalesCore

/// The line over a product's sales, as every front end words it: `264 sales · total USD 267,716.41`,
/// then what the total leaves out, or that there is none.
package struct ProductSummary: Equatable {
    /// `264 sales`.
    package let count: String
    /// `USD 267,716.41`, rounded half-even once; `nil` without rates.
    package let total: String?
    /// `incomplete: 3 sales in AUD cannot be converted`.
    package let incomplete: String?

    package init(_ detail: ProductDetail, words: Words = .english) {
        count = words.count(.sales, detail.salesCount)
        total = detail.total.map { MoneyFormatter().string(from: $0.amount) }
        incomplete = detail.total.flatMap { TotalText.incomplete($0, words: words) }
        lead = total == nil ? "\(count) · \(words(.totalUnavailable))" : "\(count) · \(words(.totalLabel)) "
    }

    /// What a product with no sales shows instead of its table of sales.
    package static let noSales = "No sales yet."
    /// A product without sales in the period asked for.
    package static let noSalesInPeriod = "No sales in this period."

    /// What comes before the figure: `264 sales · total `, or the whole line without rates.
    package let lead: String
}
