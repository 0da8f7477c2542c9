import SalesCore
import SalesSupport
import Testing

@Suite struct ExactSumOfProductsTests {
    @Test func isZeroWhenNothingWasAdded() {
        #expect(ExactSumOfProducts().value == .zero)
        #expect(ExactSumOfProducts().value.description == "0")
    }

    @Test func keepsTheDigitsOfTheFinestProductAsAddingOneByOneDoes() throws {
        var sum = ExactSumOfProducts()
        sum.add(try decimal("1480.79"), times: try decimal("1.18"))
        sum.add(try decimal("-0.80"), times: try decimal("2"))
        sum.add(try decimal("5e3"), times: try decimal("2e2"))
        #expect(sum.value.description == "1001745.7322")
    }

    @Test func keepsAZeroSumAtItsFinestExponentAndNeverNegative() throws {
        var sum = ExactSumOfProducts()
        sum.add(try decimal("2.50"), times: try decimal("-3"))
        sum.add(try decimal("7.5"), times: try decimal("1.00"))
        let oneByOne = try decimal("2.50") * decimal("-3") + decimal("7.5") * decimal("1.00")
        #expect(sum.value.description == oneByOne.description)
        #expect(sum.value.isNegative == false)
    }

    @Test func staysExactWhenTheProductsDoNotFitTheFixedWidth() throws {
        let wide = try decimal("12345678901234567890123456789012345678") * decimal("98765432109876543210")
        let pairs = [
            (try decimal("9e99"), try decimal("99999999999999999999999999999999999999")),
            (try decimal("1e-99"), try decimal("3.5")), (wide, try decimal("7")),
            (try decimal("-99999999999999999999999999999999999999"), wide),
        ]
        var sum = ExactSumOfProducts()
        var oneByOne = ExactDecimal.zero
        for (lhs, rhs) in pairs {
            sum.add(lhs, times: rhs)
            oneByOne += lhs * rhs
        }
        #expect(sum.value == oneByOne)
        #expect(sum.value.description == oneByOne.description)
    }

    /// Random sums and rates as conversions make them — up to 38 digits, sometimes twice as wide,
    /// any sign, exponents near and far — against `+` and `*` one by one and against exact fractions.
    @Test(arguments: 0..<40)
    func equalsAddingTheProductsOneByOne(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var sum = ExactSumOfProducts()
        var oneByOne = ExactDecimal.zero
        var oracle = Rational(0)
        for _ in 0..<40 {
            let (lhs, lhsValue) = try Self.number(&random)
            let (rhs, rhsValue) = try Self.number(&random)
            sum.add(lhs, times: rhs)
            oneByOne += lhs * rhs
            oracle = oracle + lhsValue * rhsValue
        }
        #expect(sum.value.description == oneByOne.description)
        #expect(Rational(sum.value.description) == oracle)
    }

    /// A number and its exact value: of 1 to 38 digits, or (one in six) the product of two such.
    private static func number(_ random: inout SeededRandomNumberGenerator) throws -> (ExactDecimal, Rational) {
        func one() throws -> (ExactDecimal, Rational) {
            let widths = [1, 2, 12, 19, 20, 38]
            let width = widths[Int.random(in: 0..<widths.count, using: &random)]
            var text = (Bool.random(using: &random) ? "-" : "") + String(Int.random(in: 0...9, using: &random))
            for _ in 1..<Int.random(in: 1...width, using: &random) {
                text.append(String(Int.random(in: 0...9, using: &random)))
            }
            let far = Int.random(in: 0..<6, using: &random) == 0
            text += "e\(far ? Int.random(in: -60...60, using: &random) : Int.random(in: -40...3, using: &random))"
            return (try decimal(text), try #require(Rational(text)))
        }
        let first = try one()
        guard Int.random(in: 0..<6, using: &random) == 0 else { return first }
        let second = try one()
        return (first.0 * second.0, first.1 * second.1)
    }
}
