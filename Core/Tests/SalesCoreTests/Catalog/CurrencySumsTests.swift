import SalesCore
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
}
