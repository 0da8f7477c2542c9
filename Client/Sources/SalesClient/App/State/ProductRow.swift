import SalesCore

/// A row of the list screen: a product, its number of sales, and its revenue when there are rates.
public struct ProductRow: Hashable, Sendable {
    public let product: Product
    public let salesCount: Int
    public let revenue: ConvertedTotal?
}
