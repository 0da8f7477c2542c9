import SalesCore
import Testing

@Suite struct GrandTotalTests {
    @Test func addsTotalsExactlyAndCountsWhatCouldNotBeConverted() throws {
        let totals = [
            ConvertedTotal(
                amount: Money(amount: try decimal("0.005"), currency: .usd), unconvertedCount: 2,
                unconvertedCurrencies: [try code("XAU"), try code("BTC")]),
            ConvertedTotal(
                amount: Money(amount: try decimal("0.005"), currency: .usd), unconvertedCount: 1,
                unconvertedCurrencies: [try code("XAU")]),
        ]
        let total = GrandTotal(totals, currency: .usd)
        #expect(total.amount == Money(amount: try decimal("0.01"), currency: .usd), "summed before any rounding")
        #expect(total.unconvertedCount == 3)
        #expect(total.unconvertedCurrencies == [try code("BTC"), try code("XAU")], "each once, by code")
    }

    @Test func isZeroForNoTotals() {
        let total = GrandTotal([], currency: .usd)
        #expect(total.amount.amount == .zero && total.unconvertedCount == 0 && total.unconvertedCurrencies.isEmpty)
    }
}
