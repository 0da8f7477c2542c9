import Foundation
import SalesHTTP
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

    @Test func saysWhichProgramIsAskingAsItIsTold() async throws {
        let received = Mutex<[String?]>([])
        let server = try ScriptedHTTPServer { request in
            received.withLock { $0.append(request.headers["user-agent"]) }
            return .json("[]")
        }
        _ = try await CurlTransport(userAgent: "sales/1.2.3").send(TransportRequest(url: try url(server, "/rates")))
        _ = try await CurlTransport().send(TransportRequest(url: try url(server, "/rates")))
        #expect(received.withLock { $0 } == ["sales/1.2.3", nil])
    }

    @Test func timesOutWhenTheServerNeverAnswers() async throws {
        let server = try ScriptedHTTPServer { _ in .hang }
        defer { server.stop() }
        await #expect(throws: TransportError.timeout) {
            try await CurlTransport().send(
                TransportRequest(url: try url(server, "/rates"), timeout: .milliseconds(300)))
        }
    }

    /// The timeout is for a server that stalls: a body that keeps arriving, however long it takes
    /// in all, is not cut.
    @Test func aBodyThatKeepsArrivingPastTheTimeoutIsNotCut() async throws {
        // 60 bytes over 4.5 s with a 2 s timeout: a byte every 75 ms, room for a loaded machine's pauses.
        let server = try ScriptedHTTPServer { _ in .trickle(announcedLength: 60, interval: .milliseconds(75)) }
        defer { server.stop() }
        let response = try await CurlTransport().send(
            TransportRequest(url: try url(server, "/sales"), timeout: .seconds(2)))
        #expect(response.body == Data(repeating: UInt8(ascii: " "), count: 60))
    }

    @Test func aBodyThatStopsArrivingTimesOut() async throws {
        let server = try ScriptedHTTPServer { _ in .stall(announcedLength: 1_000, body: Data("[{".utf8)) }
        defer { server.stop() }
        await #expect(throws: TransportError.timeout) {
            try await CurlTransport().send(TransportRequest(url: try url(server, "/sales"), timeout: .seconds(1)))
        }
    }

    /// Two different lengths (RFC 9112 §6.3): refused at once as bad data, not waited on until the
    /// timeout for bytes the other length promised. The timeout here is an hour: a wait would show.
    @Test(arguments: ["Content-Length: 4\r\nContent-Length: 6000000", "Content-Length: 4, 6000000"])
    func twoDifferentLengthsAreAFramingErrorAtOnce(_ fields: String) async throws {
        let server = try ScriptedHTTPServer { _ in
            .raw(head: "HTTP/1.1 200 OK\r\n\(fields)\r\n\r\n", body: Data("[  ]".utf8))
        }
        defer { server.stop() }
        await #expect(throws: TransportError.malformed("a response with two different lengths (Content-Length)")) {
            try await CurlTransport().send(TransportRequest(url: try url(server, "/sales"), timeout: .seconds(3_600)))
        }
    }

    @Test func aLengthThatIsNotANumberIsAFramingErrorAtOnce() async throws {
        let server = try ScriptedHTTPServer { _ in
            .raw(head: "HTTP/1.1 200 OK\r\nContent-Length: 4x\r\n\r\n", body: Data("[  ]".utf8))
        }
        defer { server.stop() }
        await #expect(throws: TransportError.malformed("a length that is not a number (Content-Length: 4x)")) {
            try await CurlTransport().send(TransportRequest(url: try url(server, "/sales"), timeout: .seconds(3_600)))
        }
    }

    @Test func theSameLengthTwiceIsOneLength() async throws {
        let server = try ScriptedHTTPServer { _ in
            .raw(head: "HTTP/1.1 200 OK\r\nContent-Length: 4\r\nContent-Length: 4, 4\r\n\r\n", body: Data("[  ]".utf8))
        }
        defer { server.stop() }
        let response = try await CurlTransport().send(TransportRequest(url: try url(server, "/sales")))
        #expect(response.body == Data("[  ]".utf8))
    }

    /// A body announced past the limit (2⁶³−1 bytes) is refused at its first byte, never waited on.
    @Test func aBodyAnnouncedPastTheLimitIsRefusedAtOnce() async throws {
        let server = try ScriptedHTTPServer { _ in
            .raw(head: "HTTP/1.1 200 OK\r\nContent-Length: 9223372036854775807\r\n\r\n", body: Data(count: 1_000))
        }
        defer { server.stop() }
        await #expect(throws: TransportError.tooLarge(1 << 20)) {
            try await CurlTransport(maximumBodyBytes: 1 << 20).send(
                TransportRequest(url: try url(server, "/sales"), timeout: .seconds(3_600)))
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

    // MARK: - Streaming a success's body

    @Test func handsASuccessfulBodyToTheConsumerAsItArrivesAndKeepsNone() async throws {
        let body = String(repeating: "0123456789", count: 200_000)
        let server = try ScriptedHTTPServer { _ in .json(body) }
        let consumer = BodyConsumerSpy()
        let response = try await CurlTransport().send(
            TransportRequest(url: try url(server, "/sales")), streamingTo: consumer)
        #expect(response.statusCode == 200 && response.body.isEmpty)
        #expect(String(decoding: consumer.received, as: UTF8.self) == body)
        #expect(consumer.begins == 1)
        let progress = consumer.progress
        #expect(progress.last == TransferProgress(received: body.utf8.count, total: body.utf8.count))
        #expect(progress.count >= 2, "said as the pieces arrive, not once at the end")
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.received <= $1.received })
    }

    @Test func keepsTheBodyOfAnAnswerThatIsNotASuccess() async throws {
        let server = try ScriptedHTTPServer { _ in .json(#"{"message":"Missing token."}"#, status: 401) }
        let consumer = BodyConsumerSpy()
        let response = try await CurlTransport().send(
            TransportRequest(url: try url(server, "/sales")), streamingTo: consumer)
        #expect(response.statusCode == 401)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Missing token."))
        #expect(consumer.begins == 0 && consumer.received.isEmpty)
    }

    @Test func stopsTheTransferWhenTheConsumerRefusesTheBody() async throws {
        let server = try ScriptedHTTPServer { _ in .json(String(repeating: "x", count: 5_000_000)) }
        let consumer = BodyConsumerSpy(refusingAfter: 1)
        let response = try await CurlTransport().send(
            TransportRequest(url: try url(server, "/sales")), streamingTo: consumer)
        #expect(response.statusCode == 200, "the answer stands: the consumer says what was wrong")
        #expect(consumer.received.count < 5_000_000)
    }

    @Test func holdsTheSizeLimitWhileStreaming() async throws {
        let server = try ScriptedHTTPServer { _ in .json(String(repeating: " ", count: 10_000)) }
        await #expect(throws: TransportError.tooLarge(4_096)) {
            try await CurlTransport(maximumBodyBytes: 4_096).send(
                TransportRequest(url: try url(server, "/sales")), streamingTo: BodyConsumerSpy())
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

/// Keeps what a streamed body delivers; refuses it after `refusingAfter` pieces, if given.
final class BodyConsumerSpy: ResponseBodyConsumer {
    private struct State {
        var received: [UInt8] = []
        var begins = 0
        var pieces = 0
        var progress: [TransferProgress] = []
    }

    private let state = Mutex(State())
    private let refusingAfter: Int?

    init(refusingAfter: Int? = nil) { self.refusingAfter = refusingAfter }

    var received: [UInt8] { state.withLock { $0.received } }
    var begins: Int { state.withLock { $0.begins } }
    var progress: [TransferProgress] { state.withLock { $0.progress } }

    func progressed(_ progress: TransferProgress) {
        state.withLock { $0.progress.append(progress) }
    }

    func begin() {
        state.withLock {
            $0.received = []
            $0.begins += 1
        }
    }

    func receive(_ bytes: RawSpan) -> Bool {
        state.withLock { state in
            state.received += bytes.withUnsafeBytes { Array($0) }
            state.pieces += 1
            return refusingAfter.map { state.pieces < $0 } ?? true
        }
    }
}
