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
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var slot: ConnectionSlot
    private var keepAlive = KeepAlive()
    private var flush = WholeResponseFlush()
    /// A malformed request was answered: whatever else arrives is dropped.
    private var closingMalformed = false

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
        guard !closingMalformed else { return }
        switch unwrapInboundIn(data) {
        case .head(var head):
            if let malformed = MalformedRequest(head) {
                answer(malformed, context: context)
                return
            }
            keepAlive.request(&head)
            switch slot.mode {
            case .serving: break
            case .refusing:
                slot.refused()
                context.answerAndClose(
                    .serviceUnavailable, error: "too many connections; try again shortly",
                    headers: [("retry-after", "1")])
                return
            case .closing: return
            }
            slot.requestBegan()
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
            context.fireChannelRead(wrapInboundOut(.end(trailers.map { HTTPFields($0, splitCookie: false) })))
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !closingMalformed, let malformed = MalformedRequest(error) else {
            context.fireErrorCaught(error)
            return
        }
        answer(malformed, context: context)
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
        context.write(wrapOutboundOut(part), promise: promise)
    }

    func flush(context: ChannelHandlerContext) {
        if flush.flushes() { context.flush() }
    }

    private func answer(_ malformed: MalformedRequest, context: ChannelHandlerContext) {
        closingMalformed = true
        context.answerAndClose(malformed.status, error: malformed.message, headers: malformed.headers)
    }
}
