import Foundation
import SalesMiddleware
import ScriptedHTTPServer
import Synchronization
import Testing

/// What cannot reach the router is answered at the connection, with the API's JSON error, and the
/// connection closed: nothing is left hanging, nothing answered twice.
@Suite struct MalformedRequestTests {
    @Test func answersAnUnknownMethod501WithABody() async throws {
        let (answer, closed) = try await exchange("FOO /rates HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 501 Not Implemented\r\n"))
        #expect(answer.hasSuffix(#"{"error":"the method is not supported; use GET"}"#))
        #expect(answer.lowercased().contains("\r\ncontent-length: 48\r\n"))
        #expect(closed)
    }

    @Test(arguments: [
        ("GET /health HTTP/1.1\r\n\r\n", "the request has no Host header: HTTP/1.1 needs exactly one"),
        (
            "GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
            "the request has more than one Host header: HTTP/1.1 needs exactly one"
        ),
    ])
    func refusesAnHTTP11RequestWithoutExactlyOneHost(request: String, error: String) async throws {
        let (answer, closed) = try await exchange(request)
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(answer.hasSuffix(#"{"error":"\#(error)"}"#))
        #expect(closed)
    }

    @Test func takesAnHTTP10RequestWithoutHost() async throws {
        let (answer, _) = try await exchange("GET /health HTTP/1.0\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 200"))
    }

    @Test func answersCONNECTAndClosesRatherThanLeaveAPipelinedRequestUnanswered() async throws {
        let (answer, closed) = try await exchange(
            "CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\nGET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
        #expect(answer.lowercased().contains("\r\nallow: get, head\r\n"))
        #expect(answer.lowercased().contains("\r\nconnection: close\r\n"))
        #expect(closed, "the answer ends with the connection, and the client knows to retry elsewhere")
    }

    private func exchange(_ request: String) async throws -> (String, Bool) {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        let result = Mutex<(String, Bool)>(("", false))
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            let connection = try RawConnection(port: port)
            connection.send(request)
            let exchanged = await connection.readUntilClosed(timeout: .seconds(5))
            result.withLock { $0 = exchanged }
        }
        return result.withLock { $0 }
    }
}
