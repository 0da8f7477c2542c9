import NIOCore
import NIOHTTP1

/// What the middleware adds between NIO's HTTP/1 codec and Hummingbird's, in one handler so each
/// request part crosses one hop instead of four: malformed requests answered at the connection
/// (``MalformedRequest``), `Connection: close` said both ways (``KeepAlive``), the connection cap
/// (``ConnectionSlot``), and each answer flushed whole (``WholeResponseFlush``). Inbound they apply
/// in that order; outbound, the cap's bookkeeping, then keep-alive, then the flush.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
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
        let part = unwrapInboundIn(data)
        guard case .head(var head) = part else {
            if slot.mode == .serving { context.fireChannelRead(data) }
            return
        }
        if let malformed = MalformedRequest(head) {
            answer(malformed, context: context)
            return
        }
        let changed = keepAlive.request(&head)
        switch slot.mode {
        case .serving: break
        case .refusing:
            slot.refused()
            context.answerAndClose(
                .serviceUnavailable, error: "too many connections; try again shortly", headers: [("retry-after", "1")])
            return
        case .closing: return
        }
        slot.requestBegan()
        context.fireChannelRead(changed ? wrapInboundOut(.head(head)) : data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !closingMalformed, let malformed = MalformedRequest(error) else {
            context.fireErrorCaught(error)
            return
        }
        answer(malformed, context: context)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part = unwrapOutboundIn(data)
        flush.wrote(part)
        switch part {
        case .end: slot.answerEnded()
        case .head(var head) where keepAlive.response(&head):
            context.write(wrapOutboundOut(.head(head)), promise: promise)
            return
        default: break
        }
        context.write(data, promise: promise)
    }

    func flush(context: ChannelHandlerContext) {
        if flush.flushes() { context.flush() }
    }

    private func answer(_ malformed: MalformedRequest, context: ChannelHandlerContext) {
        closingMalformed = true
        context.answerAndClose(malformed.status, error: malformed.message, headers: malformed.headers)
    }
}
