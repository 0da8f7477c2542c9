import HTTPTypes
import NIOCore
import NIOHTTP1

/// Makes every request that does not keep its connection alive say so the way Hummingbird reads
/// it: an HTTP/1.0 request without `Connection: keep-alive`, or any `Connection: close` however
/// spelled (`Close`, `keep-alive, close`), reaches the router as `Connection: close`, so the
/// connection is closed once the answer is written instead of being left open. So does a request
/// asking for a protocol upgrade (`Connection: Upgrade` with an `Upgrade` field: h2c, websocket…):
/// none is offered, it is answered as a plain request, and the connection — which the HTTP/1
/// parser stops reading after such a request — is closed after it rather than left dead.
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

    /// Notes whether `head`'s answer closes the connection, and makes `head` say so plainly;
    /// whether it does.
    @discardableResult
    mutating func request(_ head: inout HTTPRequestHead) -> Bool {
        let upgrades =
            !head.headers["upgrade"].isEmpty
            && head.headers[canonicalForm: "connection"].contains { $0.lowercased() == "upgrade" }
        let keepsAlive = head.isKeepAlive && !upgrades
        closing.append(!keepsAlive)
        guard !keepsAlive, head.headers["connection"] != ["close"] else { return !keepsAlive }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        return true
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
