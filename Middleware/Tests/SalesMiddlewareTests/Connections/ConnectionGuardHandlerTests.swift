import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import SalesMiddleware

/// The guard on an `EmbeddedChannel`, behind NIO's own HTTP/1 codec as every connection has it:
/// bytes in, Swift's HTTP types out to Hummingbird, answers back to bytes. A NIO or Hummingbird
/// upgrade that changes what the decoder hands on fails here, not in a benchmark.
@Suite struct ConnectionGuardHandlerTests {
    // MARK: Translation

    @Test func handsOnARequestAsSwiftsHTTPTypes() throws {
        let channel = try makeSUT()
        try channel.writeInbound(
            bytes("GET /rates?to=EUR HTTP/1.1\r\nHost: example.com\r\nAccept: application/json\r\n\r\n"))
        let head = try #require(try channel.readInbound(as: HTTPRequestPart.self))
        guard case .head(let request) = head else {
            Issue.record("not a head: \(head)")
            return
        }
        #expect(request.method == .get)
        #expect(request.path == "/rates?to=EUR")
        #expect(request.authority == "example.com")
        #expect(request.headerFields[.accept] == "application/json")
        #expect(try channel.readInbound(as: HTTPRequestPart.self) == .end(nil))
    }

    @Test func writesAnAnswerInSwiftsHTTPTypesAsHTTP1WholeAndKeepsTheConnection() throws {
        let channel = try makeSUT()
        try channel.writeInbound(bytes("GET /health HTTP/1.1\r\nHost: x\r\n\r\n"))
        _ = try channel.readInbound(as: HTTPRequestPart.self)
        _ = try channel.readInbound(as: HTTPRequestPart.self)

        var response = HTTPResponse(status: .ok)
        response.headerFields[.contentLength] = "2"
        channel.writeAndFlush(HTTPResponsePart.head(response), promise: nil)
        #expect(try written(channel).isEmpty, "held until the answer ends")
        channel.writeAndFlush(HTTPResponsePart.body(ByteBuffer(string: "{}")), promise: nil)
        channel.writeAndFlush(HTTPResponsePart.end(nil), promise: nil)

        let answer = try written(channel)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(answer.hasSuffix("\r\n\r\n{}"))
        #expect(channel.isActive)
    }

    // MARK: Malformed requests

    @Test(arguments: [
        ("FOO /rates HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 501 Not Implemented"),
        ("GET /health HTTP/1.1\r\n\r\n", "HTTP/1.1 400 Bad Request"),
        ("POST /rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n", "HTTP/1.1 400 Bad Request"),
        ("POST /rates HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", "HTTP/1.1 501 Not Implemented"),
        ("GET /health HTTP/2.0\r\nHost: x\r\n\r\n", "HTTP/1.1 505 HTTP Version Not Supported"),
        ("OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 204 No Content"),
    ])
    func answersWhatCannotBeRoutedItselfAndClosesHandingNothingOn(_ request: String, _ status: String) throws {
        let channel = try makeSUT()
        try channel.writeInbound(bytes(request))
        #expect(try channel.readInbound(as: HTTPRequestPart.self) == nil, "Hummingbird never sees it")
        let answer = try written(channel)
        #expect(answer.hasPrefix(status + "\r\n"), "\(answer)")
        #expect(answer.lowercased().contains("\r\nconnection: close\r\n"))
        #expect(!channel.isActive)
    }

    @Test func answersAMalformedRequestBehindAGoodOneAfterTheGoodOnesAnswer() throws {
        let channel = try makeSUT()
        try channel.writeInbound(bytes("GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /health HTTP/1.1\r\n\r\n"))
        #expect(try written(channel).isEmpty, "the good one's answer first")
        #expect(channel.isActive)

        answerOK(channel)

        let answers = try written(channel)
        #expect(statusLines(answers) == ["HTTP/1.1 200 OK", "HTTP/1.1 400 Bad Request"])
        #expect(!channel.isActive)
    }

    // MARK: Keep-alive

    @Test(arguments: [
        "GET /health HTTP/1.0\r\n\r\n", "GET /health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, close\r\n\r\n",
    ])
    func saysCloseToHummingbirdAndInTheAnswerWhenTheRequestDoesNotKeepTheConnection(_ request: String) throws {
        let channel = try makeSUT()
        try channel.writeInbound(bytes(request))
        let head = try #require(try channel.readInbound(as: HTTPRequestPart.self))
        guard case .head(let handedOn) = head else {
            Issue.record("not a head: \(head)")
            return
        }
        #expect(handedOn.headerFields[.connection] == "close", "plain, so Hummingbird closes after the answer")
        answerOK(channel)
        let answer = try written(channel)
        #expect(answer.lowercased().contains("\r\nconnection: close\r\n"), "a proxy must not keep it: \(answer)")
    }

    @Test func leavesAnHTTP10ConnectionThatAsksToBeKeptAliveAlone() throws {
        let channel = try makeSUT()
        try channel.writeInbound(bytes("GET /health HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"))
        let head = try #require(try channel.readInbound(as: HTTPRequestPart.self))
        guard case .head(let handedOn) = head else {
            Issue.record("not a head: \(head)")
            return
        }
        #expect(handedOn.headerFields[.connection] == "keep-alive")
        answerOK(channel)
        #expect(!(try written(channel).lowercased().contains("connection: close")))
        #expect(channel.isActive)
    }

    // MARK: The cap

    @Test func refusesARequestWith503WhenEveryOtherConnectionIsBusy() throws {
        let registry = ConnectionRegistry(capacity: 1)
        let busy = try makeSUT(registry: registry)
        try busy.writeInbound(bytes("GET /health HTTP/1.1\r\nHost: x\r\n\r\n"))
        let refused = try makeSUT(registry: registry)
        try refused.writeInbound(bytes("GET /health HTTP/1.1\r\nHost: x\r\n\r\n"))

        #expect(try refused.readInbound(as: HTTPRequestPart.self) == nil)
        let answer = try written(refused)
        #expect(answer.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
        #expect(answer.lowercased().contains("\r\nretry-after: 1\r\n"))
        #expect(!refused.isActive)
        #expect(busy.isActive, "the busy one is never closed to make room")
    }

    // MARK: - Helpers

    private func makeSUT(registry: ConnectionRegistry = ConnectionRegistry(capacity: 8)) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try GuardedHTTP1Channel.addGuardedHTTP1Handlers(to: channel.pipeline.syncOperations, registry: registry)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
        return channel
    }

    private func bytes(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

    /// What Hummingbird does for a request it routed: a 200 with an empty body; then the event
    /// loop's turn, in which the next request waiting is handed on.
    private func answerOK(_ channel: EmbeddedChannel) {
        var response = HTTPResponse(status: .ok)
        response.headerFields[.contentLength] = "0"
        channel.writeAndFlush(HTTPResponsePart.head(response), promise: nil)
        channel.writeAndFlush(HTTPResponsePart.end(nil), promise: nil)
        channel.embeddedEventLoop.run()
    }

    /// Every byte written to the connection so far.
    private func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while var buffer = try channel.readOutbound(as: ByteBuffer.self) {
            text += buffer.readString(length: buffer.readableBytes) ?? ""
        }
        return text
    }

    private func statusLines(_ answers: String) -> [String] {
        answers.components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/1.1 ") }
    }
}
