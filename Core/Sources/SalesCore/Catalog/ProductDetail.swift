/// The product detail screen: the product, its sales newest first, and their total.
public struct ProductDetail: Hashable, Sendable {
    public let product: Product
    /// Newest first; sales with the same date keep their upstream order.
    public let sales: SaleLines
    /// The converted total; `nil` when the detail was built without rates (none could be had).
    public let total: ConvertedTotal?

    public var salesCount: Int { sales.count }
}
