import SalesCore
import Testing

@Suite struct ConversionRateTests {
    @Test func refusesNonPositiveRates() throws {
        #expect(throws: ConversionRate.Invalid.notPositive(0)) {
            try ConversionRate(from: code("EUR"), to: code("USD"), rate: 0)
        }
        #expect(throws: ConversionRate.Invalid.notPositive(-1)) {
            try ConversionRate(from: code("EUR"), to: code("USD"), rate: -1)
        }
    }

    @Test func refusesRatesBeyondTheLimitsAndSelfLoops() throws {
        #expect(throws: ConversionRate.Invalid.refused(try decimal("1e99") * 10, .outOfRange)) {
            try ConversionRate(from: code("EUR"), to: code("USD"), rate: decimal("1e99") * 10)
        }
        #expect(throws: ConversionRate.Invalid.selfLoop(try code("EUR"))) {
            try ConversionRate(from: code("EUR"), to: code("EUR"), rate: 1)
        }
    }
}
