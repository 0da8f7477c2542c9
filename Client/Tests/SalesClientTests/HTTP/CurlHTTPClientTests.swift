import Foundation
import SalesClient
import Testing

/// libcurl against `fake-upstream` running as a real process on a free port.
@Suite(.serialized) struct CurlHTTPClientTests {
    @Test func fetchesABodyExactly() async throws {
        let server = try startFake()
        let response = try await CurlHTTPClient().send(HTTPRequest(url: try url(server, "/rates")))
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == (try fixture("rates.json")))
    }

    @Test func postsABodyAndReturnsErrorStatusesAsResponses() async throws {
        let server = try startFake()
        let login = HTTPRequest(
            method: .post, url: try url(server, "/login"), headers: ["Content-Type": "application/json"],
            body: Data(#"{"username":"tester","password":"password"}"#.utf8))
        #expect(try await CurlHTTPClient().send(login).statusCode == 200)
        let unauthorized = try await CurlHTTPClient().send(HTTPRequest(url: try url(server, "/products")))
        #expect(unauthorized.statusCode == 401)
        #expect(String(decoding: unauthorized.body, as: UTF8.self).contains("Missing token."))
    }

    @Test func recoversFromAServerErrorWithARetry() async throws {
        let server = try startFake(["--fault", "rates:fail=1,status=500,times=1"])
        let client = RetryingHTTPClient(CurlHTTPClient())
        #expect(try await client.send(HTTPRequest(url: try url(server, "/rates"))).statusCode == 200)
        let stats = try await CurlHTTPClient().send(HTTPRequest(url: try url(server, "/_admin/stats")))
        #expect(String(decoding: stats.body, as: UTF8.self).contains(#""rates":2"#))
    }

    @Test func timesOut() async throws {
        let server = try startFake(["--fault", "rates:latency=3000"])
        await #expect(throws: TransportError.timeout) {
            try await CurlHTTPClient().send(HTTPRequest(url: try url(server, "/rates"), timeout: .milliseconds(300)))
        }
    }

    @Test func reportsARefusedConnection() async throws {
        let server = try startFake()
        let address = try url(server, "/rates")
        server.stop()
        await #expect {
            try await CurlHTTPClient().send(HTTPRequest(url: address))
        } throws: { error in
            guard case TransportError.connectionFailed = error else { return false }
            return true
        }
    }

    @Test func reportsATruncatedBody() async throws {
        let server = try startFake(["--fault", "rates:truncated"])
        await #expect(throws: TransportError.self) {
            try await CurlHTTPClient().send(HTTPRequest(url: try url(server, "/rates")))
        }
    }

    @Test func refusesOtherSchemes() async throws {
        await #expect(throws: TransportError.self) {
            try await CurlHTTPClient().send(HTTPRequest(url: try #require(URL(string: "file:///etc/passwd"))))
        }
    }

    private func startFake(_ arguments: [String] = []) throws -> ServerProcess {
        try ServerProcess(
            try Executables.fakeUpstream(), arguments: ["--port", "0", "--fixtures", Executables.fixtures] + arguments)
    }

    private func url(_ server: ServerProcess, _ path: String) throws -> URL {
        try #require(URL(string: server.baseURL + path))
    }
}
