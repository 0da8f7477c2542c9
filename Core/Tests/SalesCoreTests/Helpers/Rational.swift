import BigInt

/// An exact fraction, the test oracle for Core's arithmetic: its own parser, its own arithmetic
/// (reduced by the greatest common divisor) and its own rounding, sharing nothing with
/// `ExactDecimal` but the big integers underneath.
struct Rational: Equatable, CustomStringConvertible {
    /// Sign carried by the numerator; the denominator is positive. Never reduced: equality
    /// cross-multiplies, so no greatest common divisor is ever needed.
    let numerator: BigInt
    let denominator: BigInt

    init(_ numerator: BigInt, _ denominator: BigInt = 1) {
        let sign: BigInt = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator
        self.denominator = sign * denominator
    }

    static func == (lhs: Rational, rhs: Rational) -> Bool {
        lhs.numerator * rhs.denominator == rhs.numerator * lhs.denominator
    }

    /// `-12.5`, `0.0092512`, `1.18e-5`: the exact value of decimal text, or `nil`.
    init?(_ text: String) {
        var mantissa = Substring(text)
        var exponent = 0
        if let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(text[text.index(after: mark)...]) else { return nil }
            exponent = value
            mantissa = text[..<mark]
        }
        let isNegative = mantissa.hasPrefix("-")
        if isNegative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let digits = BigInt(parts.joined(), radix: 10)
        else { return nil }
        exponent -= parts.count == 2 ? parts[1].count : 0
        let scale = BigInt(10).power(abs(exponent))
        let signed = isNegative ? -digits : digits
        self = exponent >= 0 ? Rational(signed * scale) : Rational(signed, scale)
    }

    static func * (lhs: Rational, rhs: Rational) -> Rational {
        Rational(lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
    }

    static func / (lhs: Rational, rhs: Rational) -> Rational {
        Rational(lhs.numerator * rhs.denominator, lhs.denominator * rhs.numerator)
    }

    static func + (lhs: Rational, rhs: Rational) -> Rational {
        Rational(lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
    }

    /// Rounded half to even to `digits` significant digits, written in plain notation without
    /// trailing zeros — the form of `ExactDecimal.normalized.description`.
    func roundedString(significantDigits digits: Int) -> String {
        guard !numerator.isZero else { return "0" }
        let (p, q) = (numerator.magnitude, denominator.magnitude)
        // p/q × 10^(digits − 1 − L) lies in [10^(digits−1), 10^digits).
        let shift = digits - 1 - magnitudeExponent
        let (scaledP, scaledQ) = shift >= 0 ? (p * BigUInt(10).power(shift), q) : (p, q * BigUInt(10).power(-shift))
        var (quotient, remainder) = scaledP.quotientAndRemainder(dividingBy: scaledQ)
        let twice = remainder * 2
        if twice > scaledQ || (twice == scaledQ && quotient % 2 == 1) { quotient += 1 }
        return Rational.plain(digits: String(quotient), exponent: -shift, negative: numerator < 0)
    }

    /// Exact plain notation when the denominator is a product of twos and fives; otherwise 60 digits.
    var description: String { roundedString(significantDigits: 60) }

    /// The power of ten of the leading digit of a nonzero value: the largest L with 10^L ≤ |x|,
    /// estimated from the bit lengths and settled by comparison.
    var magnitudeExponent: Int {
        let (p, q) = (numerator.magnitude, denominator.magnitude)
        var leading = Int((Double(p.bitWidth - q.bitWidth) * 0.30102999566398120).rounded(.down))
        while Rational.compare(p, q, power: leading) < 0 { leading -= 1 }
        while Rational.compare(p, q, power: leading + 1) >= 0 { leading += 1 }
        return leading
    }

    /// -1, 0 or 1 as p is below, equal to or above q × 10^power.
    private static func compare(_ p: BigUInt, _ q: BigUInt, power: Int) -> Int {
        let (left, right) = power >= 0 ? (p, q * BigUInt(10).power(power)) : (p * BigUInt(10).power(-power), q)
        return left == right ? 0 : (left < right ? -1 : 1)
    }

    private static func plain(digits: String, exponent: Int, negative: Bool) -> String {
        var digits = Substring(digits)
        var exponent = exponent
        while digits.count > 1 && digits.hasSuffix("0") {
            digits = digits.dropLast()
            exponent += 1
        }
        let sign = negative ? "-" : ""
        if exponent >= 0 { return sign + digits + String(repeating: "0", count: exponent) }
        let fraction = -exponent
        if digits.count > fraction {
            return sign + digits.dropLast(fraction) + "." + digits.suffix(fraction)
        }
        return sign + "0." + String(repeating: "0", count: fraction - digits.count) + digits
    }
}

extension Rational {
    var magnitude: Rational { Rational(BigInt(numerator.magnitude), denominator) }

    func isGreater(than other: Rational) -> Bool {
        numerator * other.denominator > other.numerator * denominator
    }

}
