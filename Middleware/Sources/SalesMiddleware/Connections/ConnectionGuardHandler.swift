import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// What the middleware adds between NIO's HTTP/1 codec and Hummingbird's connection handling, in
/// the one handler that also translates NIO's HTTP/1 parts to and from Swift's HTTP types (the work
/// of `HTTP1ToHTTPServerCodec`, which it replaces): each request part and answer part crosses one
/// hop instead of two. Inbound, in this order: malformed requests answered at the connection
/// (``MalformedRequest``), `Connection: close` made plain (``KeepAlive``), the connection cap
/// (``ConnectionSlot``), then the translation. Outbound: the cap's bookkeeping, keep-alive, each
/// answer flushed whole (``WholeResponseFlush``), then the translation back.
///
/// One request, one answer: what the parser refuses never reaches Hummingbird, which would answer a
/// second time (a bare `400` after the route's answer). Refused in a request's head, it is answered
/// here once the answers before it are written; refused in the body of a request already handed on,
/// that request's answer is its only one. Either way the connection then closes, and nothing more
/// is read from it.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// How the connection ends, once every answer under way is written.
    private enum Ending {
        /// With this answer of the connection's own.
        case answer(MalformedRequest)
        /// Without another answer.
        case quietly
    }

    private var slot: ConnectionSlot
    private var keepAlive = KeepAlive()
    private var flush = WholeResponseFlush()
    /// Set once the connection must end: whatever else arrives is dropped.
    private var ending: Ending?
    /// The last request handed on still has body to come.
    private var readingBody = false

    init(registry: ConnectionRegistry) {
        slot = ConnectionSlot(registry: registry)
    }

    func channelActive(context: ChannelHandlerContext) {
        slot.open(context.channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        slot.close()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard ending == nil else { return }
        switch unwrapInboundIn(data) {
        case .head(var head):
            if let malformed = MalformedRequest(head) {
                end(.answer(malformed), context: context)
                return
            }
            keepAlive.request(&head)
            switch slot.mode {
            case .serving: break
            case .refusing:
                slot.refused()
                ending = .quietly  // answered here: nothing after it is read or answered
                context.answerAndClose(
                    .serviceUnavailable, error: "too many connections; try again shortly",
                    headers: [("retry-after", "1")])
                return
            case .closing: return
            }
            slot.requestBegan()
            readingBody = true
            do {
                let request = try HTTPRequest(head, secure: false, splitCookie: false)
                context.fireChannelRead(wrapInboundOut(.head(request)))
            } catch {
                context.fireErrorCaught(error)
            }
        case .body(let body):
            guard slot.mode == .serving else { return }
            context.fireChannelRead(wrapInboundOut(.body(body)))
        case .end(let trailers):
            guard slot.mode == .serving else { return }
            readingBody = false
            context.fireChannelRead(wrapInboundOut(.end(trailers.map { HTTPFields($0, splitCookie: false) })))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard ending == nil else { return }
        end(readingBody ? .quietly : .answer(MalformedRequest(error)), context: context)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part: HTTPServerResponsePart
        switch unwrapOutboundIn(data) {
        case .head(var response):
            keepAlive.response(&response)
            part = .head(HTTPResponseHead(response))
        case .body(let body):
            part = .body(.byteBuffer(body))
        case .end(let trailers):
            slot.answerEnded()
            part = .end(trailers.map(HTTPHeaders.init))
        }
        flush.wrote(part)
        guard case .end = part, let ending, slot.requestsInProgress == 0 else {
            context.write(wrapOutboundOut(part), promise: promise)
            return
        }
        // The last answer under way is written: the connection ends after it.
        switch ending {
        case .answer:
            context.write(wrapOutboundOut(part), promise: promise)
            finish(ending, context: context)
        case .quietly:
            let written = promise ?? context.eventLoop.makePromise()
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
            context.writeAndFlush(wrapOutboundOut(part), promise: written)
        }
    }

    func flush(context: ChannelHandlerContext) {
        if flush.flushes() { context.flush() }
    }

    /// Stops reading, and ends the connection now, or after the answers under way.
    private func end(_ ending: Ending, context: ChannelHandlerContext) {
        self.ending = ending
        if slot.requestsInProgress == 0 { finish(ending, context: context) }
    }

    private func finish(_ ending: Ending, context: ChannelHandlerContext) {
        switch ending {
        case .answer(let malformed):
            context.answerAndClose(malformed.status, error: malformed.message, headers: malformed.headers)
        case .quietly:
            context.close(promise: nil)
        }
    }
}
