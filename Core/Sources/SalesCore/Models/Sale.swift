import Foundation

/// One sale of a product, in the currency it was made in.
public struct Sale: Hashable, Sendable {
    public let productID: Product.ID
    public let amount: Money
    public let date: Date

    public init(productID: Product.ID, amount: Money, date: Date) {
        self.productID = productID
        self.amount = amount
        self.date = date
    }
}
