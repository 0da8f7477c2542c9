/// The sales naming one product id, in upstream order.
public struct ProductSales: Hashable, Sendable {
    public let id: Product.ID
    public var sales: SaleList

    public init(id: Product.ID, sales: SaleList) {
        self.id = id
        self.sales = sales
    }

    /// `sales`, which name `id`.
    public init(id: Product.ID, sales: [Sale]) {
        self.init(id: id, sales: SaleList(productID: id, sales))
    }
}
