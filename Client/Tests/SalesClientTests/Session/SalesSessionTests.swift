import Foundation
import SalesClient
import SalesCore
import SalesLocalCopy
import ScriptedHTTPServer
import Testing

@Suite struct SalesSessionTests {
    @Test func refusesEmptyCredentialsBeforeAnyRequest() async throws {
        let http = TransportStub([:])
        let session = try makeSUT(http, tokens: TokenStoreSpy())
        await #expect(throws: ClientError.usage("username and password must not be empty")) {
            try await session.login(username: "", password: "password")
        }
        await #expect(throws: ClientError.self) { try await session.login(username: "tester", password: "") }
        #expect(http.requests.isEmpty)
    }

    @Test func keepsTheTokenAfterLoggingIn() async throws {
        let tokens = TokenStoreSpy()
        let session = try makeSUT(
            TransportStub(["/login": [response(200, #"{"access_token":"abc"}"#)]]), tokens: tokens)
        try await session.login(username: "tester", password: "password")
        #expect(tokens.token?.rawValue == "abc")
    }

    @Test func endsTheSessionOnceWhenBothRequestsAnswer401() async throws {
        let tokens = TokenStoreSpy(token: AccessToken("expired"))
        let http = TransportStub(["/products": [response(401, "{}")], "/sales": [response(401, "{}")]])
        await #expect(throws: ClientError.sessionExpired) { try await makeSUT(http, tokens: tokens).catalogWithRates() }
        #expect(tokens.token == nil)
        #expect(tokens.deletions == 1)
    }

    @Test func loadsProductsAndSalesTogether() async throws {
        let http = TransportStub([
            "/products": [response(200, try fixture("products.json"))],
            "/sales": [response(200, try fixture("sales.json"))],
        ])
        let load = try await makeSUT(http, tokens: TokenStoreSpy(token: AccessToken("tok"))).catalogWithRates()
        #expect(load.source == .network)
        #expect(load.snapshot.catalog.productList.items.count == 10)
        #expect(load.snapshot.leftOut == .nothing)
    }

    @Test func treatsAnUnreadableSessionAsLoggedOutAndClearsIt() async throws {
        let tokens = TokenStoreSpy(loadError: .unreadable("altered"))
        await #expect(throws: ClientError.sessionUnreadable("altered")) {
            try await makeSUT(TransportStub([:]), tokens: tokens).catalogWithRates()
        }
        #expect(tokens.deletions == 1)
        await #expect(throws: ClientError.notLoggedIn) {
            try await makeSUT(TransportStub([:]), tokens: tokens).catalogWithRates()
        }
    }

    @Test func logsOutOfAnUnreadableSessionAndReportsAStoreThatRefusesToDelete() throws {
        let unreadable = TokenStoreSpy(loadError: .unreadable("altered"))
        #expect(try makeSUT(TransportStub([:]), tokens: unreadable).logout())
        #expect(unreadable.deletions == 1)

        let stuck = TokenStoreSpy(token: AccessToken("tok"), deleteError: .storage("read-only file system"))
        #expect(throws: ClientError.storage("cannot store the session: read-only file system")) {
            try makeSUT(TransportStub([:]), tokens: stuck).logout()
        }
        let failing = TokenStoreSpy(loadError: .storage("permission denied"))
        #expect(throws: ClientError.storage("cannot store the session: permission denied")) {
            try makeSUT(TransportStub([:]), tokens: failing).logout()
        }
    }

    private func makeSUT(_ http: TransportStub, tokens: TokenStoreSpy) throws -> SalesSession {
        let api = SalesAPI(
            http: http,
            apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")),
            timeout: .seconds(5)
        )
        return SalesSession(
            api: api, tokens: tokens, copies: InMemoryLocalCopyStore(), policy: CachePolicy(maxAge: .zero))
    }
}
