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
/// Applied between the HTTP/1 decoder and Hummingbird's codec (``ConnectionGuardHandler``): the
/// HTTP version is lost after it.
struct KeepAlive {
    /// For each request not answered yet, oldest first: whether its answer closes the connection.
    private var closing: CircularBuffer<Bool> = []

    /// Notes whether `head`'s answer closes the connection; `true` when `head` was changed to say so.
    mutating func request(_ head: inout HTTPRequestHead) -> Bool {
        let keepsAlive = head.isKeepAlive
        closing.append(!keepsAlive)
        guard !keepsAlive, head.headers["connection"] != ["close"] else { return false }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        return true
    }

    /// `true` when `head` (a final answer, not an interim 100) was changed to say `Connection: close`.
    mutating func response(_ head: inout HTTPResponseHead) -> Bool {
        // An interim answer (100 Continue) is not the answer: the request is still open.
        guard head.status.code >= 200, let closes = closing.popFirst(), closes,
            !head.headers["connection"].contains(where: { $0.lowercased() == "close" })
        else { return false }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        return true
    }
}
