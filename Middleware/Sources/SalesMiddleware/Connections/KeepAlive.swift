import HTTPTypes
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
/// Applied right after NIO's HTTP/1 decoder (``ConnectionGuardHandler``): the HTTP version is lost
/// after it.
struct KeepAlive {
    /// For each request not answered yet, oldest first: whether its answer closes the connection.
    private var closing: CircularBuffer<Bool> = []

    /// Notes whether `head`'s answer closes the connection, and makes `head` say so plainly.
    mutating func request(_ head: inout HTTPRequestHead) {
        let keepsAlive = head.isKeepAlive
        closing.append(!keepsAlive)
        guard !keepsAlive, head.headers["connection"] != ["close"] else { return }
        head.headers.replaceOrAdd(name: "connection", value: "close")
    }

    /// Makes `response` (a final answer, not an interim 100) say `Connection: close` when its
    /// request closes the connection.
    mutating func response(_ response: inout HTTPResponse) {
        // An interim answer (100 Continue) is not the answer: the request is still open.
        guard response.status.code >= 200, let closes = closing.popFirst(), closes,
            !response.headerFields[values: .connection].contains(where: { $0.lowercased() == "close" })
        else { return }
        response.headerFields[.connection] = "close"
    }
}
