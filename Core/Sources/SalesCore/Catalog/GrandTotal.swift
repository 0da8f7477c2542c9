/// Several products' totals added exactly (the product list's grand total), with the sales that
/// could not be converted counted apart and their currencies named.
public struct GrandTotal: Hashable, Sendable {
    public let amount: Money
    public let unconvertedCount: Int
    public let unconvertedCurrencies: [CurrencyCode]

    public init(_ totals: [ConvertedTotal], currency: CurrencyCode) {
        amount = Money(amount: totals.reduce(ExactDecimal.zero) { $0 + $1.amount.amount }, currency: currency)
        unconvertedCount = totals.reduce(0) { $0 + $1.unconvertedCount }
        unconvertedCurrencies = Set(totals.flatMap(\.unconvertedCurrencies)).sorted()
    }
}
