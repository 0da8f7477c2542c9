import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import Testing

@Suite struct LocalCopyCodecTests {
    @Test func readsBackEveryFigureExactly() throws {
        let copy = try makeCopy()
        let read = try LocalCopyCodec.decode(LocalCopyCodec.encode(copy))
        #expect(read == copy)
        #expect(
            read.catalog.sales(ofProductAt: 1)?.first?.amount.amount.description
                == "0.00000000000000000000000000000000000001")
        #expect(
            read.catalog.productList.unknownProductSales
                == UnknownProductSales(count: 1, productIDs: [try #require(Product.ID("X"))]))
    }

    @Test func keepsEachProductsSumsAndTheRevenueTheyMake() throws {
        let copy = try makeCopy()
        let rates = RateTable(rates: copy.rates[.usd]?.rates ?? [], target: .usd)
        let read = try LocalCopyCodec.decode(LocalCopyCodec.encode(copy))
        #expect(read.catalog.revenue(rates: rates) == copy.catalog.revenue(rates: rates))
        #expect(read.catalog.sumsByProduct == copy.catalog.sumsByProduct)
    }

    @Test func refusesEveryTruncationOfEitherPartWithoutTrapping() throws {
        let parts = try LocalCopyCodec.encode(try makeCopy())
        for length in 0..<parts.summary.count {
            var cut = parts
            cut.summary = Array(parts.summary.prefix(length))
            #expect(throws: LocalCopyCodec.Damage.self) { try LocalCopyCodec.decode(cut) }
        }
        for length in 0..<parts.sales.count {
            var cut = parts
            cut.sales = Array(parts.sales.prefix(length))
            #expect(throws: LocalCopyCodec.Damage.self) { try LocalCopyCodec.decode(cut) }
        }
        var longer = parts
        longer.summary += [0]
        #expect(throws: LocalCopyCodec.Damage(reason: "bytes after the end")) { try LocalCopyCodec.decode(longer) }
        longer = parts
        longer.sales += [0]
        #expect(throws: LocalCopyCodec.Damage(reason: "bytes after the sales")) { try LocalCopyCodec.decode(longer) }
    }

    @Test func readsTheProductListAndRevenueFromTheSummaryAloneWithoutASale() throws {
        let copy = try makeCopy()
        let parts = try LocalCopyCodec.encode(copy)
        let read = try LocalCopyCodec.decode(summary: parts.summary, sales: .unread(length: parts.sales.count))
        let rates = RateTable(rates: copy.rates[.usd]?.rates ?? [], target: .usd)
        #expect(read.catalog.productList == copy.catalog.productList)
        #expect(read.catalog.revenue(rates: rates) == copy.catalog.revenue(rates: rates))
        #expect(read.rates == copy.rates)
        #expect(read.leftOut == copy.leftOut)
        #expect(read.catalog.sales(ofProductAt: 0)?.count == 0, "no sales: the part was not read")
    }

    @Test func refusesNumbersBeyondTheLimitsSoNoArithmeticOnThemCanRunAway() throws {
        let far = ExactDecimal(significand: 1, exponent: -10_000)
        let copy = LocalCopy(
            products: [Product(id: try #require(Product.ID("P")), name: "Mac mini")],
            sales: [try sale("P", "AUD", "1", "2024-07-20T15:45:27Z")],
            fetchedAt: Date(timeIntervalSince1970: 0),
            rates: [.usd: CachedRates(rates: [], etag: nil, receivedAt: Date(timeIntervalSince1970: 0), maxAge: .zero)])
        let parts = try LocalCopyCodec.encode(copy)
        #expect((try? LocalCopyCodec.decode(parts)) == copy)
        // The one sale's amount, then its sum, each replaced by 1e-10000 in its binary form.
        var farBytes: [UInt8] = []
        far.appendBinary(to: &farBytes)
        var one: [UInt8] = []
        ExactDecimal(significand: 1, exponent: 0).appendBinary(to: &one)
        var places = 0
        for part in [\LocalCopyCodec.Parts.summary, \LocalCopyCodec.Parts.sales] {
            let bytes = parts[keyPath: part]
            for place in bytes.indices where Array(bytes[place..<min(place + one.count, bytes.count)]) == one {
                var damaged = parts
                damaged[keyPath: part].replaceSubrange(place..<place + one.count, with: farBytes)
                #expect(throws: LocalCopyCodec.Damage.self) { try LocalCopyCodec.decode(damaged) }
                places += 1
            }
        }
        #expect(places >= 2)
        let bytes = hex(
            "53414350023bdf07e094d0d94103000000010000004d0100000050010000005802000000000000000c0000004d6163206d696e6920e29c93010000000a000000695061640a2250726f2201000b02010000000000000094d0d94103000000010000004d0100000050010000005802000000000000000c0000004d6163206d696e6920e29c93010000000a000000695061640a2250726f2201000b02010000000000000001036f42020000000000010000190100620000000000014b0100000000000000010000000000000001000000020000003000000000000000010000000b0201036f420200000000008b6cd7e5f6a641d9010000006219014b0100000000001706f411dbee7a04"
        )
        #expect(throws: LocalCopyCodec.Damage.self, "the fuzzer's: a sum 10^(2^62) apart from zero") {
            try LocalCopyCodec.decode(summary: bytes, sales: .unread(length: 1 << 20))
        }
    }

    private func hex(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex, let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) {
            bytes.append(UInt8(text[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }

    @Test func refusesSalesThatDoNotMatchTheirProductsSums() throws {
        let copy = try makeCopy()
        let sums = copy.catalog.sumsByProduct
        let groups = [copy.catalog.sales(ofProductAt: 0), copy.catalog.sales(ofProductAt: 1)].compactMap { $0 }
        let catalog = Catalog(
            products: copy.catalog.products, sumsByProduct: [CurrencySums(), sums[1]],
            unknownProductSales: copy.catalog.productList.unknownProductSales, saleGroup: { groups[$0] })
        let lying = try #require(catalog)
        let parts = try LocalCopyCodec.encode(LocalCopy(catalog: lying, fetchedAt: copy.fetchedAt))
        #expect(throws: LocalCopyCodec.Damage(reason: "a product's sales that do not match its sums")) {
            try LocalCopyCodec.decode(parts)
        }
    }

    @Test func refusesAHugeCountBeforeReservingAnything() throws {
        var parts = try LocalCopyCodec.encode(
            LocalCopy(products: [], sales: [], fetchedAt: Date(timeIntervalSince1970: 0)))
        parts.summary.replaceSubrange(13..<17, with: [0xFF, 0xFF, 0xFF, 0xFF])  // the id count
        #expect(throws: LocalCopyCodec.Damage(reason: "truncated")) { try LocalCopyCodec.decode(parts) }
    }

    @Test func refusesASumOfMoreSalesThanTheSalesPartHasBytes() throws {
        var parts = try LocalCopyCodec.encode(try makeCopy())
        var bytes = parts.summary
        let aud = UInt16(try code("AUD").index)
        // Mac mini's sums: one currency, AUD, one sale.
        let entry: [UInt8] = [1, 0, UInt8(aud & 0xFF), UInt8(aud >> 8), 1, 0, 0, 0, 0, 0, 0, 0]
        let start = try #require(
            bytes.indices.first { bytes[$0...].starts(with: entry) }.map { $0 + 4 })
        bytes.replaceSubrange(start..<start + 8, with: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        parts.summary = bytes
        #expect(throws: LocalCopyCodec.Damage(reason: "sums that cannot have been kept")) {
            try LocalCopyCodec.decode(parts)
        }
        #expect(throws: LocalCopyCodec.Damage(reason: "sums that cannot have been kept"), "unread, the part's length") {
            try LocalCopyCodec.decode(summary: bytes, sales: .unread(length: parts.sales.count))
        }
    }

    @Test func namesAnotherFormatVersion() throws {
        var parts = try LocalCopyCodec.encode(try makeCopy())
        parts.summary[4] = 9
        #expect(throws: LocalCopyCodec.Damage(reason: "written by another version of sales (format 9)")) {
            try LocalCopyCodec.decode(parts)
        }
    }
}

/// Two products, a sale of each and one of a product not in the list, rates to USD and EUR.
func makeCopy() throws -> LocalCopy {
    let mac = Product(id: try #require(Product.ID("M")), name: "Mac mini ✓")
    let pad = Product(id: try #require(Product.ID("P")), name: "iPad\n\"Pro\"")
    var copy = LocalCopy(
        products: [mac, pad],
        sales: [
            try sale("M", "AUD", "1480.79", "2024-07-20T15:45:27.366Z"),
            try sale("P", "JPY", "0.00000000000000000000000000000000000001", "2024-07-19T00:00:00Z"),
            try sale("X", "USD", "-12.50", "1999-12-31T23:59:59.999Z"),
        ],
        fetchedAt: Date(timeIntervalSince1970: 1_732_400_000.123),
        rates: [
            .usd: CachedRates(
                rates: [try rate("AUD", "USD", "0.5955216769890424011434016198189614102")], etag: "\"abc\"",
                receivedAt: Date(timeIntervalSince1970: 1_732_400_001), maxAge: .seconds(42)),
            try code("EUR"): CachedRates(
                rates: [], etag: nil, receivedAt: Date(timeIntervalSince1970: 1_732_400_002), maxAge: .zero),
        ])
    // What the fetch could not read: said again whenever the copy answers.
    copy.leftOut = LeftOut(sales: SkippedSummary(count: 2, first: #"#7 (amount=ten): invalid "amount": "ten""#))
    return copy
}
