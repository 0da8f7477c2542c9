extension ExactDecimal {
    /// What Core accepts from outside, and the precision of every rounded result it stores.
    ///
    /// Within these limits every sum, product and correctly rounded quotient Core forms is small
    /// (a few hundred digits at the very most), so no input can make the arithmetic slow or
    /// large, and no accepted number is ever shown changed.
    public enum Limits {
        /// At most this many significant digits (trailing zeros do not count): 38, as many as
        /// Foundation's `Decimal` holds. Solved rates and other quotients are rounded to this many.
        public static let significantDigits = 38
        /// A nonzero value's leading digit lies at 10^e for an e in this range: magnitudes from
        /// 1e-99 up to (not including) 1e100.
        public static let magnitudeExponents = -99...99
    }

    /// Why a number from outside is refused, or `nil` when ``Limits`` accept it.
    public var refusal: NumberRefusal? {
        guard let leading = magnitudeExponent else { return nil }
        guard Limits.magnitudeExponents.contains(leading) else { return .outOfRange }
        if digitCount > Limits.significantDigits && normalized.digitCount > Limits.significantDigits {
            return .tooManyDigits
        }
        return nil
    }
}

/// Why a number was not accepted.
public enum NumberRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a number in the expected notation.
    case malformed
    /// More significant digits than ``ExactDecimal/Limits/significantDigits``.
    case tooManyDigits
    /// A magnitude outside ``ExactDecimal/Limits/magnitudeExponents``.
    case outOfRange

    public var description: String {
        switch self {
        case .malformed: "not a decimal number"
        case .tooManyDigits: "more than \(ExactDecimal.Limits.significantDigits) significant digits"
        case .outOfRange: "outside the supported magnitudes 1e-99 to 1e99"
        }
    }
}
