import Foundation

/// Exact decimal numbers from text, never through `Double`.
public enum DecimalText {
    /// Parses plain decimal notation: an optional `-`, digits, and optionally `.` and more digits
    /// (`1480.79`, `-3`, `0.0092512`). Exponents, `+`, spaces, separators, `NaN` and `Infinity` are
    /// refused with `nil`. Up to 19 significant digits are read without any floating point; longer
    /// numbers keep Foundation's 38-digit `Decimal` precision.
    public static func parse(_ text: some StringProtocol) -> Decimal? {
        var text = String(text)
        return text.withUTF8 { parse(utf8: UnsafeRawBufferPointer($0)) }
    }

    /// ``parse(_:)`` on UTF-8 bytes, so a mapper can parse a payload slice without copying it.
    public static func parse(utf8 bytes: UnsafeRawBufferPointer) -> Decimal? {
        var utf8 = bytes[...]
        let isNegative = utf8.first == UInt8(ascii: "-")
        if isNegative { utf8 = utf8.dropFirst() }

        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var overflow = false
        var integerDigits = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
                let (times10, o1) = significand.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                overflow = overflow || o1 || o2
                significand = sum
                digits += 1
            case UInt8(ascii: ".") where !seenPoint:
                seenPoint = true
            default:
                return nil
            }
        }
        guard integerDigits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        if overflow {
            return Decimal(string: String(decoding: bytes, as: UTF8.self), locale: Locale(identifier: "en_US_POSIX"))
        }
        guard fractionDigits <= Int(Int16.max) else { return nil }
        return Decimal(
            sign: isNegative && significand != 0 ? .minus : .plus,
            exponent: -fractionDigits,
            significand: Decimal(significand)
        )
    }
}
