/// The sales naming one product id, in upstream order.
public struct ProductSales: Hashable, Sendable {
    public let id: Product.ID
    public var sales: [Sale]

    public init(id: Product.ID, sales: [Sale]) {
        self.id = id
        self.sales = sales
    }
}
