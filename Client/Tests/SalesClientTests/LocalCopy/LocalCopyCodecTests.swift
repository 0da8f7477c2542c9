import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct LocalCopyCodecTests {
    @Test func readsBackEveryFigureExactly() throws {
        let copy = try makeCopy()
        #expect(try LocalCopyCodec.decode(LocalCopyCodec.encode(copy)) == copy)
    }

    @Test func refusesEveryTruncationWithoutTrapping() throws {
        let bytes = LocalCopyCodec.encode(try makeCopy())
        for length in 0..<bytes.count {
            #expect(throws: LocalCopyCodec.Damage.self) { try LocalCopyCodec.decode(Array(bytes.prefix(length))) }
        }
        #expect(throws: LocalCopyCodec.Damage(reason: "bytes after the end")) {
            try LocalCopyCodec.decode(bytes + [0])
        }
    }

    @Test func refusesAHugeCountBeforeReservingAnything() throws {
        var bytes = LocalCopyCodec.encode(LocalCopy(products: [], sales: [], fetchedAt: Date(timeIntervalSince1970: 0)))
        bytes.replaceSubrange(13..<17, with: [0xFF, 0xFF, 0xFF, 0xFF])  // the id count
        #expect(throws: LocalCopyCodec.Damage(reason: "truncated")) { try LocalCopyCodec.decode(bytes) }
    }

    @Test func namesAnotherFormatVersion() throws {
        var bytes = LocalCopyCodec.encode(try makeCopy())
        bytes[4] = 9
        #expect(throws: LocalCopyCodec.Damage(reason: "written by another version of sales (format 9)")) {
            try LocalCopyCodec.decode(bytes)
        }
    }
}

/// Two products, a sale of each and one of a product not in the list, rates to USD and EUR.
func makeCopy() throws -> LocalCopy {
    let mac = Product(id: try #require(Product.ID("M")), name: "Mac mini ✓")
    let pad = Product(id: try #require(Product.ID("P")), name: "iPad\n\"Pro\"")
    return LocalCopy(
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
}
