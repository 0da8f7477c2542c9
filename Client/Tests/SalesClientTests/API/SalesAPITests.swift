import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import SalesLocalCopy
import ScriptedHTTPServer
import Testing

@Suite struct SalesAPITests {
    @Test func logsInWithAJSONBodyAndReadsTheToken() async throws {
        let http = TransportStub(["/login": [response(200, #"{"access_token":"abc123"}"#)]])
        let token = try await makeSUT(http).login(username: "tester", password: "pa\"ss")
        #expect(token.rawValue == "abc123")
        let request = try #require(http.requests.first)
        #expect(request.method == .post)
        #expect(request.headers["Content-Type"] == "application/json")
        let body = try JSONDecoder().decode([String: String].self, from: try #require(request.body))
        #expect(body == ["username": "tester", "password": "pa\"ss"])
    }

    @Test func reportsTheServersMessageForRefusedCredentials() async throws {
        let http = TransportStub(["/login": [response(401, #"{"message":"Invalid credentials."}"#)]])
        await #expect(throws: ClientError.invalidCredentials("Invalid credentials.")) {
            try await makeSUT(http).login(username: "tester", password: "nope")
        }
    }

    @Test func tellsAWrongAddressAndARateLimitFromWrongCredentials() async throws {
        let missing = TransportStub(["/login": [response(404, "Not Found")]])
        await #expect(throws: ClientError.notFound(service: "sales API", url: "http://upstream.test/login")) {
            try await makeSUT(missing).login(username: "tester", password: "password")
        }
        let limited = TransportStub(["/login": [response(429, #"{"message":"slow down"}"#)]])
        await #expect(throws: ClientError.rateLimited(service: "sales API")) {
            try await makeSUT(limited).login(username: "tester", password: "password")
        }
        #expect(ClientError.rateLimited(service: "sales API").exitCode == 4)
    }

    @Test func namesAnAnswerTooLargeOrCutShort() async throws {
        let large = TransportStub(["/sales": [.failure(.tooLarge(1_000))]])
        await #expect {
            try await makeSUT(large).sales(token: try #require(AccessToken("tok")))
        } throws: { error in
            guard case ClientError.badResponse(service: "sales API", let reason) = error else { return false }
            return reason.contains("larger than 1000 bytes") && (error as? ClientError)?.exitCode == 5
        }
        let cut = TransportStub(["/sales": [.failure(.truncated)]])
        await #expect(
            throws: ClientError.serverFailed(service: "sales API", status: nil, message: "its answer was cut short")
        ) {
            try await makeSUT(cut).sales(token: try #require(AccessToken("tok")))
        }
        #expect(
            ClientError.serverFailed(service: "sales API", status: nil, message: "its answer was cut short").description
                == "the sales API failed: its answer was cut short")
    }

    @Test func sendsTheRawTokenWithoutBearer() async throws {
        let http = TransportStub(["/products": [response(200, try fixture("products.json"))]])
        let products = try await makeSUT(http).products(token: try #require(AccessToken("tok")))
        #expect(products.elements.count == 10)
        #expect(http.requests.first?.headers["Authorization"] == "tok")
    }

    @Test func turnsA401IntoAnExpiredSession() async throws {
        let http = TransportStub(["/sales": [response(401, #"{"message":"Token expired."}"#)]])
        await #expect(throws: ClientError.sessionExpired) {
            try await makeSUT(http).sales(token: try #require(AccessToken("tok")))
        }
    }

    @Test func namesTheMiddlewaresRefusalWithoutEndingTheSession() async throws {
        for status in [401, 403] {
            let http = TransportStub(["/rates": [response(status, #"{"message":"Not allowed."}"#)]])
            let refusal = ClientError.refused(service: "rates middleware", status: status, message: "Not allowed.")
            await #expect(throws: refusal) { try await makeSUT(http).rates() }
            #expect(refusal.exitCode == 4)
            #expect(
                refusal.description
                    == "the rates middleware refused the request (HTTP \(status)): Not allowed. — check --rates-url; "
                    + "`sales login` does not change it")
        }
    }

    @Test func aBodyThatDoesNotDecodeIsBadDataNotAnUnreachableServer() async throws {
        let http = TransportStub([
            "/sales": [.failure(.malformed("unrecognized or bad HTTP Content or Transfer-Encoding"))]
        ])
        await #expect(
            throws: ClientError.badResponse(
                service: "sales API", reason: "unrecognized or bad HTTP Content or Transfer-Encoding")
        ) { try await makeSUT(http).sales(token: try #require(AccessToken("tok"))) }
    }

    @Test func tellsServerFailuresFromBadData() async throws {
        let failing = TransportStub(["/sales": [response(503, #"{"message":"down"}"#)]])
        await #expect(throws: ClientError.serverFailed(service: "sales API", status: 503, message: "down")) {
            try await makeSUT(failing).sales(token: try #require(AccessToken("tok")))
        }
        let garbled = TransportStub(["/rates": [response(200, "<html>")]])
        await #expect {
            try await makeSUT(garbled).rates()
        } throws: { error in
            guard case ClientError.badResponse(service: "rates middleware", _) = error else { return false }
            return (error as? ClientError)?.exitCode == 5
        }
    }

    @Test func tellsTimeoutsAndRefusedConnectionsApart() async throws {
        let slow = TransportStub(["/rates": [.failure(.timeout)]])
        await #expect(throws: ClientError.timeout(service: "rates middleware")) { try await makeSUT(slow).rates() }
        let down = TransportStub(["/rates": [.failure(.connectionFailed("connection refused"))]])
        await #expect(throws: ClientError.unreachable(service: "rates middleware", reason: "connection refused")) {
            try await makeSUT(down).rates()
        }
    }

    @Test func mapsTheSalesWhileTheyArriveAndStopsAtTheFirstByteThatIsNotJSON() async throws {
        let sales = try fixture("sales.json")
        let broken = String(sales.dropLast(2)) + ", {\"product_id\": ?" + String(repeating: " ", count: 4_000_000) + "]"
        let server = try ScriptedHTTPServer { request in .json(request.path == "/sales" ? sales : broken) }
        let api = SalesAPI(
            http: CurlTransport(), apiURL: try #require(URL(string: server.baseURL)),
            ratesURL: try #require(URL(string: server.baseURL + "/rates")), timeout: .seconds(5))
        let token = try #require(AccessToken("tok"))
        let question = try #require(broken.utf8.firstIndex(of: UInt8(ascii: "?")))
        let offset = broken.utf8.distance(from: broken.utf8.startIndex, to: question)

        let mapped = try await api.sales(token: token)
        #expect(mapped == (try SalesMapper.mapByProduct(Data(sales.utf8), statusCode: 200)))

        let brokenAPI = SalesAPI(
            http: CurlTransport(), apiURL: try #require(URL(string: server.baseURL + "/broken")),
            ratesURL: try #require(URL(string: server.baseURL + "/rates")), timeout: .seconds(5))
        await #expect {
            try await brokenAPI.sales(token: token)
        } throws: { error in
            guard case ClientError.badResponse(service: "sales API", let reason) = error else { return false }
            return reason.contains("invalid JSON at byte \(offset): unexpected character '?'")
        }
    }

    private func makeSUT(_ http: TransportStub) throws -> SalesAPI {
        SalesAPI(
            http: http,
            apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")),
            timeout: .seconds(5)
        )
    }
}
