import AppTesting
import HTTPTypes
import Hummingbird
import SalesMiddleware
import Testing

/// Browser clients: which origins may read the answers, and preflights.
@Suite struct CORSTests {
    private static let app = "https://app.example.com"

    @Test func letsAListedOriginReadAnswersAndTheirCacheHeaders() async throws {
        try await makeSUT(.only([Self.app, "http://localhost:3000"])).testRouter { client in
            let response = try await client.get("/rates", headers: [.origin: Self.app])
            #expect(response.status == .ok)
            #expect(response.headers[.accessControlAllowOrigin] == Self.app)
            #expect(response.headers[values: .vary].contains("Origin"))
            #expect(response.headers[.accessControlExposeHeaders] == "ETag, X-Cache, X-Request-Id")
        }
    }

    @Test func answersAListedOriginsPreflight() async throws {
        try await makeSUT(.only([Self.app])).testRouter { client in
            let response = try await client.executeRequest(
                uri: "/rates", method: .options,
                headers: [.origin: Self.app, .accessControlRequestMethod: "GET"], body: nil)
            #expect(response.status == .noContent)
            #expect(response.headers[.accessControlAllowOrigin] == Self.app)
            #expect(response.headers[.accessControlAllowMethods] == "GET, HEAD")
            #expect(response.headers[.accessControlMaxAge] == "600")
        }
    }

    @Test func givesAnOriginOffTheListNoCORSHeadersButVariesByOrigin() async throws {
        try await makeSUT(.only([Self.app])).testRouter { client in
            let response = try await client.get("/rates", headers: [.origin: "https://evil.example"])
            #expect(response.status == .ok)
            #expect(response.headers[.accessControlAllowOrigin] == nil)
            #expect(response.headers[values: .vary].contains("Origin"))
            let preflight = try await client.executeRequest(
                uri: "/rates", method: .options,
                headers: [.origin: "https://evil.example", .accessControlRequestMethod: "GET"], body: nil)
            #expect(preflight.status == .methodNotAllowed)
            #expect(preflight.headers[.accessControlAllowOrigin] == nil)
        }
    }

    @Test func letsEveryOriginReadEvenErrorsWithAStar() async throws {
        try await makeSUT(.any).testRouter { client in
            let response = try await client.get("/rates", headers: [.origin: "https://anyone.example"])
            #expect(response.headers[.accessControlAllowOrigin] == "*")
            let error = try await client.get("/rates?to=nope", headers: [.origin: "https://anyone.example"])
            #expect(error.status == .badRequest)
            #expect(error.headers[.accessControlAllowOrigin] == "*")
            #expect(error.error?.contains("three-letter currency code") == true)
        }
    }

    @Test func sendsNoCORSHeadersByDefault() async throws {
        try await makeSUT(.none).testRouter { client in
            let response = try await client.get("/rates", headers: [.origin: Self.app])
            #expect(response.headers[.accessControlAllowOrigin] == nil)
            let preflight = try await client.executeRequest(
                uri: "/rates", method: .options, headers: [.origin: Self.app, .accessControlRequestMethod: "GET"],
                body: nil)
            #expect(preflight.status == .methodNotAllowed)
        }
    }

    private func makeSUT(_ origins: AllowedOrigins) throws -> some ApplicationProtocol {
        try SalesMiddlewareTests.makeSUT(provider: RatesProviderStub(rates: try Fixtures.rates())) {
            $0.allowedOrigins = origins
        }
    }
}
