import SalesCore
import SalesSupport
import Testing

@Suite struct ExactDecimalTests {
    // MARK: - Text

    @Test(arguments: [
        ("1.18", "1.18"), ("1e-5", "0.00001"), ("1.18E+2", "118"), ("-0.5e1", "-5"), ("12.50", "12.50"),
        ("1e99", "1" + String(repeating: "0", count: 99)), ("0e-400", "0"),
    ])
    func readsJSONNotationExactly(_ text: String, _ plain: String) throws {
        let value = try #require(ExactDecimal(text))
        #expect(value.description == plain)
    }

    @Test(arguments: ["1e-100", "1e100", "9.99e100", "0.1e-99", "1e1000000000", String(repeating: "7", count: 39)])
    func refusesNumbersOutsideTheLimits(_ text: String) {
        #expect(ExactDecimal(text) == nil)
    }

    /// The point moved by a million places in the text and back by the exponent: the exponent is
    /// counted exactly, however long the text, before any range is checked.
    @Test func countsAnExponentExactlyAgainstAPointFarAway() throws {
        let zeros = String(repeating: "0", count: 999_999)
        #expect(try decimal("0.\(zeros)118e1000001").description == "11.8")
        #expect(try decimal("0.\(zeros)118e+0000001000002").description == "118")
        #expect(try decimal("1\(zeros)0e-1000000").description == "1")
        #expect(try decimal("1\(zeros)00e-1000001").description == "1")
        #expect(ExactDecimal("0.\(zeros)1e99999999") == nil)
        #expect(ExactDecimal("0.\(zeros)1e1000100") == nil, "1e100")
        #expect(try decimal("0.\(zeros)1e1000099").magnitudeExponent == 99)
        #expect(try decimal("0.\(zeros)0e99999999999999999999999999") == 0)
    }

    @Test func acceptsTheEdgesOfTheLimits() throws {
        #expect(try decimal("1e-99").magnitudeExponent == -99)
        #expect(try decimal("9.9999e99").magnitudeExponent == 99)
        #expect(try decimal(String(repeating: "9", count: 38)).digitCount == 38)
    }

    @Test func saysWhyANumberIsRefused() throws {
        #expect(try decimal("1.5").refusal == nil)
        #expect(try (decimal("1e99") * decimal("10")).refusal == .outOfRange)
        #expect(try (decimal("1.1") * decimal("1" + String(repeating: "1", count: 37))).refusal == .tooManyDigits)
        #expect(NumberRefusal.tooManyDigits.description == "more than 38 significant digits")
    }

    // MARK: - Arithmetic against the oracle

    @Test func holdsAnAmountInTwentyFourBytesAndEqualsItsValueHoweverItWasMade() throws {
        let big = try decimal("1000000000000000000000000000005")
        let viaWideDigits = try big - decimal("1000000000000000000000000000000")  // 64 bits again
        let viaWideProduct = try decimal("18446744073709551616") * decimal("0.5") - decimal("9223372036854775803")

        #expect(MemoryLayout<ExactDecimal>.size <= 24)
        #expect(viaWideDigits == 5 && viaWideProduct == 5)
        #expect(Set([viaWideDigits, viaWideProduct, ExactDecimal(significand: 50, exponent: -1)]).count == 1)
        #expect(try decimal("18446744073709551615") + 1 == decimal("18446744073709551616"))
        #expect(try decimal("-18446744073709551615") - 1 == decimal("-18446744073709551616"))
        #expect(try (decimal("4294967296") * decimal("4294967296")).description == "18446744073709551616")
    }

    @Test(arguments: 0..<40)
    func addsSubtractsAndMultipliesExactlyAtEveryMagnitude(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<50 {
            let (a, b) = (randomText(using: &random), randomText(using: &random))
            let (x, y) = (try decimal(a), try decimal(b))
            let (p, q) = (try #require(Rational(a)), try #require(Rational(b)))
            #expect(Rational((x + y).description) == p + q, "\(a) + \(b)")
            #expect(Rational((x - y).description) == p + Rational(-1) * q, "\(a) - \(b)")
            #expect(Rational((x * y).description) == p * q, "\(a) × \(b)")
            #expect((x < y) == (p.numerator * q.denominator < q.numerator * p.denominator), "\(a) < \(b)")
        }
    }

    @Test(arguments: 0..<40)
    func dividesWithOneCorrectRoundingAtEveryMagnitude(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<50 {
            let (a, b) = (randomText(using: &random), randomText(using: &random))
            let (x, y) = (try decimal(a), try decimal(b))
            guard !y.isZero else {
                #expect(ExactDecimal.quotient(x, y) == nil)
                continue
            }
            let digits = Int.random(in: 1...38, using: &random)
            let quotient = try #require(ExactDecimal.quotient(x, y, significantDigits: digits))
            let truth = try #require(Rational(a)) / (try #require(Rational(b)))
            #expect(quotient.normalized.description == truth.roundedString(significantDigits: digits), "\(a) / \(b)")
        }
    }

    @Test func dividesWhereFoundationsDecimalCutTheDivisor() throws {
        let quotient = try #require(
            ExactDecimal.quotient(try decimal("205240000000000000000000000000"), try decimal("0.00000364505")))
        let truth = try #require(Rational("205240000000000000000000000000")) / (try #require(Rational("0.00000364505")))
        #expect(quotient.normalized.description == truth.roundedString(significantDigits: 38))
        #expect(quotient.description.hasPrefix("56306497853253041796408828411132906.27"))
    }

    // MARK: - Rounding

    @Test(arguments: [
        ("0.125", 2, "0.12"), ("0.135", 2, "0.14"), ("-0.125", 2, "-0.12"), ("2.675", 2, "2.68"),
        ("999.995", 2, "1000.00"),
        ("-0.001", 2, "0.00"), ("1234.5", 0, "1234"), ("1235.5", 0, "1236"), ("1480.79", 4, "1480.79"),
        ("15", -1, "20"), ("0.12500000000000000000000000000000000001", 2, "0.13"),
    ])
    func roundsHalfToEvenToAScale(_ text: String, _ scale: Int, _ expected: String) throws {
        #expect(try decimal(text).rounded(scale: scale).description == expected)
    }

    /// Rounding rounds as the oracle does on values either side of 128 bits (products reach 60
    /// digits) and on exact halves.
    @Test func roundsWithinAndBeyond128BitsAsTheRationalOracleDoes() throws {
        var random = SeededRandomNumberGenerator(seed: 128)
        for _ in 0..<3_000 {
            let length = Int.random(in: 2...30, using: &random)
            var first = leadingOne(length, using: &random)
            let kept = Int.random(in: 1..<length, using: &random)
            if Bool.random(using: &random) {
                // An exact half: 5 and then zeros after the digits kept.
                first = String(first.prefix(kept)) + "5" + String(repeating: "0", count: length - kept - 1)
            }
            let places = Int.random(in: 0..<length, using: &random)
            let point = places > 0 ? String(first.dropLast(places)) + "." + first.suffix(places) : first
            let width = Int.random(in: 1...30, using: &random)
            let second = [try decimal("1"), try decimal("1e29"), try decimal(leadingOne(width, using: &random))]
            let value = try decimal(point) * second[Int.random(in: 0..<3, using: &random)]
            let rounded = value.rounded(significantDigits: kept)
            let truth = try #require(Rational(value.description)).roundedString(significantDigits: kept)
            #expect(rounded.normalized.description == truth, "\(value) to \(kept) digits")
        }
    }

    /// Values of up to 256 bits (up to 77 digits, a converted total's width) are rounded a word at
    /// a time: as the oracle rounds them, whatever the digits dropped — exact halves, halves with a
    /// nonzero digit far below them, over 19 digits at once — and to zero past all their digits.
    @Test func roundsValuesOfUpTo256BitsAsTheRationalOracleDoes() throws {
        var random = SeededRandomNumberGenerator(seed: 256)
        for _ in 0..<2_000 {
            let length = Int.random(in: 40...76, using: &random)
            let kept = Int.random(in: 1..<length, using: &random)
            var text = leadingOne(length, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:  // an exact half
                text = String(text.prefix(kept)) + "5" + String(repeating: "0", count: length - kept - 1)
            case 1 where length - kept >= 2:  // a half and a last nonzero digit: more than half
                text = String(text.prefix(kept)) + "5" + String(repeating: "0", count: length - kept - 2) + "1"
            default:
                break
            }
            // Text takes 38 digits at most: the value is made of its two halves, exactly.
            let low = min(38, length - 1)
            let (high, rest) = (try decimal(String(text.dropLast(low))), try decimal(String(text.suffix(low))))
            let whole = try high * decimal("1e\(low)") + rest
            let value = try whole * decimal("1e-\(Int.random(in: 0..<length, using: &random))")
            let truth = try #require(Rational(value.description)).roundedString(significantDigits: kept)
            let rounded = value.rounded(significantDigits: kept).normalized
            #expect(rounded.description == truth, "\(value) to \(kept) digits")
        }
        // 0.99…9, 77 nines: 10⁷⁷ − 1, just under 2²⁵⁶.
        let widest = try decimal("1") - decimal("1e-77")
        #expect(widest.description == "0." + String(repeating: "9", count: 77))
        #expect(widest.rounded(scale: -1).isZero)
        #expect(widest.rounded(scale: 0).description == "1")
        #expect(widest.rounded(scale: 76).description == "1." + String(repeating: "0", count: 76))
    }

    @Test(arguments: [
        ("123456", 3, "123000"), ("99999", 3, "100000"), ("0.00123456", 2, "0.0012"), ("125", 2, "120"),
        ("135", 2, "140"),
    ])
    func roundsHalfToEvenToSignificantDigits(_ text: String, _ digits: Int, _ expected: String) throws {
        let rounded = try decimal(text).rounded(significantDigits: digits)
        #expect(rounded == (try decimal(expected)))
        #expect(rounded.digitCount <= digits)
    }

    // MARK: - Values

    @Test func comparesValuesNotSpellings() throws {
        #expect(try decimal("1.10") == decimal("1.1"))
        #expect(try Set([decimal("1.10"), decimal("1.1"), decimal("1.100")]).count == 1)
        #expect(try decimal("-0.00") == .zero && !decimal("-0.00").isNegative)
        #expect(try decimal("-2") < decimal("-1.5") && decimal("0.001") < decimal("1e-2"))
        #expect(
            try [decimal("3"), decimal("-1"), decimal("0.5"), .zero].sorted().map(\.description) == [
                "-1", "0", "0.5", "3",
            ])
    }

    @Test func approximatesForDiagnosticsAcrossTheWholeRange() throws {
        #expect(try decimal("1.18").approximation == 1.18)
        #expect(try abs(decimal("1.5e-99").approximation / 1.5e-99 - 1) < 1e-14)
        #expect(try abs(decimal("9.99999999999999999999999999999999999e99").approximation / 1e100 - 1) < 1e-14)
        #expect(try abs((decimal("-2.5") * decimal("1e98") * decimal("1e98")).approximation / -2.5e196 - 1) < 1e-14)
    }

    /// `count` random digits after a 1.
    private func leadingOne(_ count: Int, using random: inout SeededRandomNumberGenerator) -> String {
        "1" + (1..<count).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
    }

    /// Up to 38 digits with the leading digit anywhere from 1e-99 to 1e99, either sign, or zero.
    private func randomText(using random: inout SeededRandomNumberGenerator) -> String {
        let digits = Int.random(in: 1...38, using: &random)
        var text = String(Int.random(in: 1...9, using: &random))
        for _ in 1..<digits { text.append(String(Int.random(in: 0...9, using: &random))) }
        if Int.random(in: 0..<20, using: &random) == 0 { return "0" }
        let leading = Int.random(in: -99...99, using: &random)
        let sign = Bool.random(using: &random) ? "-" : ""
        return "\(sign)\(text.prefix(1)).\(text.dropFirst().isEmpty ? "0" : String(text.dropFirst()))e\(leading)"
    }
}
