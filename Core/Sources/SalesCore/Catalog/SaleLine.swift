/// A row of the product detail: one sale and, when rates were given, its amount in their target.
public struct SaleLine: Hashable, Sendable {
    public let sale: Sale
    /// The rate from the sale's currency into ``target``; `nil` when it cannot be converted.
    public let rate: ExactDecimal?
    /// The currency of ``converted``; `nil` when the detail was built without rates.
    public let target: CurrencyCode?

    public init(sale: Sale, rate: ExactDecimal?, target: CurrencyCode?) {
        self.sale = sale
        self.rate = target == nil ? nil : rate
        self.target = target
    }

    /// The amount converted, exact (computed when asked, so only the rows shown cost anything);
    /// `nil` when the sale's currency cannot be converted or there were no rates.
    public var converted: Money? {
        guard let rate, let target else { return nil }
        return Money(amount: sale.amount.amount * rate, currency: target)
    }
}
