import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import Testing

@testable import SalesMiddleware

/// Hummingbird flushes a streamed answer's head, body and end one by one; the socket gets them together.
@Suite struct WholeResponseFlushTests {
    @Test func holdsTheFlushesOfAnAnswerUntilItsEnd() throws {
        let channel = try makeSUT()

        send(.head(HTTPResponse(status: .ok)), to: channel)
        send(.body(ByteBuffer(string: "{}")), to: channel)
        #expect(try channel.readOutbound(as: HTTPServerResponsePart.self) == nil, "nothing sent before the end")

        send(.end(nil), to: channel)
        #expect(try parts(from: channel) == ["head 200", "body 2", "end"])
    }

    @Test func sendsAnInterimAnswerAtOnce() throws {
        let channel = try makeSUT()

        send(.head(HTTPResponse(status: .continue)), to: channel)

        #expect(try parts(from: channel) == ["head 100"])
    }

    @Test func letsALargeAnswerGoOutAsItComes() throws {
        let channel = try makeSUT()
        let large = ByteBuffer(repeating: 0x41, count: WholeResponseFlush.limit)

        send(.head(HTTPResponse(status: .ok)), to: channel)
        send(.body(large), to: channel)

        #expect(try parts(from: channel) == ["head 200", "body \(WholeResponseFlush.limit)"])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> EmbeddedChannel {
        EmbeddedChannel(handler: ConnectionGuardHandler(registry: ConnectionRegistry(capacity: 8)))
    }

    /// As Hummingbird's writer does for a streamed answer: every part written and flushed.
    private func send(_ part: HTTPResponsePart, to channel: EmbeddedChannel) {
        channel.writeAndFlush(part, promise: nil)
    }

    private func parts(from channel: EmbeddedChannel) throws -> [String] {
        var parts: [String] = []
        while let part = try channel.readOutbound(as: HTTPServerResponsePart.self) {
            switch part {
            case .head(let head): parts.append("head \(head.status.code)")
            case .body(let body): parts.append("body \(body.readableBytes)")
            case .end: parts.append("end")
            }
        }
        return parts
    }
}
