import SalesSupport

/// The strict readings of setting text the parsers share.
enum SettingText {
    /// ASCII digits only, at most 18 of them (no sign, no spaces, no hex).
    static func wholeNumber(_ text: String) -> Int? {
        let utf8 = text.utf8
        guard (1...18).contains(utf8.count), utf8.allSatisfy(isDigit) else { return nil }
        return utf8.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// A TCP port number, 0 to 65535, as ASCII digits.
    static func port(_ text: some StringProtocol) -> Int? {
        wholeNumber(String(text)).flatMap { ports.contains($0) ? $0 : nil }
    }

    static let ports = 0...65_535

    /// `DIGITS[.DIGITS]` as whole milliseconds, rounded half up past the third decimal; at most
    /// 9 digits before the point. No sign, exponent, hex or spaces.
    static func milliseconds(_ text: String) -> Int64? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, (1...9).contains(whole.utf8.count), whole.utf8.allSatisfy(isDigit) else {
            return nil
        }
        var milliseconds = whole.utf8.reduce(Int64(0)) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) } * 1000
        if parts.count == 2 {
            let fraction = Array(parts[1].utf8)
            guard !fraction.isEmpty, fraction.count <= 64, fraction.allSatisfy(isDigit) else { return nil }
            let digits = (fraction + [UInt8](repeating: UInt8(ascii: "0"), count: 4)).map {
                Int64($0 - UInt8(ascii: "0"))
            }
            milliseconds += digits[0] * 100 + digits[1] * 10 + digits[2] + (digits[3] >= 5 ? 1 : 0)
        }
        return milliseconds
    }

    static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The start of a refused value, made safe as everything shown on a terminal is
    /// (``TerminalSafe``), for an error message.
    static func shown(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(64))).terminalSafe
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
