import NIOCore
import NIOHTTP1
import SalesJSON

extension ChannelHandlerContext {
    /// Answers below the router, as the API's errors read — `{"error": message}` with `status`,
    /// its length, `Connection: close` and `headers`; no body without a `message` — in one flush,
    /// then runs `written` (on the event loop: the connection's close). For what the connection
    /// refuses before a request can be routed.
    func answer(
        _ status: HTTPResponseStatus, error message: String?, headers extra: [(String, String)] = [],
        then written: @escaping () -> Void
    ) {
        var headers = HTTPHeaders()
        let body = message.map { message in
            ByteBuffer(
                bytes: JSONWriter.write(capacity: message.utf8.count + 16) { json in
                    json.object { json in json.member("error", message) }
                })
        }
        if let body {
            headers.add(name: "content-type", value: "application/json; charset=utf-8")
            headers.add(name: "content-length", value: String(body.readableBytes))
        }
        headers.add(name: "connection", value: "close")
        headers.add(contentsOf: extra)
        let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
        write(NIOAny(HTTPServerResponsePart.head(head)), promise: nil)
        if let body { write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(body))), promise: nil) }
        writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil))).assumeIsolated().whenComplete { _ in written() }
    }
}
