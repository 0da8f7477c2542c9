import Foundation
import SalesCore
import SalesSupport
import TestKit
import Testing

/// Sales written exactly as the upstream writes every one are taken straight from their bytes
/// (no DTO); everything else is read into a DTO. The two must keep the same sales, to the digit,
/// and skip the same elements for the same reasons: the reference here is ``SalesMapper/map``,
/// which always reads into a DTO.
@Suite struct SalesMapperWrittenFormTests {
    @Test func takesTheUpstreamsOwnFormStraightFromItsBytes() throws {
        let body = try Repository.fixture("sales.json")
        var mapper = SalesMapper.ByProduct()
        _ = body.withUnsafeBytes { mapper.feed($0.bytes) }
        let grouped = try mapper.finish(statusCode: 200)

        // Each product's first sale is read into a DTO (its id is new); every later one is taken as written.
        #expect(mapper.salesTakenAsWritten == 2485 - grouped.elements.count)
        #expect(Self.outcome(.success(grouped)) == Self.reference(body))
    }

    /// Ids one byte apart, anywhere, whatever their length (the hash takes eight bytes at a time,
    /// the last eight overlapping), are two products, and each is found again by its bytes when it
    /// comes back.
    @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 36, 40])
    func idsOneByteApartAnywhereAreTwoProducts(length: Int) throws {
        let base = Array(repeating: UInt8(ascii: "A"), count: length)
        let ids =
            [base]
            + (0..<length).map { position in
                var id = base
                id[position] = UInt8(ascii: "B")
                return id
            }
        let texts = ids.map { String(decoding: $0, as: UTF8.self) }
        // Each id twice, the second time after every other: found again by its bytes.
        let elements = (texts + texts).map { Self.sale($0, "AUD", "1.50", "2024-07-20T15:45:27.366Z") }
        let body = Data("[\(elements.joined(separator: ","))]".utf8)
        let grouped = Result { () throws(MappingError) in try SalesMapper.mapByProduct(body, statusCode: 200) }

        let products = try grouped.get().elements
        #expect(products.map(\.id.rawValue) == texts)
        #expect(products.allSatisfy { $0.sales.count == 2 })
        #expect(Self.outcome(grouped) == Self.reference(body))
    }

    /// Enough sales that their groups are made on every core, each core a span of products.
    @Test func groupsManySalesAsTheGeneralReadingDoes() throws {
        var random = SeededRandomNumberGenerator(seed: 7)
        let ids = (0..<60).map { String(format: "%08X-0B35-4057-B7F9-8C5471961ED0", $0 * 7919) }
        let elements = (0..<40_000).map { index in
            let amount = "\(Int.random(in: -99...99_999, using: &random)).\(Int.random(in: 10...99, using: &random))"
            let currency = ["AUD", "EUR", "JPY", "USD", "GBP"][Int.random(in: 0..<5, using: &random)]
            let date = index % 997 == 0 ? "2024-07-20T15:45:27Z" : "2024-07-20T15:45:27.366Z"
            return Self.sale(ids[Int.random(in: 0..<ids.count, using: &random)], currency, amount, date)
        }
        let body = Data("[\(elements.joined(separator: ","))]".utf8)
        let grouped = Result { () throws(MappingError) in try SalesMapper.mapByProduct(body, statusCode: 200) }

        #expect((try? grouped.get().elements.count) == ids.count)
        #expect(Self.outcome(grouped) == Self.reference(body))
    }

    @Test func keepsWhatTheGeneralReadingKeepsOfEveryAmountDateAndCurrency() {
        let amounts = [
            "1480.79", "-0.01", "-0", "0.0", "00012", "12.50", "1.", ".5", "1..2", "-", "--1", "1-2", "+1", "1e3",
            "1 ", " 1", "1234567890123456789", "12345678901234567890", "123456789012345678.9", "-123456789012345678",
            "0.000000000000000001", "", "١", #"1\u0030"#, "9223372036854775808", "18446744073709551615",
        ]
        let dates = [
            "2024-07-20T15:45:27.366Z", "2024-02-29T23:59:59.999Z", "2023-02-29T00:00:00.000Z",
            "2024-07-20t15:45:27.366Z",
            "2024-07-20T15:45:27.366z", "2024-07-20T15:45:27Z", "0000-01-01T00:00:00.000Z", "2024-13-01T00:00:00.000Z",
            "2024-07-20T24:00:00.000Z", #"2024-07-20T15:45:27.36\u0036Z"#, "2024-07-20T15:45:27.366+00",
        ]
        let currencies = ["AUD", "aud", "AU", "AUDX", #"A\u0055D"#, "ÄU", #"A\"D"#]
        var elements: [String] = []
        for amount in amounts {
            for date in dates {
                for currency in currencies {
                    elements.append(Self.sale("P-1", currency, amount, date))
                }
            }
        }
        let body = Data("[\(elements.joined(separator: ","))]".utf8)
        var mapper = SalesMapper.ByProduct()
        _ = body.withUnsafeBytes { mapper.feed($0.bytes) }
        let grouped = Result { () throws(MappingError) in try mapper.finish(statusCode: 200) }

        // The valid ones in AUD (nine amounts of at most 19 characters, four dates of 24), but the first.
        #expect(mapper.salesTakenAsWritten == 9 * 4 - 1)
        #expect(Self.outcome(grouped) == Self.reference(body))
    }

    /// An id read with escapes can hold a quote: the raw bytes of its text then end the string
    /// early — here, before a second `currency_code`, which the general reading refuses.
    @Test func neverTakesTheBytesOfAnIdThatHeldAQuote() {
        let elements = [
            Self.sale(#"a\",\"currency_code\":\"AUD"#, "EUR", "1", "2024-07-20T15:45:27.366Z"),
            #"{"product_id":"a","currency_code":"AUD","currency_code":"EUR","amount":"1","date":"2024-07-20T15:45:27.366Z"}"#,
        ]
        let body = Data("[\(elements.joined(separator: ","))]".utf8)
        let grouped = Result { () throws(MappingError) in try SalesMapper.mapByProduct(body, statusCode: 200) }

        #expect((try? grouped.get().skipped.map(\.reason)) == [.duplicateField("currency_code")])
        #expect(Self.outcome(grouped) == Self.reference(body))
    }

    /// The raw bytes of an id that held a backslash start an escape: here one that hides the
    /// string's end, which makes the body invalid.
    @Test func neverTakesTheBytesOfAnIdThatHeldABackslash() {
        let elements = [
            Self.sale(#"b\\"#, "EUR", "2", "2024-07-20T15:45:27.366Z"),
            Self.sale(#"b\"#, "EUR", "3", "2024-07-20T15:45:27.366Z"),
        ]
        let body = Data("[\(elements.joined(separator: ","))]".utf8)
        let grouped = Result { () throws(MappingError) in try SalesMapper.mapByProduct(body, statusCode: 200) }

        #expect((try? grouped.get()) == nil)
        #expect(Self.outcome(grouped) == Self.reference(body))
    }

    @Test func mapsRandomBodiesAsTheGeneralReadingDoes() {
        var random = SeededRandomNumberGenerator(seed: 51)
        var taken = 0
        for round in 0..<300 {
            let body = Data(Self.randomBody(&random))
            var mapper = SalesMapper.ByProduct()
            _ = body.withUnsafeBytes { mapper.feed($0.bytes) }
            let grouped = Result { () throws(MappingError) in try mapper.finish(statusCode: 200) }
            taken += mapper.salesTakenAsWritten
            #expect(
                Self.outcome(grouped) == Self.reference(body),
                "round \(round): \(String(decoding: body, as: UTF8.self))")
        }
        #expect(taken > 1000)
    }

    // MARK: - Helpers

    /// What a mapping kept, comparable to the digit: each product's sales in order (amounts as
    /// written), and the skipped elements; or the error.
    private struct Outcome: Equatable {
        var sales: [Product.ID: [String]] = [:]
        var sums: [Product.ID: CurrencySums] = [:]
        var skipped: [SkippedElement] = []
        var error: MappingError?
    }

    private static func outcome(_ result: Result<MappedList<ProductSales>, MappingError>) -> Outcome {
        switch result {
        case .failure(let error): return Outcome(error: error)
        case .success(let list):
            var outcome = Outcome(skipped: list.skipped)
            for group in list.elements {
                outcome.sales[group.id] = group.sales.map(text)
                outcome.sums[group.id] = group.sales.sums
            }
            return outcome
        }
    }

    /// The sales read into DTOs only, grouped by product.
    private static func reference(_ body: Data) -> Outcome {
        do {
            let list = try SalesMapper.map(body, statusCode: 200)
            var outcome = Outcome(skipped: list.skipped)
            let groups = Dictionary(grouping: list.elements, by: \.productID)
            for (id, sales) in groups {
                outcome.sales[id] = sales.map(text)
                outcome.sums[id] = SaleList(productID: id, sales).sums
            }
            return outcome
        } catch {
            return Outcome(error: error)
        }
    }

    private static func text(_ sale: Sale) -> String {
        "\(sale.productID.rawValue) \(sale.amount.currency) \(sale.amount.amount) \(sale.date.timeIntervalSince1970)"
    }

    private static func sale(_ id: String, _ currency: String, _ amount: String, _ date: String) -> String {
        #"{"product_id":"\#(id)","currency_code":"\#(currency)","amount":"\#(amount)","date":"\#(date)"}"#
    }

    /// Mostly sales in the upstream's form, of ids of two lengths (the written form is tried
    /// with the last id's length), ids with escapes or multibyte characters, amounts and dates
    /// at the edges of what is taken as written, and now and then another form or a syntax error.
    private static func randomBody(_ random: inout SeededRandomNumberGenerator) -> [UInt8] {
        let ids = [
            "7019D8A7-0B35-4057-B7F9-8C5471961ED0", "6D0F2C7E-2B8B-4C1C-9A47-2D0D4E3B5A11", "A", "BB", #"\u0041"#, "é",
            #"q\"z"#, " ", "",
        ]
        let amounts = [
            "1480.79", "-0.01", "12.50", "0", "-0", "1e3", "x", "1234567890123456789", "12345678901234567890",
        ]
        let dates = ["2024-07-20T15:45:27.366Z", "2024-01-01T00:00:00Z", "2024-02-30T00:00:00.000Z", "not a date"]
        let currencies = ["AUD", "EUR", "JPY", "usd"]
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func element() -> String {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<16:
                let common = Int.random(in: 0..<4, using: &random) > 0
                return sale(
                    common ? pick(Array(ids[0..<2])) : pick(ids),
                    common ? pick(Array(currencies[0..<3])) : pick(currencies),
                    common ? pick(Array(amounts[0..<4])) : pick(amounts), common ? dates[0] : pick(dates))
            case 16:
                return
                    #"{"product_id": "\#(pick(ids))", "currency_code": "AUD", "amount": "1", "date": "\#(dates[0])"}"#
            case 17:
                return #"{"currency_code":"AUD","product_id":"\#(pick(ids))","amount":"1","date":"\#(dates[0])"}"#
            case 18: return pick(["7", "null", "{}", #"{"product_id":"A"}"#])
            default:
                return #"{"product_id":"\#(pick(ids))","currency_code":"AUD","amount":"2","date":"\#(dates[0])","x":1}"#
            }
        }
        let count = Int.random(in: 0..<60, using: &random)
        var text = "[" + (0..<count).map { _ in element() }.joined(separator: ",") + "]"
        if Int.random(in: 0..<15, using: &random) == 0 { text = String(text.dropLast(3)) }
        return Array(text.utf8)
    }
}
