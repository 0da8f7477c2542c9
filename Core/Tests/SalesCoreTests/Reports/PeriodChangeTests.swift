import SalesCore
import SalesSupport
import Testing

/// Changes between periods: exact, and never from an incomplete total.
@Suite struct PeriodChangeTests {
    @Test func saysTheChangeInPercentExactly() {
        #expect(PeriodChange(now: 150, then: 100) == .percent(50))
        #expect(PeriodChange(now: 25, then: 100) == .percent(-75))
        #expect(PeriodChange(now: 7, then: 7) == .percent(0))
        #expect(PeriodChange(now: 1, then: 3).rounded() == ExactDecimal(significand: -667, exponent: -1))
        #expect(PeriodChange(now: 2, then: 3).rounded(places: 2) == ExactDecimal(significand: -3333, exponent: -2))
    }

    @Test func hasNoPercentageOfNothing() {
        #expect(PeriodChange(now: 5, then: 0) == .fromNothing)
        #expect(PeriodChange(now: 0, then: 0) == .nothingEither, "nothing in either: no growth")
        #expect(PeriodChange(now: .zero, then: ExactDecimal(significand: 0, exponent: -2)) == .nothingEither)
        #expect(PeriodChange.fromNothing.rounded() == nil)
    }

    @Test func computesNoChangeFromATotalThatLeavesSalesOut() {
        let whole = ConvertedTotal(
            amount: Money(amount: 100, currency: .usd), unconvertedCount: 0, unconvertedCurrencies: [])
        let partial = ConvertedTotal(
            amount: Money(amount: 120, currency: .usd), unconvertedCount: 2,
            unconvertedCurrencies: [CurrencyCode("XAU") ?? .usd])

        #expect(PeriodChange(now: partial, then: whole) == .incomplete)
        #expect(PeriodChange(now: whole, then: partial) == .incomplete)
        #expect(PeriodChange(now: whole, then: whole) == .percent(0))
    }

    /// Random amounts with cents: `then × (1 + change ÷ 100)` is `now`, but for the kept digits.
    @Test func agreesWithMultiplyingBackOnRandomAmounts() {
        var random = SeededRandomNumberGenerator(seed: 11)
        for _ in 0..<2_000 {
            let now = ExactDecimal(
                significand: Int.random(in: -1_000_000_000...1_000_000_000, using: &random), exponent: -2)
            let then = ExactDecimal(significand: Int.random(in: 1...1_000_000_000, using: &random), exponent: -2)
            guard case .percent(let change) = PeriodChange(now: now, then: then) else {
                Issue.record("no percentage for \(now) against \(then)")
                continue
            }
            let back = then + then * change * ExactDecimal(significand: 1, exponent: -2)
            let error = back - now
            // 20 significant digits: the change's relative error is at most 5·10^-20, so is the
            // difference's, (now − then) being at most |now| + then.
            let size = (now < ExactDecimal.zero ? ExactDecimal.zero - now : now) + then
            let bound = size * ExactDecimal(significand: 1, exponent: -18)
            #expect(error <= bound && error >= ExactDecimal.zero - bound, "\(now) against \(then): \(change) %")
        }
    }
}
