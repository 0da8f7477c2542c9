import BigInt

/// A decimal number held exactly: a sign, an integer coefficient of any size and a power of ten.
///
/// Core's one number type for money and rates. What it holds is exactly what it says — `1480.79` is
/// `148079 × 10⁻²`, never a binary approximation — and no operation on it can trap, overflow,
/// underflow or produce NaN:
/// - `+`, `-` and `*` are **exact**: the result keeps every digit (the coefficient grows as needed).
/// - There is **no division operator**. A quotient is formed only by
///   ``quotient(_:_:significantDigits:)``, which rounds once, half to even, to the digits asked
///   for, and answers `nil` for a zero divisor.
/// - Rounding is explicit and always half to even: ``rounded(scale:)`` for display,
///   ``rounded(significantDigits:)`` for stored results.
///
/// Numbers from outside (the upstream, files, people) are accepted only within ``Limits``: at
/// most 38 significant digits and a magnitude between 1e-99 and 1e100. The mappers refuse
/// anything else, so every computation Core performs on them stays small and bounded.
///
/// Equality and ordering compare values: `1.10 == 1.1`. ``description`` keeps the digits as
/// given: `1.10` prints as `1.10`.
public struct ExactDecimal: Sendable {
    /// `true` only for values below zero (zero is never negative).
    public let isNegative: Bool
    /// The digits, as an unsigned integer.
    let coefficient: BigUInt
    /// The power of ten the coefficient is scaled by: `-2` for `1480.79`.
    public let exponent: Int

    /// `(isNegative ? -1 : 1) × coefficient × 10^exponent`; a zero coefficient makes zero.
    init(isNegative: Bool, coefficient: BigUInt, exponent: Int) {
        self.isNegative = isNegative && !coefficient.isZero
        self.coefficient = coefficient
        self.exponent = exponent
    }

    /// `significand × 10^exponent`, e.g. `ExactDecimal(significand: 148079, exponent: -2)` is 1480.79.
    public init(significand: Int, exponent: Int = 0) {
        self.init(isNegative: significand < 0, coefficient: .from(UInt64(significand.magnitude)), exponent: exponent)
    }

    public static let zero = ExactDecimal(significand: 0)
    public static let one = ExactDecimal(significand: 1)

    public var isZero: Bool { coefficient.isZero }

    /// The absolute value.
    public var magnitude: ExactDecimal {
        ExactDecimal(isNegative: false, coefficient: coefficient, exponent: exponent)
    }

    /// How many digits the coefficient has, without leading zeros (`0` for zero); trailing zeros count.
    public var digitCount: Int { DecimalDigits.count(of: coefficient) }

    /// The power of ten of the leading digit: `3` for `1480.79`, `-3` for `0.0092512`; `nil` for zero.
    public var magnitudeExponent: Int? {
        isZero ? nil : exponent + digitCount - 1
    }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(significand: value)
    }
}
