import Foundation
import SalesCore
import SalesSupport
import Testing

@Suite struct SaleListTests {
    @Test func givesBackEverySaleExactlyAsItWasAddedWhateverItsAmount() throws {
        let sales = try sampleSales("P")
        let sut = SaleList(productID: try productID("P"), sales)

        #expect(Array(sut) == sales)
        #expect(sut.map(\.amount.amount.description) == sales.map(\.amount.amount.description))
        #expect(sut.indices.map { sut.date(at: $0) } == sales.map(\.date))
    }

    @Test func writesEachAmountsBinaryFormAsTheAmountItselfWritesIt() throws {
        let sales = try sampleSales("P")
        let sut = SaleList(productID: try productID("P"), sales)
        let records = sut.withRecords { Array($0) }

        #expect(records.count == sales.count)
        for (record, sale) in zip(records, sales) {
            #expect(record.currency == UInt16(sale.amount.currency.index))
            #expect(record.date == sale.date)
            #expect(sut.binaryAmountLength(of: record) == sale.amount.amount.binaryLength)
            var expected: [UInt8] = []
            sale.amount.amount.appendBinary(to: &expected)
            let written = [UInt8](unsafeUninitializedCapacity: 64) { buffer, count in
                var output = OutputRawSpan(buffer: UnsafeMutableRawBufferPointer(buffer), initializedCount: 0)
                #expect(sut.writeBinaryAmount(of: record, into: &output))
                count = output.finalize(for: UnsafeMutableRawBufferPointer(buffer))
            }
            #expect(written == expected, "\(sale.amount.amount)")
        }
    }

    @Test func sumsTheAmountsPerCurrencyAsTheyAreAdded() throws {
        let sales = try sampleSales("P")
        var expected = CurrencySums()
        for sale in sales { expected.add(sale.amount) }

        let sut = SaleList(productID: try productID("P"), sales)

        #expect(sut.sums == expected)
        #expect(sut.sums.entries.map(\.amount.amount.description) == expected.entries.map(\.amount.amount.description))
    }

    @Test(arguments: 0..<20)
    func sumsRandomAmountsToTheDigitAsAddingThemOneByOne(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let id = try productID("P")
        // Three currencies for half the seeds, hundreds (any of 26³, in any order) for the others.
        let currencies =
            seed % 2 == 0
            ? try ["AUD", "EUR", "USD"].map(code)
            : (0..<400).compactMap { _ in CurrencyCode(index: Int.random(in: 0..<CurrencyCode.count, using: &random)) }
        var sut = SaleList(productID: id)
        var oneByOne = CurrencySums()
        for _ in 0..<3_000 {
            let amount = ExactDecimal(
                significand: Int.random(in: -1_000_000...1_000_000, using: &random)
                    * (Bool.random(using: &random) ? 1 : 0),
                exponent: Int.random(in: -4...1, using: &random))
            let money = Money(
                amount: amount, currency: currencies[Int.random(in: 0..<currencies.count, using: &random)])
            sut.append(amount: money, date: .now)
            oneByOne.add(money)
        }

        #expect(sut.sums == oneByOne)
        #expect(sut.sums.entries.map(\.amount.amount.description) == oneByOne.entries.map(\.amount.amount.description))
        #expect(sut.sums.entries.map(\.count) == oneByOne.entries.map(\.count))
    }

    @Test(arguments: 0...7)
    func joinsAnotherListAsIfItsSalesWereAddedOneByOne(cut: Int) throws {
        let sales = try sampleSales("P")
        let id = try productID("P")
        var sut = SaleList(productID: id, sales.prefix(cut))

        sut.append(contentsOf: SaleList(productID: id, sales.dropFirst(cut)))

        let oneByOne = SaleList(productID: id, sales)
        #expect(sut == oneByOne)
        #expect(sut.sums == oneByOne.sums)
        #expect(
            sut.sums.entries.map(\.amount.amount.description) == oneByOne.sums.entries.map(\.amount.amount.description))
    }

    @Test func keepsSumsGivenAheadInsteadOfSummingAgain() throws {
        let sales = try sampleSales("P")
        var given = CurrencySums()
        given.add(Money(amount: 7, currency: try code("EUR")), count: 7)

        var sut = SaleList(productID: try productID("P"), summedAs: given)
        for sale in sales { sut.append(sale) }

        #expect(Array(sut) == sales)
        #expect(sut.sums == given)
    }

    /// Amounts of every shape: inline, a coefficient past 64 bits, an exponent past 16 bits,
    /// negative, a zero that keeps its scale.
    private func sampleSales(_ product: String) throws -> [Sale] {
        let wide = try decimal("123456789012345678901234567890.12")
        let tiny = ExactDecimal(significand: 5, exponent: -40_000)
        return [
            try sale(product, "AUD", "1480.79", "2024-07-20T15:45:27.366Z"),
            Sale(productID: try productID(product), amount: Money(amount: wide, currency: try code("EUR")), date: .now),
            try sale(product, "AUD", "-0.01", "2024-01-01T00:00:00Z"),
            Sale(productID: try productID(product), amount: Money(amount: tiny, currency: try code("USD")), date: .now),
            try sale(product, "EUR", "0.00", "2024-01-01T00:00:00.5Z"),
            try sale(product, "EUR", "18446744073709551615", "2023-12-31T23:59:59Z"),
            Sale(
                productID: try productID(product), amount: Money(amount: wide * wide, currency: try code("AUD")),
                date: .distantPast),
        ]
    }
}
