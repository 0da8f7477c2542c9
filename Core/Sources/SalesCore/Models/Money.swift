/// An exact amount of one currency.
///
/// Amounts are ``ExactDecimal``s parsed from their text, never through `Double`, so `1480.79`
/// stays `1480.79`, and converted amounts and totals keep every digit. Rounding happens once, for
/// display (see ``MoneyFormatter``).
public struct Money: Hashable, Sendable {
    public let amount: ExactDecimal
    public let currency: CurrencyCode

    public init(amount: ExactDecimal, currency: CurrencyCode) {
        self.amount = amount
        self.currency = currency
    }
}

extension Money: CustomStringConvertible {
    /// The exact amount and its code, e.g. `AUD 1480.79`; use ``MoneyFormatter`` for people.
    public var description: String { "\(currency) \(amount)" }
}
