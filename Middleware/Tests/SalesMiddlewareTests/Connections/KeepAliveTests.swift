import Foundation
import SalesMiddleware
import ScriptedHTTPServer
import Testing

/// A request that does not keep its connection alive gets its answer, then the connection closes.
@Suite struct KeepAliveTests {
    @Test(arguments: [
        "GET /health HTTP/1.0\r\n\r\n",
        "GET /health HTTP/1.0\r\nConnection: close\r\n\r\n",
        "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Close\r\n\r\n",
        "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive, close\r\n\r\n",
    ])
    func closesTheConnectionAfterAnsweringARequestThatDoesNotKeepItAlive(request: String) async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            let connection = try RawConnection(port: port)
            connection.send(request)

            let (answer, closed) = await connection.readUntilClosed(timeout: .seconds(5))

            #expect(answer.hasPrefix("HTTP/1.1 200"))
            #expect(closed)
        }
    }

    @Test func keepsAnHTTP10ConnectionThatAsksToBeKeptAlive() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream)) { port, _ in
            let connection = try RawConnection(port: port)
            for _ in 0..<2 {
                connection.send("GET /health HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                #expect(await connection.readResponse(timeout: .seconds(5))?.hasPrefix("HTTP/1.1 200") == true)
            }
        }
    }
}
