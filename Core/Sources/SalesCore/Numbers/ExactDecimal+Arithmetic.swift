import BigInt

extension ExactDecimal {
    /// The exact sum.
    public static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        if lhs.isZero && lhs.exponent >= rhs.exponent { return rhs }
        if rhs.isZero && rhs.exponent >= lhs.exponent { return lhs }
        if let sum = smallSum(lhs, rhs) { return sum }
        let (left, right, exponent) = aligned(lhs, rhs)
        if lhs.isNegative == rhs.isNegative {
            return ExactDecimal(isNegative: lhs.isNegative, coefficient: left + right, exponent: exponent)
        }
        // Opposite signs: subtract the smaller magnitude from the larger (BigUInt never goes below zero).
        return left >= right
            ? ExactDecimal(isNegative: lhs.isNegative, coefficient: left - right, exponent: exponent)
            : ExactDecimal(isNegative: rhs.isNegative, coefficient: right - left, exponent: exponent)
    }

    /// The exact difference.
    public static func - (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        lhs + (-rhs)
    }

    /// The exact product: the coefficients multiply, the exponents add.
    public static func * (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        if let left = lhs.smallCoefficient, let right = rhs.smallCoefficient {
            let (high, low) = left.multipliedFullWidth(by: right)
            let isNegative = lhs.isNegative != rhs.isNegative
            let exponent = lhs.exponent + rhs.exponent
            guard high == 0 else {
                return ExactDecimal(
                    isNegative: isNegative, coefficient: .from(UInt128(high) << 64 | UInt128(low)), exponent: exponent)
            }
            return ExactDecimal(isNegative: isNegative, small: low, exponent: exponent)
        }
        return ExactDecimal(
            isNegative: lhs.isNegative != rhs.isNegative,
            coefficient: lhs.coefficient * rhs.coefficient,
            exponent: lhs.exponent + rhs.exponent
        )
    }

    public static prefix func - (value: ExactDecimal) -> ExactDecimal {
        value.negated
    }

    public static func += (lhs: inout ExactDecimal, rhs: ExactDecimal) {
        lhs = lhs + rhs
    }

    /// `numerator ÷ denominator`, rounded once, half to even, to `significantDigits` digits (at
    /// least 1); `nil` when the denominator is zero. The only division Core has.
    public static func quotient(
        _ numerator: ExactDecimal,
        _ denominator: ExactDecimal,
        significantDigits: Int = ExactDecimal.Limits.significantDigits
    ) -> ExactDecimal? {
        guard !denominator.isZero else { return nil }
        return roundedQuotient(
            numerator.coefficient,
            denominator.coefficient,
            exponent: numerator.exponent - denominator.exponent,
            isNegative: numerator.isNegative != denominator.isNegative,
            significantDigits: significantDigits
        )
    }

    /// `(numerator ÷ denominator) × 10^exponent` rounded once, half to even, to `significantDigits`,
    /// without trailing zeros (`1.3216`, not `1.32160000…`). The denominator must not be zero.
    static func roundedQuotient(
        _ numerator: BigUInt,
        _ denominator: BigUInt,
        exponent: Int,
        isNegative: Bool,
        significantDigits: Int
    ) -> ExactDecimal {
        let precision = max(1, significantDigits)
        guard !numerator.isZero, !denominator.isZero else { return .zero }
        // Scale so that the integer quotient has precision + 1 to precision + 3 digits: then one
        // half-even step, with the remainder as sticky digits, rounds the exact quotient once.
        // The bit lengths bound the quotient: log₁₀(n ÷ d) > (bits(n) − bits(d) − 1) × log₁₀ 2.
        let lower = Double(numerator.bitWidth - denominator.bitWidth - 1) * DecimalDigits.log10Of2
        let shift = precision + 1 - Int(lower.rounded(.down))
        let scaledNumerator = shift > 0 ? numerator * DecimalDigits.power(shift) : numerator
        let scaledDenominator = shift < 0 ? denominator * DecimalDigits.power(-shift) : denominator
        let (quotient, remainder) = scaledNumerator.quotientAndRemainder(dividingBy: scaledDenominator)
        let extra = DecimalDigits.count(of: quotient) - precision
        return ExactDecimal(
            isNegative: isNegative,
            coefficient: DecimalDigits.roundHalfEven(quotient, droppingDigits: extra, sticky: !remainder.isZero),
            exponent: exponent - shift + extra
        ).carried(toDigits: precision).normalized
    }

    /// The sum of two nonzero inline values over one exponent, when it is inline too; `nil` for
    /// any other case, which the general sum takes.
    private static func smallSum(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> ExactDecimal? {
        guard lhs.exponent == rhs.exponent, let left = lhs.smallCoefficient, let right = rhs.smallCoefficient else {
            return nil
        }
        if lhs.isNegative == rhs.isNegative {
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? nil : ExactDecimal(isNegative: lhs.isNegative, small: sum, exponent: lhs.exponent)
        }
        return left >= right
            ? ExactDecimal(isNegative: lhs.isNegative, small: left - right, exponent: lhs.exponent)
            : ExactDecimal(isNegative: rhs.isNegative, small: right - left, exponent: lhs.exponent)
    }

    /// The coefficients of both values over their smaller exponent.
    static func aligned(
        _ lhs: ExactDecimal, _ rhs: ExactDecimal
    ) -> (BigUInt, BigUInt, exponent: Int) {
        let exponent = min(lhs.exponent, rhs.exponent)
        func scaled(_ value: ExactDecimal) -> BigUInt {
            value.exponent == exponent
                ? value.coefficient : value.coefficient * DecimalDigits.power(value.exponent - exponent)
        }
        return (scaled(lhs), scaled(rhs), exponent)
    }
}
