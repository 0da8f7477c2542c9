/// An independent reading of decimal text, written apart from Core's parser: the grammar
/// `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`, the significant digits, and where the last of them
/// stands — with the written exponent kept as its own digits, however many, so nothing is clamped.
struct DecimalOracle {
    /// The digits from the first nonzero one to the last nonzero one; empty for zero.
    let significant: Substring
    /// Where the last significant digit stands before the written exponent is added: `-2` for
    /// `1480.79`, `1` for `120`.
    let placeOfLast: Int
    /// The written exponent's digits without leading zeros (`"0"` for none), and its sign.
    let exponentDigits: Substring
    let exponentIsNegative: Bool

    init?(_ text: String) {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix(while: \.isASCIIDigit)
        guard !integer.isEmpty else { return nil }
        rest = rest.dropFirst(integer.count)
        var fraction: Substring = ""
        if rest.first == "." {
            fraction = rest.dropFirst().prefix(while: \.isASCIIDigit)
            guard !fraction.isEmpty else { return nil }
            rest = rest.dropFirst(1 + fraction.count)
        }
        var exponent: Substring = ""
        var negative = false
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" {
                negative = rest.first == "-"
                rest = rest.dropFirst()
            }
            exponent = rest.prefix(while: \.isASCIIDigit)
            guard !exponent.isEmpty else { return nil }
            rest = rest.dropFirst(exponent.count)
        }
        guard rest.isEmpty else { return nil }
        let digits = String(integer) + fraction
        let trimmed = Substring(digits).drop { $0 == "0" }
        let trailing = trimmed.reversed().prefix { $0 == "0" }.count
        significant = trimmed.dropLast(trailing)
        placeOfLast = trailing - fraction.count
        let exponentTrimmed = exponent.drop { $0 == "0" }
        exponentDigits = exponentTrimmed.isEmpty ? "0" : exponentTrimmed
        exponentIsNegative = negative && !exponentTrimmed.isEmpty
    }

    var isZero: Bool { significant.isEmpty }

    /// The written exponent, when it is small enough to matter (18 digits or fewer).
    var writtenExponent: Int? {
        guard exponentDigits.count <= 18, let magnitude = Int(exponentDigits) else { return nil }
        return exponentIsNegative ? -magnitude : magnitude
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
