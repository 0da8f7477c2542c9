/// A row of the product detail: one sale and its amount in the table's target currency.
public struct SaleLine: Hashable, Sendable {
    public let sale: Sale
    /// The rate from the sale's currency into ``target``; `nil` when it cannot be converted.
    public let rate: ExactDecimal?
    /// The currency of ``converted``.
    public let target: CurrencyCode

    public init(sale: Sale, rate: ExactDecimal?, target: CurrencyCode) {
        self.sale = sale
        self.rate = rate
        self.target = target
    }

    /// The amount converted, exact (computed when asked, so only the rows shown cost anything);
    /// `nil` when the sale's currency cannot be converted.
    public var converted: Money? {
        rate.map { Money(amount: sale.amount.amount * $0, currency: target) }
    }
}
