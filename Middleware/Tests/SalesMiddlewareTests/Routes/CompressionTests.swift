import AppTesting
import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore
import SalesCore
import SalesMiddleware
import Testing

/// `Accept-Encoding: gzip` gets the table gzipped once; every answer says it varies by encoding.
@Suite struct CompressionTests {
    @Test func sendsTheTableGzippedToAClientThatAcceptsIt() async throws {
        try await makeSUT().testRouter { client in
            let plain = try await client.get("/rates")
            let gzipped = try await client.get("/rates", headers: [.acceptEncoding: "gzip, deflate, br"])

            #expect(gzipped.status == .ok)
            #expect(gzipped.headers[.contentEncoding] == "gzip")
            #expect(gzipped.headers[.vary] == "Accept-Encoding")
            #expect(gzipped.body.readableBytes < plain.body.readableBytes)
            var compressed = gzipped.body
            #expect(try compressed.decompress(with: .gzip()) == plain.body)
        }
    }

    @Test(arguments: [
        "gzip", "GZIP", "x-gzip", "*", "deflate, gzip;q=0.5", "gzip;q=1.0, identity;q=0.5", "identity;q=0.5, *",
        "gzip ; q=0.8, identity;q=0.8",
    ])
    func gzipsWhenTheClientWeighsItAtLeastAsMuchAsIdentity(_ acceptEncoding: String) async throws {
        try await makeSUT().testRouter { client in
            let response = try await client.get("/rates", headers: [.acceptEncoding: acceptEncoding])
            #expect(response.headers[.contentEncoding] == "gzip")
        }
    }

    @Test(arguments: ["", "identity", "br, deflate", "gzip;q=0", "gzip;q=0.5, identity", "*;q=0, identity", "gzip;q=2"])
    func sendsPlainJSONOtherwise(_ acceptEncoding: String) async throws {
        try await makeSUT().testRouter { client in
            let response = try await client.get("/rates", headers: [.acceptEncoding: acceptEncoding])
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.json is [Any])
        }
    }

    @Test func tagsEachEncodingApart() async throws {
        try await makeSUT().testRouter { client in
            let plain = try await client.get("/rates")
            let gzipped = try await client.get("/rates", headers: [.acceptEncoding: "gzip"])
            let plainTag = try #require(plain.headers[.eTag])
            let gzipTag = try #require(gzipped.headers[.eTag])
            #expect(gzipTag != plainTag)

            let revalidated = try await client.get(
                "/rates", headers: [.acceptEncoding: "gzip", .ifNoneMatch: gzipTag])
            #expect(revalidated.status == .notModified)
            #expect(revalidated.headers[.vary] == "Accept-Encoding")
            let otherEncoding = try await client.get("/rates", headers: [.ifNoneMatch: gzipTag])
            #expect(otherEncoding.status == .ok, "the gzip tag does not name the plain body")
        }
    }

    @Test func leavesABodyTooSmallToGainUncompressed() async throws {
        let oneRate = [try rate("EUR", "USD", "1.18")]
        try await makeSUT(rates: oneRate).testRouter { client in
            let response = try await client.get("/rates", headers: [.acceptEncoding: "gzip"])
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.text == #"[{"from":"EUR","to":"USD","rate":1.18}]"#)
        }
    }

    private func makeSUT(rates: [ConversionRate]? = nil) throws -> some ApplicationProtocol {
        try SalesMiddlewareTests.makeSUT(provider: RatesProviderStub(rates: try rates ?? Fixtures.rates()))
    }
}
