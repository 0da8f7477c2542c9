import SalesCore
import SalesSupport
import Testing

@Suite struct CurrencySumsTests {
    @Test(arguments: [["USD", "AUD", "EUR", "AUD"], ["AUD", "EUR", "USD", "AUD"], ["EUR", "USD", "AUD", "AUD"]])
    func listsEachCurrencysSumInCodeOrderWhateverOrderTheyCameIn(_ codes: [String]) throws {
        var sut = CurrencySums()
        for (index, text) in codes.enumerated() {
            sut.add(Money(amount: try decimal("\(index + 1).50"), currency: try code(text)))
        }
        let entries = sut.entries
        #expect(entries.map(\.amount.currency.code) == ["AUD", "EUR", "USD"])
        #expect(entries.map(\.count) == [2, 1, 1])
        let aud = codes.indices.filter { codes[$0] == "AUD" }.map { try? decimal("\($0 + 1).50") }
        #expect(entries.first?.amount.amount == aud.compactMap { $0 }.reduce(.zero, +))
        #expect(sut.currencies.map(\.code) == ["AUD", "EUR", "USD"])
    }

    /// Currencies added in code order and then again, out of it, among new ones: each sum is every
    /// amount of its currency, however long the ascending run before it.
    @Test(arguments: 0..<20)
    func sumsEachCurrencyWhateverRunsOfCodeOrderCameFirst(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let all = try ["AUD", "CHF", "EUR", "GBP", "JPY", "USD", "ZAR"].map(code)
        let ascending = all.prefix(Int.random(in: 0...all.count, using: &random))
        let rest = (0..<20).map { _ in all[Int.random(in: 0..<all.count, using: &random)] }
        var sut = CurrencySums()
        var expected: [CurrencyCode: (ExactDecimal, Int)] = [:]
        for (index, currency) in (ascending + rest).enumerated() {
            let amount = try decimal("\(index + 1).25")
            sut.add(Money(amount: amount, currency: currency))
            let (sum, count) = expected[currency] ?? (.zero, 0)
            expected[currency] = (sum + amount, count + 1)
        }
        let entries = sut.entries
        #expect(entries.map(\.amount.currency) == expected.keys.sorted())
        for entry in entries {
            #expect(entry.amount.amount == expected[entry.amount.currency]?.0)
            #expect(entry.count == expected[entry.amount.currency]?.1)
        }
        #expect(sut.count == ascending.count + rest.count)
    }
}
