import BigInt

extension ExactDecimal {
    /// Rounded half to even to `scale` digits after the decimal point (`2` for cents; a negative
    /// scale rounds to tens, hundreds…). A value with no more digits than that is returned as is.
    ///
    /// Half to even ("banker's rounding") does not drift upward when many values end in 5:
    /// `0.125 → 0.12`, `0.135 → 0.14`, `-0.125 → -0.12`.
    public func rounded(scale: Int) -> ExactDecimal {
        let dropped = -scale - exponent
        guard dropped > 0 else { return self }
        return ExactDecimal(
            isNegative: isNegative,
            coefficient: DecimalDigits.roundHalfEven(coefficient, droppingDigits: dropped),
            exponent: -scale
        )
    }

    /// Rounded half to even to at most `significantDigits` digits (at least 1).
    public func rounded(significantDigits: Int) -> ExactDecimal {
        let precision = max(1, significantDigits)
        let dropped = digitCount - precision
        guard dropped > 0 else { return self }
        return ExactDecimal(
            isNegative: isNegative,
            coefficient: DecimalDigits.roundHalfEven(coefficient, droppingDigits: dropped),
            exponent: exponent + dropped
        ).carried(toDigits: precision)
    }

    /// After rounding up `99…9` to `100…0`: the same value with `digits` digits again.
    func carried(toDigits digits: Int) -> ExactDecimal {
        guard coefficient == DecimalDigits.power(digits) else { return self }
        return ExactDecimal(
            isNegative: isNegative, coefficient: DecimalDigits.power(digits - 1), exponent: exponent + 1)
    }

    /// The same value without trailing zeros in the coefficient (`1.10` → `1.1`, `1200` → `12e2`).
    public var normalized: ExactDecimal {
        guard !isZero else { return .zero }
        if var small = smallCoefficient {
            var exponent = self.exponent
            while small % 10 == 0 {
                small /= 10
                exponent += 1
            }
            return ExactDecimal(isNegative: isNegative, small: small, exponent: exponent)
        }
        if var small = coefficient.mediumValue {
            var exponent = self.exponent
            while small % 10 == 0 {
                small /= 10
                exponent += 1
            }
            return ExactDecimal(isNegative: isNegative, coefficient: .from(small), exponent: exponent)
        }
        var coefficient = self.coefficient
        var exponent = self.exponent
        while true {
            let (quotient, remainder) = coefficient.quotientAndRemainder(dividingBy: 10)
            guard remainder.isZero else { break }
            coefficient = quotient
            exponent += 1
        }
        return ExactDecimal(isNegative: isNegative, coefficient: coefficient, exponent: exponent)
    }
}
