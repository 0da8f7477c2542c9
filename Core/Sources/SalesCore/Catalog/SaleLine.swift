/// A row of the product detail: one sale and its amount in the table's target currency.
public struct SaleLine: Hashable, Sendable {
    public let sale: Sale
    /// The amount converted, unrounded; `nil` when the sale's currency cannot be converted.
    public let converted: Money?

    public init(sale: Sale, converted: Money?) {
        self.sale = sale
        self.converted = converted
    }
}
