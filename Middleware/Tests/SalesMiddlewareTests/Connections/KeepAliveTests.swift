import Foundation
import SalesMiddleware
import ScriptedHTTPServer
import Testing

/// A request that does not keep its connection alive gets its answer, saying `Connection: close`,
/// then the connection closes; one that keeps it alive is not told otherwise.
@Suite struct KeepAliveTests {
    @Test(arguments: [
        "GET /health HTTP/1.0\r\n\r\n",
        "GET /health HTTP/1.0\r\nConnection: close\r\n\r\n",
        "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Close\r\n\r\n",
        "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive, close\r\n\r\n",
        "GET /health HTTP/1.0\r\nConnection: keep-alive, close\r\n\r\n",
        "GET /health HTTP/1.0\r\nConnection: close, keep-alive\r\n\r\n",
    ])
    func closesTheConnectionAfterAnAnswerThatSaysSo(request: String) async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            let connection = try RawConnection(port: port)
            connection.send(request)

            let (answer, closed) = await connection.readUntilClosed(timeout: .seconds(5))

            #expect(answer.hasPrefix("HTTP/1.1 200"))
            #expect(answer.lowercased().contains("\r\nconnection: close\r\n"), "a proxy must not keep it")
            #expect(closed)
        }
    }

    /// nginx's revalidation of a cached answer, as a location with its own `proxy_set_header` sends it.
    @Test func saysCloseOnAConditionalRequestThatAsksForIt() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            let first = try RawConnection(port: port)
            first.send("GET /rates HTTP/1.1\r\nHost: x\r\n\r\n")
            let fresh = try #require(await first.readResponse(timeout: .seconds(5)))
            let etag = try #require(
                fresh.split(separator: "\r\n").first { $0.lowercased().hasPrefix("etag:") }?.dropFirst(5)
                    .trimmingCharacters(in: .whitespaces))
            let connection = try RawConnection(port: port)
            connection.send("GET /rates HTTP/1.1\r\nHost: x\r\nConnection: close\r\nIf-None-Match: \(etag)\r\n\r\n")

            let (answer, closed) = await connection.readUntilClosed(timeout: .seconds(5))

            #expect(answer.hasPrefix("HTTP/1.1 304"))
            #expect(answer.lowercased().contains("\r\nconnection: close\r\n"))
            #expect(closed)
        }
    }

    @Test func keepsAnHTTP10ConnectionThatAsksToBeKeptAlive() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            let connection = try RawConnection(port: port)
            for _ in 0..<2 {
                connection.send("GET /health HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                let answer = await connection.readResponse(timeout: .seconds(5))
                #expect(answer?.hasPrefix("HTTP/1.1 200") == true)
                #expect(answer?.lowercased().contains("connection: close") == false)
                #expect(
                    answer?.lowercased().contains("\r\nconnection: keep-alive\r\n") == true,
                    "an HTTP/1.0 client is told")
            }
        }
    }
}
