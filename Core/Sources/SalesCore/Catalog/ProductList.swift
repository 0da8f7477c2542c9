/// The product list screen: every product in reading order, with its number of sales.
public struct ProductList: Hashable, Sendable {
    /// Every product, including those without sales, ordered by ``NaturalOrder`` of the name, then id.
    public let items: [ProductSummary]
    /// Sales whose product is not in the product list: counted here, never shown under a product.
    public let unknownProductSales: UnknownProductSales
}

/// Sales that name a product the product list does not have.
public struct UnknownProductSales: Hashable, Sendable {
    public let count: Int
    /// The unknown product ids, sorted.
    public let productIDs: [Product.ID]

    public init(count: Int, productIDs: [Product.ID]) {
        self.count = count
        self.productIDs = productIDs
    }
}
