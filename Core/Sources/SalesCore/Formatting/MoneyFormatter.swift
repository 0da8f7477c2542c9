import Foundation

/// Writes money for people, independent of the machine's locale: `AUD 1,480.79`, `JPY 1,235`.
public struct MoneyFormatter: Sendable {
    /// How many digits to show after the decimal point.
    public enum Precision: Sendable {
        /// Round half-to-even to the currency's minor units, for computed amounts (conversions, totals).
        case rounded
        /// Never round: show every digit the amount has, padded to the currency's minor units, for
        /// amounts as the upstream gave them.
        case exact
    }

    public var groupingSeparator: String
    public var decimalSeparator: String

    public init(groupingSeparator: String = ",", decimalSeparator: String = ".") {
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// The code and the amount: `USD 881.84`.
    public func string(from money: Money, precision: Precision = .rounded) -> String {
        "\(money.currency) \(amountString(from: money, precision: precision))"
    }

    /// The amount alone, grouped by thousands: `1,480.79`, `-12.50`.
    public func amountString(from money: Money, precision: Precision = .rounded) -> String {
        let minorUnits = money.currency.minorUnits
        let value = precision == .rounded ? DecimalRounding.halfEven(money.amount, scale: minorUnits) : money.amount
        guard !value.isNaN else { return "NaN" }
        let plain = value.magnitude.plainDigits
        let parts = plain.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts.first.map(String.init) ?? "0"
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction.count < minorUnits { fraction += String(repeating: "0", count: minorUnits - fraction.count) }
        let sign = value < 0 ? "-" : ""
        let grouped = Self.group(integer, separator: groupingSeparator)
        return fraction.isEmpty ? sign + grouped : sign + grouped + decimalSeparator + fraction
    }

    /// A count grouped by thousands: `2,485`.
    public func string(from count: Int) -> String {
        (count < 0 ? "-" : "") + Self.group(String(count.magnitude), separator: groupingSeparator)
    }

    private static func group(_ digits: String, separator: String) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return groups.reversed().joined(separator: separator)
    }
}

extension Decimal {
    /// Plain positional notation (`1480.79`, `0.0092512`, `12000`), never an exponent.
    var plainDigits: String {
        let text = description
        guard let exponentMark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        // Foundation writes plain notation today; expand an exponent should that ever change.
        guard let exponent = Int(text[text.index(after: exponentMark)...]) else { return text }
        let mantissa = text[..<exponentMark]
        let parts = mantissa.split(separator: ".", maxSplits: 1)
        let digits = parts.joined()
        let pointPosition = (parts.first?.count ?? 0) + exponent
        if pointPosition <= 0 { return "0." + String(repeating: "0", count: -pointPosition) + digits }
        if pointPosition >= digits.count { return digits + String(repeating: "0", count: pointPosition - digits.count) }
        let index = digits.index(digits.startIndex, offsetBy: pointPosition)
        return digits[..<index] + "." + digits[index...]
    }
}
