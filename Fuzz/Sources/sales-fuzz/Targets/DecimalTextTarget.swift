import SalesCore

/// Decimal text as the upstream writes amounts (and with exponents, as rates may be): what parses
/// writes back to the same value, and the arithmetic on it never traps.
enum DecimalTextTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
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
}
