import Foundation
import SalesClient
import SalesCore
import ScriptedHTTPServer
import Synchronization
import Testing

/// libcurl against a scripted HTTP server on 127.0.0.1 at a free port.
@Suite struct CurlTransportTests {
    @Test func fetchesABodyExactly() async throws {
        let body = #"[{"from":"EUR","to":"USD","rate":1.18}]"# + String(repeating: " ", count: 100_000)
        let server = try ScriptedHTTPServer { _ in .json(body) }
        let response = try await CurlTransport().send(TransportRequest(url: try url(server, "/rates")))
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == body)
    }

    @Test func readsTheResponseHeaders() async throws {
        let server = try ScriptedHTTPServer { _ in
            .respond(status: 429, headers: ["Retry-After": "7", "X-Request-Id": "r-1"], body: Data("{}".utf8))
        }
        let response = try await CurlTransport().send(TransportRequest(url: try url(server, "/rates")))
        #expect(response.statusCode == 429)
        #expect(response.headers["retry-after"] == "7")
        #expect(response.headers["x-request-id"] == "r-1")
    }

    @Test func postsABodyAndReturnsErrorStatusesAsResponses() async throws {
        let received = Mutex<ScriptedHTTPServer.Request?>(nil)
        let server = try ScriptedHTTPServer { request in
            received.withLock { $0 = request }
            return request.method == "POST"
                ? .json(#"{"access_token":"abc"}"#) : .json(#"{"message":"Missing token."}"#, status: 401)
        }
        let login = TransportRequest(
            method: .post, url: try url(server, "/login"), headers: ["Content-Type": "application/json"],
            body: Data(#"{"username":"tester","password":"password"}"#.utf8))
        #expect(try await CurlTransport().send(login).statusCode == 200)
        let request = try #require(received.withLock { $0 })
        #expect(request.headers["content-type"] == "application/json")
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"username":"tester","password":"password"}"#)

        let unauthorized = try await CurlTransport().send(TransportRequest(url: try url(server, "/products")))
        #expect(unauthorized.statusCode == 401)
        #expect(String(decoding: unauthorized.body, as: UTF8.self).contains("Missing token."))
    }

    @Test func saysWhichClientAndVersionIsAsking() async throws {
        let received = Mutex<ScriptedHTTPServer.Request?>(nil)
        let server = try ScriptedHTTPServer { request in
            received.withLock { $0 = request }
            return .json("[]")
        }
        _ = try await CurlTransport().send(TransportRequest(url: try url(server, "/rates")))
        let request = try #require(received.withLock { $0 })
        #expect(request.headers["user-agent"] == "sales/\(SaleAssistant.version)")
    }

    @Test func recoversFromAServerErrorWithARetry() async throws {
        let failures = Mutex(1)
        let server = try ScriptedHTTPServer { _ in
            failures.withLock { left in
                defer { left -= 1 }
                return left > 0 ? .json("{}", status: 500) : .json("[]")
            }
        }
        let client = RetryingTransport(CurlTransport(), sleep: { _ in })
        #expect(try await client.send(TransportRequest(url: try url(server, "/rates"))).statusCode == 200)
        #expect(server.requestCount("/rates") == 2)
    }

    @Test func timesOutWhenTheServerNeverAnswers() async throws {
        let server = try ScriptedHTTPServer { _ in .hang }
        defer { server.stop() }
        await #expect(throws: TransportError.timeout) {
            try await CurlTransport().send(
                TransportRequest(url: try url(server, "/rates"), timeout: .milliseconds(300)))
        }
    }

    @Test func reportsARefusedConnection() async throws {
        let closed = try ClosedPort()
        await #expect {
            try await CurlTransport().send(TransportRequest(url: try #require(URL(string: closed.baseURL + "/rates"))))
        } throws: { error in
            guard case TransportError.connectionFailed = error else { return false }
            return true
        }
    }

    @Test func reportsATruncatedBody() async throws {
        let server = try ScriptedHTTPServer { _ in .truncated(announcedLength: 1_000, body: Data("[{".utf8)) }
        await #expect(throws: TransportError.self) {
            try await CurlTransport().send(TransportRequest(url: try url(server, "/rates")))
        }
    }

    @Test func refusesABodyLargerThanItsLimitAndNamesACutShortOne() async throws {
        let server = try ScriptedHTTPServer { request in
            request.path == "/big"
                ? .json(String(repeating: " ", count: 10_000))
                : .truncated(announcedLength: 1_000, body: Data("[".utf8))
        }
        await #expect(throws: TransportError.tooLarge(4_096)) {
            try await CurlTransport(maximumBodyBytes: 4_096).send(TransportRequest(url: try url(server, "/big")))
        }
        await #expect(throws: TransportError.truncated) {
            try await CurlTransport().send(TransportRequest(url: try url(server, "/cut")))
        }
    }

    @Test func reportsAGzipBodyThatDoesNotInflateAsMalformed() async throws {
        let server = try ScriptedHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Encoding": "gzip"], body: Data("not gzip at all".utf8))
        }
        await #expect {
            try await CurlTransport().send(TransportRequest(url: try url(server, "/sales")))
        } throws: { error in
            guard case TransportError.malformed = error else { return false }
            return true
        }
    }

    @Test func refusesOtherSchemes() async throws {
        await #expect(throws: TransportError.self) {
            try await CurlTransport().send(TransportRequest(url: try #require(URL(string: "file:///etc/passwd"))))
        }
    }

    private func url(_ server: ScriptedHTTPServer, _ path: String) throws -> URL {
        try #require(URL(string: server.baseURL + path))
    }
}
