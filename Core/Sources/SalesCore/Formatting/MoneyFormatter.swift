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
        let value = precision == .rounded ? money.amount.rounded(scale: minorUnits) : money.amount
        if let fast = smallAmountString(value, minorUnits: minorUnits) { return fast }
        let plain = value.magnitude.description
        let parts = plain.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts.first.map(String.init) ?? "0"
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction.count < minorUnits { fraction += String(repeating: "0", count: minorUnits - fraction.count) }
        let sign = value < 0 ? "-" : ""
        let grouped = Self.group(integer, separator: groupingSeparator)
        return fraction.isEmpty ? sign + grouped : sign + grouped + decimalSeparator + fraction
    }

    /// ``amountString(from:precision:)`` of a value whose coefficient fits 64 bits and whose
    /// exponent is not positive — every rounded figure and nearly every amount — written from its
    /// digits in one buffer; `nil` for any other value. The same text, digit for digit.
    private func smallAmountString(_ value: ExactDecimal, minorUnits: Int) -> String? {
        guard let coefficient = value.smallCoefficient, value.exponent <= 0, value.exponent >= -64 else { return nil }
        let scale = -value.exponent
        // At most 65 digits: a coefficient's 20, or the point's 64 places and the zero before them.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 66) { digits in
            // The digits, least significant first, then zeros up to one before the point.
            var count = 0
            var rest = coefficient
            repeat {
                digits[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            while count <= scale {
                digits[count] = UInt8(ascii: "0")
                count += 1
            }
            let integerCount = count - scale
            let fractionDigits = max(scale, minorUnits)
            let (grouping, point) = (groupingSeparator.utf8, decimalSeparator.utf8)
            let length =
                (value.isNegative ? 1 : 0) + integerCount + (integerCount - 1) / 3 * grouping.count
                + (fractionDigits > 0 ? point.count + fractionDigits : 0)
            return String(unsafeUninitializedCapacity: length) { text in
                var written = 0
                func put(_ byte: UInt8) {
                    text[written] = byte
                    written += 1
                }
                if value.isNegative { put(UInt8(ascii: "-")) }
                for index in stride(from: count - 1, through: scale, by: -1) {
                    put(digits[index])
                    // A separator after each digit that three, six… integer digits follow.
                    let following = index - scale
                    if following > 0, following % 3 == 0 { grouping.forEach(put) }
                }
                if fractionDigits > 0 {
                    point.forEach(put)
                    for index in stride(from: scale - 1, through: 0, by: -1) { put(digits[index]) }
                    for _ in scale..<fractionDigits { put(UInt8(ascii: "0")) }
                }
                return written
            }
        }
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
