import Foundation
import SalesClient
import SalesHTTP
import ScriptedHTTPServer
import Synchronization
import Testing

/// The retrying decorator over libcurl, against a scripted HTTP server on 127.0.0.1.
@Suite struct RetryingCurlTransportTests {
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

    @Test func startsTheConsumerAnewForEachAttempt() async throws {
        let attempts = Mutex(0)
        let server = try ScriptedHTTPServer { _ in
            attempts.withLock { count in
                count += 1
                return count == 1 ? .truncated(announcedLength: 1_000, body: Data("[{\"a\"".utf8)) : .json("[]")
            }
        }
        let consumer = RestartingConsumerSpy()
        let response = try await RetryingTransport(CurlTransport(), sleep: { _ in }).send(
            TransportRequest(url: try url(server, "/sales")), streamingTo: consumer)
        #expect(response.statusCode == 200)
        #expect(consumer.begins == 2)
        #expect(String(decoding: consumer.received, as: UTF8.self) == "[]", "only the last attempt's body")
    }

    private func url(_ server: ScriptedHTTPServer, _ path: String) throws -> URL {
        try #require(URL(string: server.baseURL + path))
    }
}

/// Counts the bodies a streamed answer begins, and keeps the last one's bytes.
private final class RestartingConsumerSpy: ResponseBodyConsumer {
    private let state = Mutex((begins: 0, received: [UInt8]()))

    var begins: Int { state.withLock { $0.begins } }
    var received: [UInt8] { state.withLock { $0.received } }

    func begin() {
        state.withLock { $0 = (begins: $0.begins + 1, received: []) }
    }

    func receive(_ bytes: RawSpan) -> Bool {
        state.withLock { $0.received += bytes.withUnsafeBytes { Array($0) } }
        return true
    }
}
