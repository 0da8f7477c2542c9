import NIOHTTP1

/// The requests that cannot reach the router, answered at the connection, which then closes:
/// - a method the HTTP parser does not know (`FOO`): `501` with the API's JSON error (the parser
///   stops at it, so nothing after it on the connection can be read);
/// - an HTTP/1.1 request without exactly one `Host` field: `400` (RFC 9112 §3.2);
/// - `CONNECT`: `405` with `Allow: GET, HEAD`. After a CONNECT the parser treats the rest of the
///   stream as a tunnel, so a request pipelined behind it can never be read: the answer says
///   `Connection: close` and the connection closes. (NIO frames every answer to CONNECT without a
///   body, as it must for a 2xx, so this one has none: its end is the connection's end.)
///
/// Checked first, right after NIO's decoder (``ConnectionGuardHandler``): before the connection cap
/// and Hummingbird's codec, which would otherwise answer a bare `400` to the unknown method.
struct MalformedRequest {
    let status: HTTPResponseStatus
    let message: String
    let headers: [(String, String)]

    /// What is wrong with `head`, or `nil` when the router may have it.
    init?(_ head: HTTPRequestHead) {
        if head.method == .CONNECT {
            self.init(.methodNotAllowed, "CONNECT is not allowed here; use GET", headers: [("allow", "GET, HEAD")])
            return
        }
        guard head.version == .http1_1 else { return nil }
        // Counted without collecting the values: every request passes here.
        var hosts = 0
        for header in head.headers where header.name.utf8.count == 4 && header.name.lowercased() == "host" {
            hosts += 1
        }
        guard hosts != 1 else { return nil }
        let problem = hosts == 0 ? "has no Host header" : "has more than one Host header"
        self.init(.badRequest, "the request \(problem): HTTP/1.1 needs exactly one")
    }

    /// The parser's refusal, when it is one the API answers itself (an unknown method).
    init?(_ error: any Error) {
        guard let parserError = error as? HTTPParserError, parserError == .invalidMethod else { return nil }
        self.init(.notImplemented, "the method is not supported; use GET")
    }

    private init(_ status: HTTPResponseStatus, _ message: String, headers: [(String, String)] = []) {
        self.status = status
        self.message = message
        self.headers = headers
    }
}
