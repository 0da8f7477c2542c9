/// The sum of a product's sales in one currency.
///
/// The sum adds the unrounded converted amounts and is rounded once, for display; so the rounded
/// rows of a detail may differ from the rounded total by a cent or so, and the total is the exact one.
public struct ConvertedTotal: Hashable, Sendable {
    /// Sum of every sale that could be converted, unrounded.
    public let amount: Money
    /// Sales left out of ``amount`` because their currency cannot be converted.
    public let unconvertedCount: Int
    /// Their currencies, by code.
    public let unconvertedCurrencies: [CurrencyCode]

    /// `false` when some sales could not be converted: ``amount`` is then a lower bound.
    public var isComplete: Bool { unconvertedCount == 0 }

    public init(amount: Money, unconvertedCount: Int, unconvertedCurrencies: [CurrencyCode]) {
        self.amount = amount
        self.unconvertedCount = unconvertedCount
        self.unconvertedCurrencies = unconvertedCurrencies
    }
}
