import SalesCore

/// Decimal text as the upstream writes amounts (and with exponents, as rates may be): what parses
/// is the value an independent reading of the text finds (exponents of any length included), what
/// is refused is out of the limits, what parses writes back to the same value, and the arithmetic
/// on it never traps.
enum DecimalTextTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let oracle = DecimalOracle(text) { check(ExactDecimal(text), against: oracle, text) }
        for value in [DecimalText.parse(text), ExactDecimal(text)].compactMap({ $0 }) {
            fuzzCheck(ExactDecimal(value.description) == value, "\(text) → \(value) does not read back")
            _ = value * value
            _ = value + value - value
            _ = value.rounded(scale: 2)
            _ = value.rounded(significantDigits: 5)
            _ = value.normalized
            if let ratio = ExactDecimal.quotient(value, value) {
                fuzzCheck(ratio == 1, "\(value) ÷ itself is \(ratio)")
            }
        }
    }

    /// Compares Core's reading with the oracle's: the same significant digits at the same place,
    /// or a refusal that the limits explain (more than 38 digits, a magnitude beyond 1e±99).
    private static func check(_ value: ExactDecimal?, against oracle: DecimalOracle, _ text: String) {
        if oracle.isZero {
            fuzzCheck(value == 0, "\(text) is zero, read as \(value.map(String.init(describing:)) ?? "a refusal")")
            return
        }
        let digits = oracle.significant.count
        let limits = ExactDecimal.Limits.self
        let magnitude = oracle.writtenExponent.map { $0 + oracle.placeOfLast + digits - 1 }
        let fits = digits <= limits.significantDigits && magnitude.map(limits.magnitudeExponents.contains) == true
        guard let value else {
            fuzzCheck(!fits, "\(text) is within the limits and was refused")
            return
        }
        fuzzCheck(fits, "\(text) is beyond the limits and was read as \(value)")
        let (coreDigits, corePlace) = significantDigits(of: value.description)
        fuzzCheck(
            coreDigits == oracle.significant && corePlace == oracle.placeOfLast + (oracle.writtenExponent ?? 0),
            "\(text) was read as \(value)")
    }

    /// The significant digits of plain notation and the place of the last one.
    private static func significantDigits(of plain: String) -> (Substring, Int) {
        let unsigned = plain.hasPrefix("-") ? plain.dropFirst() : Substring(plain)
        let fractionCount =
            unsigned.firstIndex(of: ".").map { unsigned.distance(from: $0, to: unsigned.endIndex) - 1 } ?? 0
        let digits = Substring(unsigned.filter { $0 != "." }).drop { $0 == "0" }
        let trailing = digits.reversed().prefix { $0 == "0" }.count
        return (digits.dropLast(trailing), trailing - fractionCount)
    }
}
