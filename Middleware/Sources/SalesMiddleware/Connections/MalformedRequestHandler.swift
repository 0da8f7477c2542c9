import NIOCore
import NIOHTTP1

/// Answers, at the connection, the requests that cannot reach the router, then closes it:
/// - a method the HTTP parser does not know (`FOO`): `501` with the API's JSON error (the parser
///   stops at it, so nothing after it on the connection can be read);
/// - an HTTP/1.1 request without exactly one `Host` field: `400` (RFC 9112 §3.2);
/// - `CONNECT`: `405` with `Allow: GET, HEAD`. After a CONNECT the parser treats the rest of the
///   stream as a tunnel, so a request pipelined behind it can never be read: the answer says
///   `Connection: close` and the connection closes. (NIO frames every answer to CONNECT without a
///   body, as it must for a 2xx, so this one has none: its end is the connection's end.)
///
/// Sits right after NIO's decoder, before the connection cap and Hummingbird's codec (which would
/// otherwise answer a bare `400` to the unknown method).
final class MalformedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Answered and closing: whatever else arrives is dropped.
    private var closing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        guard case .head(let head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if head.method == .CONNECT {
            answer(.methodNotAllowed, "CONNECT is not allowed here; use GET", allow: true, context: context)
        } else if head.version == .http1_1 && head.headers["host"].count != 1 {
            let problem = head.headers["host"].isEmpty ? "has no Host header" : "has more than one Host header"
            answer(.badRequest, "the request \(problem): HTTP/1.1 needs exactly one", context: context)
        } else {
            context.fireChannelRead(data)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !closing, let parserError = error as? HTTPParserError, parserError == .invalidMethod else {
            context.fireErrorCaught(error)
            return
        }
        answer(.notImplemented, "the method is not supported; use GET", context: context)
    }

    private func answer(
        _ status: HTTPResponseStatus, _ message: String, allow: Bool = false, context: ChannelHandlerContext
    ) {
        closing = true
        context.answerAndClose(status, error: message, headers: allow ? [("allow", "GET, HEAD")] : [])
    }
}
