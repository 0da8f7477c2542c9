import Foundation

/// An exact amount of one currency.
///
/// Amounts are `Decimal`s parsed from their text, never through `Double`, so `1480.79` stays
/// `1480.79`. Rounding happens once, for display (see ``MoneyFormatter``).
public struct Money: Hashable, Sendable {
    public let amount: Decimal
    public let currency: CurrencyCode

    public init(amount: Decimal, currency: CurrencyCode) {
        self.amount = amount
        self.currency = currency
    }
}

extension Money: CustomStringConvertible {
    /// The exact amount and its code, e.g. `AUD 1480.79`; use ``MoneyFormatter`` for people.
    public var description: String { "\(currency) \(amount)" }
}
