import NIOCore
import NIOHTTP1

/// Holds one connection's place in the ``ConnectionRegistry``: registers it when it opens, tells
/// the registry when a request begins and when its answer has been written, and answers a refused
/// connection's first request with `503 Service Unavailable` (`Connection: close`,
/// `Retry-After: 1`) before closing it.
///
/// Sits between the HTTP/1 decoder and Hummingbird's codec, so it sees NIO's HTTP/1 parts.
final class ConnectionLimitHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let registry: ConnectionRegistry
    private var ticket: ConnectionRegistry.Ticket?
    private var mode = Mode.serving
    /// Requests read whose answer has not been fully written (more than one when pipelined).
    private var requestsInProgress = 0

    init(registry: ConnectionRegistry) {
        self.registry = registry
    }

    func channelActive(context: ChannelHandlerContext) {
        let (ticket, admission) = registry.open(context.channel)
        self.ticket = ticket
        mode = admission == .refused ? .refusing : .serving
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let ticket { registry.close(ticket) }
        ticket = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        switch mode {
        case .serving: break
        case .refusing:
            if case .head = part { refuse(context: context) }
            return
        case .closing: return
        }
        if case .head = part {
            requestsInProgress += 1
            if requestsInProgress == 1, let ticket { registry.markBusy(ticket) }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), requestsInProgress > 0 {
            requestsInProgress -= 1
            if requestsInProgress == 0, let ticket { registry.markIdle(ticket) }
        }
        context.write(data, promise: promise)
    }

    private func refuse(context: ChannelHandlerContext) {
        mode = .closing
        context.answerAndClose(
            .serviceUnavailable, error: "too many connections; try again shortly", headers: [("retry-after", "1")])
    }

    private enum Mode {
        case serving
        /// Over the cap: the first request is answered 503.
        case refusing
        /// Answered 503: whatever else arrives is dropped until the connection closes.
        case closing
    }
}
