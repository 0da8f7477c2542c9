import SalesCore
import SalesSupport
import Testing

@Suite struct ExactSumTests {
    @Test func isZeroWhenNothingWasAdded() {
        #expect(ExactSum().value == .zero)
        #expect(ExactSum().value.description == "0")
    }

    @Test func keepsTheScaleOfWhatWasAddedAsOneByOneAdditionDoes() throws {
        var sum = ExactSum()
        for text in ["1480.79", "0.01", "-0.80", "2.5", "0.000"] { sum.add(try decimal(text)) }
        #expect(sum.value.description == "1482.500")
    }

    @Test func staysExactPastSixtyFourBitsAndWhenTheIntegersWouldOverflow() throws {
        var sum = ExactSum()
        let big = try decimal("18446744073709551615")  // UInt64.max: still the fast path
        for _ in 0..<3 { sum.add(big) }
        sum.add(try decimal("99999999999999999999999999999999999999"))  // 38 digits: settled at once
        for _ in 0..<5 { sum.add(try decimal("-9.2e18")) }
        let expected =
            try decimal("55340232221128654845") + decimal("99999999999999999999999999999999999999")
            - decimal("46000000000000000000")
        #expect(sum.value == expected)
    }

    /// Random amounts of mixed scales, signs, sizes and runs of one scale, against adding one by
    /// one and against exact fractions.
    @Test(arguments: 0..<20)
    func equalsAddingOneByOne(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var sum = ExactSum()
        var oneByOne = ExactDecimal.zero
        var oracle = Rational(0)
        var mismatches: [String] = []
        var exponent = -2
        for _ in 0..<300 {
            if Int.random(in: 0..<10, using: &random) == 0 { exponent = Int.random(in: -12...3, using: &random) }
            let digits = Int.random(in: 1...(Int.random(in: 0..<8, using: &random) == 0 ? 38 : 12), using: &random)
            var text = (Bool.random(using: &random) ? "-" : "") + String(Int.random(in: 1...9, using: &random))
            for _ in 1..<digits { text.append(String(Int.random(in: 0...9, using: &random))) }
            text += "e\(exponent)"
            let amount = try decimal(text)
            sum.add(amount)
            oneByOne += amount
            oracle = oracle + (try #require(Rational(text)))
            // At every step, before anything is settled too (the sum of the first amounts alone).
            if sum.value.description != oneByOne.description { mismatches.append(oneByOne.description) }
        }
        #expect(mismatches.isEmpty)
        #expect(sum.value.description == oneByOne.description)
        #expect(Rational(sum.value.description) == oracle)
    }
}
