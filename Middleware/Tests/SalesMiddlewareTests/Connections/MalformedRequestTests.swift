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

    /// RFC 9112 §3.2: a Host that is not a host and an optional port is a bad request.
    @Test(arguments: ["user@x", "x y", "x/y", "x:80x", "[::1", "a:b:c"])
    func refusesAHostThatIsNotAHostAndPort(_ host: String) async throws {
        let (answer, closed) = try await exchange("GET /health HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 400 Bad Request"])
        #expect(answer.hasSuffix(#"{"error":"the request's Host is not a host and port"}"#))
        #expect(closed)
    }

    @Test(arguments: ["x", "127.0.0.1:8080", "[::1]:8080", "xn--bcher-kva.example", "a.b-c_d~e", ""])
    func takesAHostThatIsAHostAndPort(_ host: String) async throws {
        let (answer, _) = try await exchange("GET /health HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 200 OK"])
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

    @Test(arguments: ["xchunked", "gzip", "identity", "foo"])
    func answersATransferCodingThatDoesNotEndInChunkedOnce400(coding: String) async throws {
        let (answer, closed) = try await exchange(
            "POST /rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: \(coding)\r\n\r\n3\r\nabc\r\n0\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 400 Bad Request"])
        #expect(answer.hasSuffix(#"{"error":"the request's Transfer-Encoding does not end with chunked"}"#))
        #expect(closed)
    }

    @Test func answersACodingBeforeChunkedThatIsNotImplementedOnce501() async throws {
        let (answer, closed) = try await exchange(
            "POST /rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 501 Not Implemented"])
        #expect(answer.hasSuffix(#"{"error":"the transfer coding gzip is not implemented; send the body chunked"}"#))
        #expect(closed)
    }

    @Test func refusesATransferCodingInAnHTTP10Request() async throws {
        let (answer, closed) = try await exchange(
            "POST /rates HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 400 Bad Request"])
        #expect(closed)
    }

    @Test func answersARequestWhoseChunkedBodyIsMalformedOnlyOnceThenCloses() async throws {
        let (answer, closed) = try await exchange(
            "POST /rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 405 Method Not Allowed"], "the route's answer, and no second one")
        #expect(closed)
    }

    @Test func answersAMalformedRequestPipelinedBehindAGoodOneAfterTheGoodOnesAnswer() async throws {
        let (answer, closed) = try await exchange(
            "GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /health HTTP/1.1\r\n\r\nGET /health HTTP/1.1\r\nHost: x\r\n\r\n"
        )
        #expect(statusLines(answer) == ["HTTP/1.1 200 OK", "HTTP/1.1 400 Bad Request"])
        #expect(answer.hasSuffix(#"{"error":"the request has no Host header: HTTP/1.1 needs exactly one"}"#))
        #expect(closed, "nothing after the malformed request is read")
    }

    @Test(arguments: ["HTTP/1.2", "HTTP/2.0", "HTTP/3.0"])
    func answersAnHTTPVersionItDoesNotSpeak505(version: String) async throws {
        let (answer, closed) = try await exchange("GET /health \(version)\r\nHost: x\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 505 HTTP Version Not Supported"])
        #expect(closed)
    }

    @Test(arguments: [8 * 1024, 100 * 1024])
    func answersATargetOverItsLimit414(length: Int) async throws {
        let target = "/" + String(repeating: "a", count: length)
        let (answer, closed) = try await exchange("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 414 URI Too Long"])
        #expect(answer.hasSuffix(#"{"error":"the request target is longer than 8192 bytes"}"#))
        #expect(closed)
    }

    /// One field over 80 KiB, every field together over it, or a head past what the parser reads.
    @Test(arguments: [
        "X-Long: " + String(repeating: "a", count: 90 * 1024),
        (0..<10).map { "X-Part-\($0): " + String(repeating: "b", count: 9 * 1024) }.joined(separator: "\r\n"),
        "X-Huge: " + String(repeating: "c", count: 300 * 1024),
        String(repeating: "X-F: 1\r\n", count: 1_001) + "X-L: 1",
    ])
    func answersAHeadOverItsLimits431(_ fields: String) async throws {
        let (answer, closed) = try await exchange("GET /health HTTP/1.1\r\nHost: x\r\n\(fields)\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 431 Request Header Fields Too Large"])
        #expect(closed)
    }

    @Test func answersOPTIONSAsteriskWithWhatTheServerAllows() async throws {
        let (answer, closed) = try await exchange("OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 204 No Content"])
        #expect(answer.lowercased().contains("\r\nallow: get, head\r\n"))
        #expect(answer.hasSuffix("\r\n\r\n"), "no body")
        #expect(closed)
    }

    @Test func refusesTheAsteriskTargetWithAnyOtherMethod() async throws {
        let (answer, _) = try await exchange("GET * HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 400 Bad Request"])
    }

    /// Every answer's status line, in order (an answer may follow the body before it on its line).
    private func statusLines(_ answer: String) -> [String] {
        answer.matches(of: /HTTP\/1\.1 [1-5][0-9][0-9] [A-Za-z ]+(?=\r\n)/).map { String($0.output) }
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
