/// A row of the product list: the product and how many sales it has.
public struct ProductSummary: Hashable, Sendable {
    public let product: Product
    public let salesCount: Int

    public init(product: Product, salesCount: Int) {
        self.product = product
        self.salesCount = salesCount
    }
}
