import SalesCore
import SalesSupport
import Testing

@Suite struct DecimalTextTests {
    @Test(arguments: 0..<10)
    func readsShortAmountsAsTheGeneralReadingDoes(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let characters = Array("0123456789.-")
        for _ in 0..<500 {
            let length = Int.random(in: 1...19, using: &random)
            let text = String((0..<length).map { _ in characters[Int.random(in: 0..<12, using: &random)] })
            // Written with `e0`, the same number is read by the general reading only.
            let general = ExactDecimal(text + "e0")
            let read = DecimalText.parse(text)
            #expect(read == general, "\(text)")
            #expect(read?.description == general?.description, "\(text)")
            #expect(read?.isNegative == general?.isNegative, "\(text)")
        }
    }

    @Test(arguments: [
        ("1480.79", "1480.79"), ("0", "0"), ("-3", "-3"), ("0.0092512", "0.0092512"), ("007.50", "7.50"),
        ("-0.00", "0.00"), ("12345678901234567890.5", "12345678901234567890.5"),
        ("11111111111111111111111111111111111111", "11111111111111111111111111111111111111"),
        ("1000000000000000000000000000000000000000000", "1000000000000000000000000000000000000000000"),
    ])
    func parsesPlainDecimalNotationExactlyAsWritten(_ text: String, _ expected: String) throws {
        let value = try #require(DecimalText.parse(text))
        #expect(value.description == expected)
        #expect(Rational(value.description) == Rational(text))
    }

    @Test func keepsValuesThatBinaryFloatingPointCannotHold() throws {
        let value = try #require(DecimalText.parse("0.1"))
        #expect(value * 3 == DecimalText.parse("0.3"))
        #expect(value + value + value == DecimalText.parse("0.3"))
    }

    @Test(arguments: [
        "", "-", ".", "1.", ".5", "+1", "1e5", "1,000.00", " 1", "1 ", "NaN", "Infinity", "1.2.3", "--1", "0x10", "١٢",
    ])
    func refusesAnythingElse(_ text: String) {
        #expect(DecimalText.parse(text) == nil)
    }

    @Test func refusesAmountsItCouldNotShowExactly() {
        // 39 and 40 significant digits: refused rather than shown changed.
        #expect(DecimalText.parse(String(repeating: "1", count: 39)) == nil)
        #expect(DecimalText.parse(String(repeating: "9", count: 40)) == nil)
        #expect(DecimalText.parse("0." + String(repeating: "0", count: 99) + "1") == nil)
        #expect(DecimalText.parse("1" + String(repeating: "0", count: 100)) == nil)
    }

    @Test func readsAMillionDigitsInOnePassAndRefusesThem() {
        let text = "1." + String(repeating: "3", count: 1_000_000)
        #expect(DecimalText.parse(text) == nil)
    }
}
