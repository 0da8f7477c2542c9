import NIOCore
import NIOHTTP1

/// Makes every request that does not keep its connection alive say so the way Hummingbird reads
/// it: an HTTP/1.0 request without `Connection: keep-alive`, or any `Connection: close` however
/// spelled (`Close`, `keep-alive, close`), reaches the router as `Connection: close`, so the
/// connection is closed once the answer is written instead of being left open.
///
/// Sits between the HTTP/1 decoder and Hummingbird's codec: the HTTP version is lost after it.
final class KeepAliveHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), !head.isKeepAlive,
            head.headers["connection"] != ["close"]
        else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}
