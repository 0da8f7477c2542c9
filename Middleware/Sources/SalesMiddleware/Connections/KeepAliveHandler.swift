import NIOCore
import NIOHTTP1

/// Makes every request that does not keep its connection alive say so the way Hummingbird reads
/// it: an HTTP/1.0 request without `Connection: keep-alive`, or any `Connection: close` however
/// spelled (`Close`, `keep-alive, close`), reaches the router as `Connection: close`, so the
/// connection is closed once the answer is written instead of being left open.
///
/// The answer to such a request says `Connection: close` too (RFC 9112 §9.6). Hummingbird closes
/// the connection without saying so, and a proxy that asked for `close` but reads an HTTP/1.1
/// answer without it — nginx, when a location's `proxy_set_header` hides the server's
/// `Connection ""` — keeps the connection for its next request and finds it closed.
///
/// Sits between the HTTP/1 decoder and Hummingbird's codec: the HTTP version is lost after it.
final class KeepAliveHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// For each request not answered yet, oldest first: whether its answer closes the connection.
    private var closing: CircularBuffer<Bool> = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        closing.append(!head.isKeepAlive)
        guard !head.isKeepAlive, head.headers["connection"] != ["close"] else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // An interim answer (100 Continue) is not the answer: the request is still open.
        guard case .head(var head) = unwrapOutboundIn(data), head.status.code >= 200,
            let closes = closing.popFirst()
        else {
            context.write(data, promise: promise)
            return
        }
        if closes && !head.headers["connection"].contains(where: { $0.lowercased() == "close" }) {
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        } else {
            context.write(data, promise: promise)
        }
    }
}
