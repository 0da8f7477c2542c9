import Foundation
import SalesCore
import SalesSupport
import Testing

@Suite struct MoneyFormatterTests {
    @Test(arguments: [
        ("AUD", "1480.79", "AUD 1,480.79"), ("USD", "881.8424", "USD 881.84"), ("USD", "0", "USD 0.00"),
        ("USD", "1234567.5", "USD 1,234,567.50"), ("USD", "-1234.565", "USD -1,234.56"), ("JPY", "1234.5", "JPY 1,234"),
        ("KWD", "1.23456", "KWD 1.235"), ("USD", "999.995", "USD 1,000.00"), ("USD", "0.125", "USD 0.12"),
        ("USD", "0.135", "USD 0.14"),
    ])
    func roundsHalfToEvenToTheCurrencysMinorUnits(_ currency: String, _ amount: String, _ expected: String) throws {
        let money = Money(amount: try decimal(amount), currency: try code(currency))
        #expect(MoneyFormatter().string(from: money) == expected)
    }

    /// Random amounts, rounded or exact, in currencies of 0, 2 and 3 minor units: the text the
    /// value's own digits make (its description split at the point, grouped, padded).
    @Test(arguments: 0..<10)
    func writesEveryAmountFromItsDigits(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let formatter = MoneyFormatter(groupingSeparator: "'", decimalSeparator: ",")
        for _ in 0..<300 {
            let digits = String(
                UInt64.random(in: 0...UInt64.max, using: &random) >> UInt64.random(in: 0...63, using: &random))
            let text = (Bool.random(using: &random) ? "-" : "") + digits + "e-\(Int.random(in: 0...25, using: &random))"
            let currency = try code(["JPY", "USD", "KWD"][Int.random(in: 0..<3, using: &random)])
            let precision: MoneyFormatter.Precision = Bool.random(using: &random) ? .rounded : .exact
            let money = Money(amount: try decimal(text), currency: currency)
            #expect(formatter.amountString(from: money, precision: precision) == oracle(money, precision, formatter))
        }
    }

    /// The formatter's text for `money`, from the description of its (rounded) value.
    private func oracle(_ money: Money, _ precision: MoneyFormatter.Precision, _ formatter: MoneyFormatter) -> String {
        let units = money.currency.minorUnits
        let value = precision == .rounded ? money.amount.rounded(scale: units) : money.amount
        let parts = value.magnitude.description.split(separator: ".", omittingEmptySubsequences: false)
        var integer = String(parts[0])
        var grouped = ""
        while integer.count > 3 {
            grouped = formatter.groupingSeparator + String(integer.suffix(3)) + grouped
            integer.removeLast(3)
        }
        grouped = integer + grouped
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        fraction += String(repeating: "0", count: max(0, units - fraction.count))
        return (value.isNegative ? "-" : "") + grouped + (fraction.isEmpty ? "" : formatter.decimalSeparator + fraction)
    }

    @Test func showsExactAmountsWithoutRounding() throws {
        let formatter = MoneyFormatter()
        #expect(
            formatter.string(from: Money(amount: try decimal("1480.7"), currency: try code("AUD")), precision: .exact)
                == "AUD 1,480.70")
        #expect(
            formatter.string(from: Money(amount: try decimal("0.125"), currency: .usd), precision: .exact)
                == "USD 0.125")
        #expect(
            formatter.string(from: Money(amount: try decimal("12.34"), currency: try code("JPY")), precision: .exact)
                == "JPY 12.34")
    }

    @Test func showsEveryDigitOfAnAcceptedAmount() throws {
        let amount = try decimal(String(repeating: "1", count: 38))
        #expect(
            MoneyFormatter(groupingSeparator: "").string(from: Money(amount: amount, currency: .usd), precision: .exact)
                == "USD \(String(repeating: "1", count: 38)).00")
        let tiny = Money(amount: try decimal("-1.5e-99"), currency: .usd)
        #expect(MoneyFormatter().string(from: tiny) == "USD 0.00")
        #expect(
            MoneyFormatter().string(from: tiny, precision: .exact) == "USD -0.\(String(repeating: "0", count: 98))15")
    }

    @Test func formatsProductsFarBeyondTheInputLimitsExactly() throws {
        let huge = Money(amount: try decimal("9.99e99") * decimal("9.99e99"), currency: .usd)
        #expect(
            MoneyFormatter(groupingSeparator: "").amountString(from: huge) == "998001"
                + String(repeating: "0", count: 194) + ".00")
    }

    @Test func takesOtherSeparators() throws {
        let formatter = MoneyFormatter(groupingSeparator: ".", decimalSeparator: ",")
        #expect(formatter.amountString(from: Money(amount: try decimal("1480.79"), currency: .usd)) == "1.480,79")
    }
}

@Suite struct DisplayDateTests {
    @Test func writesReadableDatesInUTCByDefault() throws {
        #expect(DisplayDate().string(from: try date("2024-07-20T15:45:27.366Z")) == "20 Jul 2024 15:45")
        #expect(DisplayDate().string(from: try date("2024-01-05T03:04:00Z")) == "5 Jan 2024 03:04")
    }

    @Test func writesDatesInAnotherTimeZone() throws {
        let tokyo = try calendar("Asia/Tokyo")
        #expect(DisplayDate(calendar: tokyo).string(from: try date("2024-07-20T15:45:27Z")) == "21 Jul 2024 00:45")
    }

    @Test func writesTheDayAndTheTimeOfDayApart() throws {
        let tokyo = try calendar("Asia/Tokyo")
        #expect(DisplayDate().day(from: try date("2024-07-20T15:45:27.366Z")) == "20 Jul 2024")
        #expect(DisplayDate().time(from: try date("2024-07-20T15:45:27.966Z")) == "15:45:27")
        #expect(DisplayDate(calendar: tokyo).day(from: try date("2024-07-20T15:45:27Z")) == "21 Jul 2024")
    }
}
