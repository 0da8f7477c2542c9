import Foundation
import SalesMiddleware
import ScriptedHTTPServer
import Synchronization
import Testing

/// A connection the server ends is ended in order: every answer written before the end reaches the
/// client, the refusal included, and the end is a close, never a reset — however many requests the
/// client had pipelined behind the one refused, and whether or not it finished sending.
@Suite struct LingeringCloseTests {
    /// 1,000 pipelined requests, one bad one at #500: 499 answers, then its refusal, then the end.
    @Test(arguments: [
        ("GET /health HTTP/1.1\r\n\r\n", "400 Bad Request"),
        ("GET /\(String(repeating: "a", count: 9_000)) HTTP/1.1\r\nHost: x\r\n\r\n", "414 URI Too Long"),
        ("POST /rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "405 Method Not Allowed"),
        ("CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n", "405 Method Not Allowed"),
        (
            "GET /health HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "b", count: 90_000))\r\n\r\n",
            "431 Request Header Fields Too Large"
        ),
        ("GET /health HTTP/1.7\r\nHost: x\r\n\r\n", "505 HTTP Version Not Supported"),
    ])
    func answersEveryPipelinedRequestBeforeTheRefusalThenTheRefusalThenCloses(_ bad: String, _ refusal: String)
        async throws
    {
        let good = "GET /health HTTP/1.1\r\nHost: x\r\n\r\n"
        let requests = String(repeating: good, count: 499) + bad + String(repeating: good, count: 500)
        // Silent after sending, or finishing (half-closing): the bytes after the refused request
        // then come with the end, at once — and never cut the answers owed before it.
        for finishing in [false, true] {
            let (answer, ending) = try await exchange(requests, finishing: finishing)
            let statuses = statusLines(answer)
            #expect(statuses.count == 500, "\(statuses.count) answers (finishing: \(finishing))")
            #expect(statuses.dropLast().allSatisfy { $0 == "HTTP/1.1 200 OK" })
            #expect(statuses.last == "HTTP/1.1 \(refusal)")
            #expect(ending == .closed, "a close, not a reset that drops unread answers")
        }
    }

    /// A client that pipelines its requests and then finishes sending (half-closes) is answered
    /// every one, and the connection closes once the last is written — not after the first, and not
    /// only when it idles out (an hour here).
    @Test func answersEveryRequestOfAClientThatFinishesSendingThenClosesAtOnce() async throws {
        let good = "GET /health HTTP/1.1\r\nHost: x\r\n\r\n"
        let (answer, ending) = try await exchange(String(repeating: good, count: 200), finishing: true)
        #expect(statusLines(answer).count == 200)
        #expect(ending == .closed)
    }

    /// RFC 9112 §9.6: after a request that closes the connection, nothing more is answered.
    @Test(arguments: [
        "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "GET /health HTTP/1.0\r\n\r\n",
        "GET /health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Close\r\n\r\n",
    ])
    func answersARequestThatClosesTheConnectionOnceAndNothingAfterIt(_ closing: String) async throws {
        let (answer, ending) = try await exchange(
            closing + "GET /health HTTP/1.1\r\nHost: x\r\n\r\nnot even HTTP\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 200 OK"])
        #expect(ending == .closed)
    }

    /// No upgrade is offered: the request is answered as a plain one, and the connection — which the
    /// HTTP/1 parser reads no further after it — is closed at once, not left dead until it idles out.
    @Test(arguments: ["h2c", "websocket", "foo/2"])
    func answersAnUpgradeRequestAsAPlainOneAndCloses(_ protocolName: String) async throws {
        let (answer, ending) = try await exchange(
            "GET /health HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: \(protocolName)\r\n\r\n"
                + "GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(statusLines(answer) == ["HTTP/1.1 200 OK"])
        #expect(answer.lowercased().contains("\r\nconnection: close\r\n"))
        #expect(ending == .closed, "closed at once: the idle timeout here is an hour")
    }

    /// Every answer's status line, in order.
    private func statusLines(_ answer: String) -> [String] {
        answer.matches(of: /HTTP\/1\.1 [1-5][0-9][0-9] [A-Za-z ]+(?=\r\n)/).map { String($0.output) }
    }

    /// `finishing`: the client shuts its writing side once all is sent; otherwise it stays silent and
    /// the server closes after its lingering quiet time.
    private func exchange(_ requests: String, finishing: Bool = false) async throws -> (String, RawConnection.Ending) {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        let result = Mutex<(String, RawConnection.Ending)>(("", .open))
        var configuration = try liveConfiguration(upstream: upstream)
        configuration.idleTimeout = .seconds(3_600)
        try await withRunningMiddleware(configuration) { port, _ in
            let connection = try RawConnection(port: port)
            let exchanged = await connection.exchange(requests, timeout: .seconds(20), finishing: finishing)
            result.withLock { $0 = exchanged }
        }
        return result.withLock { $0 }
    }
}
