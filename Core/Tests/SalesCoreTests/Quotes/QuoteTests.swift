import Foundation
import SalesCore
import Testing

@Suite struct QuoteTests {
    @Test func pricesEveryLineExactlyInTheTargetCurrency() throws {
        var sut = Quote()
        try sut.add(try mac(), unitPrice: try money("599.99", "USD"), quantity: 3)
        try sut.add(try pad(), unitPrice: try money("0.10", "EUR"), quantity: 1)
        let priced = sut.priced(RateTable(rates: [try rate("EUR", "USD", "1.18")]))
        #expect(priced.lines.map(\.total) == [try money("1799.97", "USD"), try money("0.118", "USD")])
        #expect(priced.lines.map(\.unitPrice) == [try money("599.99", "USD"), try money("0.118", "USD")])
        #expect(priced.total.amount == (try money("1800.088", "USD")))
        #expect(priced.total.isComplete)
        #expect(sut.itemCount == 4)
    }

    @Test func addingAProductAgainAddsTheQuantityAtTheNewPrice() throws {
        var sut = Quote()
        try sut.add(try mac(), unitPrice: try money("599", "USD"), quantity: 1)
        try sut.add(try pad(), unitPrice: try money("10", "EUR"), quantity: 1)
        try sut.add(try mac(), unitPrice: try money("549", "USD"), quantity: 2)
        #expect(sut.lines.map(\.quantity) == [3, 1])
        #expect(sut.lines.first?.unitPrice == (try money("549", "USD")))
    }

    @Test func removesSomeOrAllOfAProduct() throws {
        var sut = Quote()
        try sut.add(try mac(), unitPrice: try money("1", "USD"), quantity: 5)
        try sut.remove(try mac().id, quantity: 2)
        #expect(sut.lines.first?.quantity == 3)
        try sut.remove(try mac().id, quantity: 3)
        #expect(sut.lines.isEmpty)
        try sut.add(try mac(), unitPrice: try money("1", "USD"), quantity: 5)
        try sut.remove(try mac().id)
        #expect(sut.lines.isEmpty)
        #expect(throws: Quote.Refusal.notInQuote("M")) { try sut.remove(try mac().id) }
    }

    @Test func refusesQuantitiesAndPricesThatMakeNoSense() throws {
        var sut = Quote()
        #expect(throws: Quote.Refusal.quantityNotPositive(0)) {
            try sut.add(try mac(), unitPrice: try money("1", "USD"), quantity: 0)
        }
        #expect(throws: Quote.Refusal.priceNotPositive) {
            try sut.add(try mac(), unitPrice: try money("0", "USD"), quantity: 1)
        }
        #expect(throws: Quote.Refusal.priceNotPositive) {
            try sut.add(try mac(), unitPrice: try money("-1", "USD"), quantity: 1)
        }
        #expect(throws: Quote.Refusal.quantityTooLarge) {
            try sut.add(try mac(), unitPrice: try money("1", "USD"), quantity: .max)
        }
        try sut.add(try mac(), unitPrice: try money("1", "USD"), quantity: Quote.maximumQuantity)
        #expect(throws: Quote.Refusal.quantityTooLarge) {
            try sut.add(try mac(), unitPrice: try money("1", "USD"), quantity: .max)
        }
        #expect(sut.lines.first?.quantity == Quote.maximumQuantity)
        #expect(throws: Quote.Refusal.quantityNotPositive(-1)) { try sut.remove(try mac().id, quantity: -1) }
    }

    @Test func leavesTheTotalIncompleteWhenACurrencyCannotBeConverted() throws {
        var sut = Quote()
        try sut.add(try mac(), unitPrice: try money("2", "USD"), quantity: 1)
        try sut.add(try pad(), unitPrice: try money("1", "XAU"), quantity: 2)
        let priced = sut.priced(RateTable(rates: []))
        #expect(priced.lines.last?.total == nil)
        #expect(priced.total.amount == (try money("2", "USD")))
        #expect(priced.total.unconvertedCount == 2)
        #expect(priced.total.unconvertedCurrencies == [try code("XAU")])
    }

    @Test func staysExactAtLargeMagnitudes() throws {
        var sut = Quote()
        try sut.add(
            try mac(), unitPrice: try money("9" + String(repeating: "9", count: 30) + ".99", "USD"),
            quantity: Quote.maximumQuantity)
        let priced = sut.priced(RateTable(rates: []))
        // Python's decimal: 9999999999999999999999999999999.99 × 1,000,000,000.
        #expect(priced.total.amount.amount == (try decimal("9999999999999999999999999999999990000000.00")))
    }

    private func mac() throws -> Product { Product(id: try productID("M"), name: "Mac mini") }
    private func pad() throws -> Product { Product(id: try productID("P"), name: "iPad") }
    private func money(_ amount: String, _ currency: String) throws -> Money {
        Money(amount: try decimal(amount), currency: try code(currency))
    }
}
