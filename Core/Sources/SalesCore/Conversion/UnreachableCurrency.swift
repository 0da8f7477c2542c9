/// A currency named by the upstream rates that the table cannot convert, and why.
public struct UnreachableCurrency: Hashable, Sendable {
    public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
        /// No chain of rates links it to the target.
        case noPath
        /// Its shortest chain has more steps than ``RateTable/Options/maximumSteps``.
        case tooManySteps(Int)
        /// Its rate, about 10^`magnitudeExponent`, lies outside ``ExactDecimal/Limits``.
        case outOfRange(magnitudeExponent: Int)

        public var description: String {
            switch self {
            case .noPath: "no chain of rates leads to the target"
            case .tooManySteps(let steps): "the shortest chain of rates has \(steps) steps, more than allowed"
            case .outOfRange(let exponent):
                "its rate would be about 1e\(exponent), outside the supported magnitudes 1e-99 to 1e99"
            }
        }
    }

    public let currency: CurrencyCode
    public let reason: Reason

    public init(currency: CurrencyCode, reason: Reason) {
        self.currency = currency
        self.reason = reason
    }
}
