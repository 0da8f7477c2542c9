import Foundation

/// Exact decimal numbers from text, never through `Double`: how the upstream writes amounts.
public enum DecimalText {
    /// Parses plain decimal notation within ``ExactDecimal/Limits``: an optional `-`, digits, and
    /// optionally `.` and more digits (`1480.79`, `-3`, `0.0092512`). Exponents, `+`, spaces,
    /// separators, `NaN` and `Infinity` are refused with `nil`, and so are numbers with more than
    /// 38 significant digits or beyond 1e±99. The digits are kept as written: `12.50` stays `12.50`.
    public static func parse(_ text: some StringProtocol) -> ExactDecimal? {
        var text = String(text)
        return text.withUTF8 { try? read(bytes: UnsafeRawBufferPointer($0)).get() }
    }

    /// ``parse(_:)`` on UTF-8 bytes, without making a `String`, saying why a number is refused.
    public static func read(utf8 bytes: RawSpan) -> Result<ExactDecimal, NumberRefusal> {
        bytes.withUnsafeBytes { read(bytes: $0) }
    }

    /// ``read(utf8:)`` for the mappers, which read a payload through ``JSONReader``'s pointers.
    static func read(bytes: UnsafeRawBufferPointer) -> Result<ExactDecimal, NumberRefusal> {
        ExactDecimal.parse(utf8: bytes, allowsExponent: false)
    }
}
