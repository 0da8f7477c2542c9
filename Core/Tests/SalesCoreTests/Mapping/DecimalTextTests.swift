import Foundation
import SalesCore
import Testing

@Suite struct DecimalTextTests {
    @Test(arguments: [
        ("1480.79", "1480.79"), ("0", "0"), ("-3", "-3"), ("0.0092512", "0.0092512"), ("007.50", "7.5"),
        ("-0.00", "0"), ("12345678901234567890.5", "12345678901234567890.5"),
    ])
    func parsesPlainDecimalNotationExactly(_ text: String, _ expected: String) throws {
        let value = try #require(DecimalText.parse(text))
        #expect(value == Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX")))
        #expect(value.description == expected)
    }

    @Test func keepsValuesThatBinaryFloatingPointCannotHold() throws {
        let value = try #require(DecimalText.parse("0.1"))
        #expect(value * 3 == DecimalText.parse("0.3"))
    }

    @Test(arguments: [
        "", "-", ".", "1.", ".5", "+1", "1e5", "1,000.00", " 1", "1 ", "NaN", "Infinity", "1.2.3", "--1", "0x10", "١٢",
    ])
    func refusesAnythingElse(_ text: String) {
        #expect(DecimalText.parse(text) == nil)
    }
}
