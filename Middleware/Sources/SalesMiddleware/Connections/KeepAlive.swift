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
/// The answer to such a request says `Connection: close` too (RFC 9112 §9.6); the answer to an
/// HTTP/1.0 request kept alive says `Connection: keep-alive` (an HTTP/1.0 client closes after an
/// answer that does not, RFC 9112 §9.3). Hummingbird closes
/// the connection without saying so, and a proxy that asked for `close` but reads an HTTP/1.1
/// answer without it — nginx, when a location's `proxy_set_header` hides the server's
/// `Connection ""` — keeps the connection for its next request and finds it closed.
///
/// Applied right after NIO's HTTP/1 decoder (``ConnectionGuardHandler``): the HTTP version is lost
/// after it.
struct KeepAlive {
    /// What a request's answer says of its connection.
    private enum Ending {
        case closes
        /// An HTTP/1.0 request kept alive: its answer says so.
        case keptAliveForHTTP10
        case keptAlive
    }

    /// For each request not answered yet, oldest first: what its answer says of the connection.
    private var endings: CircularBuffer<Ending> = []

    /// Notes whether `head`'s answer closes the connection, and makes `head` say so plainly;
    /// whether it does.
    @discardableResult
    mutating func request(_ head: inout HTTPRequestHead) -> Bool {
        let tokens = head.headers[canonicalForm: "connection"].map { $0.lowercased() }
        let upgrades = !head.headers["upgrade"].isEmpty && tokens.contains("upgrade")
        // `close` among the tokens closes, whatever else they say (`keep-alive, close`).
        let keepsAlive = head.isKeepAlive && !upgrades && !tokens.contains("close")
        endings.append(keepsAlive ? (head.version.minor == 0 ? .keptAliveForHTTP10 : .keptAlive) : .closes)
        guard !keepsAlive, head.headers["connection"] != ["close"] else { return !keepsAlive }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        return true
    }

    /// Makes `response` (a final answer, not an interim 100) say `Connection: close` when its
    /// request closes the connection, and `Connection: keep-alive` when an HTTP/1.0 one keeps it.
    mutating func response(_ response: inout HTTPResponse) {
        // An interim answer (100 Continue) is not the answer: the request is still open.
        guard response.status.code >= 200, let ending = endings.popFirst() else { return }
        let said = response.headerFields[values: .connection].map { $0.lowercased() }
        switch ending {
        case .closes where !said.contains("close"): response.headerFields[.connection] = "close"
        case .keptAliveForHTTP10 where said.isEmpty: response.headerFields[.connection] = "keep-alive"
        default: break
        }
    }
}
