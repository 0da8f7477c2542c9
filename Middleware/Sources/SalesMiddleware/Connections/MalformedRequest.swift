import NIOHTTP1

/// The requests that cannot reach the router, answered at the connection, which then closes:
/// - a method the HTTP parser does not know (`FOO`): `501` with the API's JSON error (the parser
///   stops at it, so nothing after it on the connection can be read);
/// - an HTTP version other than 1.x: `505` (`HTTP/2.0` on an HTTP/1 request line; the parser itself
///   refuses `HTTP/1.2` and `HTTP/3.0` without saying which part of the version it refused, so
///   those are `505` too);
/// - a request target longer than ``maximumTargetLength``: `414`; a head larger than
///   ``maximumHeadLength`` (one field, or all of them, the target included), or one the parser
///   stopped at ``parserHeadLimit``, or with more fields than it reads: `431`;
/// - a `Transfer-Encoding` whose final coding is not `chunked`, or in an HTTP/1.0 request: `400`
///   (RFC 9112 §6.1, §6.3: the body's length cannot be known); a coding before `chunked` that the
///   server does not implement (`gzip, chunked`): `501`;
/// - an HTTP/1.1 request without exactly one `Host` field, or a `Host` that is not a host and an
///   optional port (`user@host`, a space, a path): `400` (RFC 9112 §3.2);
/// - `CONNECT`: `405` with `Allow: GET, HEAD`. After a CONNECT the parser treats the rest of the
///   stream as a tunnel, so a request pipelined behind it can never be read: the answer says
///   `Connection: close` and the connection closes. (NIO frames every answer to CONNECT without a
///   body, as it must for a 2xx, so this one has none: its end is the connection's end.)
/// - the asterisk-form target (`OPTIONS *`, which asks about the server as a whole): `204` with
///   `Allow: GET, HEAD`; with any other method, `400` (RFC 9112 §3.2.4);
/// - anything else the parser refuses in a head: `400`, naming what it found.
///
/// Checked first, right after NIO's decoder (``ConnectionGuardHandler``): before the connection cap
/// and Hummingbird's codec, which would otherwise answer a bare `400` to the unknown method.
struct MalformedRequest {
    /// The longest request target served (nginx's default buffer for a request line).
    static let maximumTargetLength = 8 * 1024
    /// The largest head served: one field, or the target and every field together (Hummingbird's).
    static let maximumHeadLength = 80 * 1024
    /// Where the parser itself stops reading a head: beyond every limit above, so that a long
    /// target is answered 414 with the head parsed, rather than 431 for the parser's overflow.
    static let parserHeadLimit = 256 * 1024

    let status: HTTPResponseStatus
    /// The JSON error's text; `nil` for an answer without a body (`204`).
    let message: String?
    let headers: [(String, String)]

    /// What is wrong with `head`, or `nil` when the router may have it.
    init?(_ head: HTTPRequestHead) {
        if head.method == .CONNECT {
            self.init(.methodNotAllowed, "CONNECT is not allowed here; use GET", headers: Self.allow)
            return
        }
        guard head.version.major == 1 else {
            self = Self.unsupportedVersion("HTTP/\(head.version.major).\(head.version.minor)")
            return
        }
        if head.uri == "*" {
            guard head.method == .OPTIONS else {
                self.init(.badRequest, "the target * is for OPTIONS only")
                return
            }
            self.init(.noContent, nil, headers: Self.allow)
            return
        }
        guard head.uri.utf8.count <= Self.maximumTargetLength else {
            self.init(.uriTooLong, "the request target is longer than \(Self.maximumTargetLength) bytes")
            return
        }
        var headLength = head.uri.utf8.count
        for field in head.headers {
            let length = field.name.utf8.count + field.value.utf8.count
            headLength += length
            guard length <= Self.maximumHeadLength, headLength <= Self.maximumHeadLength else {
                self = Self.headTooLarge
                return
            }
        }
        // One pass over the fields, without collecting their values: every request passes here.
        var hosts = 0
        var validHost = true
        var codings: [Substring] = []
        for header in head.headers {
            switch header.name.utf8.count {
            case 4 where header.name.lowercased() == "host":
                hosts += 1
                validHost = validHost && Self.isHostAndPort(header.value)
            case 17 where header.name.lowercased() == "transfer-encoding":
                codings += header.value.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
            default: continue
            }
        }
        if !codings.isEmpty, let problem = Self.framingProblem(codings, version: head.version) {
            self = problem
            return
        }
        guard validHost else {
            self.init(.badRequest, "the request's Host is not a host and port")
            return
        }
        guard head.version == .http1_1, hosts != 1 else { return nil }
        let problem = hosts == 0 ? "has no Host header" : "has more than one Host header"
        self.init(.badRequest, "the request \(problem): HTTP/1.1 needs exactly one")
    }

    /// `uri-host [":" port]` (RFC 9112 §3.2, RFC 3986 §3.2.2): a name of unreserved characters,
    /// sub-delimiters and percent escapes, or an IP literal in brackets, then digits after a `:`.
    /// No user information (`@`), no space, no `/`; empty is allowed (HTTP/1.0 sends none).
    static func isHostAndPort(_ value: String) -> Bool {
        var bytes = Substring(value).utf8[...]
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = bytes[bytes.index(after: bytes.startIndex)..<close]
            guard literal.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") })
            else { return false }
            bytes = bytes[bytes.index(after: close)...]
        } else {
            let name = bytes.prefix { $0 != UInt8(ascii: ":") }
            guard name.allSatisfy(isRegisteredNameByte) else { return false }
            bytes = bytes[name.endIndex...]
        }
        guard let colon = bytes.first else { return true }
        return colon == UInt8(ascii: ":")
            && bytes.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// RFC 3986's reg-name: unreserved, sub-delims, and `%` of a percent escape.
    private static func isRegisteredNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("-._~!$&'()*+,;=%".utf8).contains(byte)
        }
    }

    /// What the parser refused in a head, as the API answers it.
    init(_ error: HTTPParserError) {
        switch error {
        case .invalidMethod: self.init(.notImplemented, "the method is not supported; use GET")
        case .invalidVersion: self = Self.unsupportedVersion("this HTTP version")
        case .headerOverflow: self = Self.headTooLarge
        default: self.init(.badRequest, "the request cannot be read: \(error.debugDescription)")
        }
    }

    private init(_ status: HTTPResponseStatus, _ message: String?, headers: [(String, String)] = []) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    private static let allow = [("allow", "GET, HEAD")]

    private static let headTooLarge = MalformedRequest(
        .requestHeaderFieldsTooLarge, "the request's head is larger than this server reads")

    private static func unsupportedVersion(_ version: String) -> MalformedRequest {
        MalformedRequest(.httpVersionNotSupported, "\(version) is not supported; use HTTP/1.1")
    }

    /// Why a body framed by these transfer `codings` cannot be read, or `nil` when it can
    /// (`chunked` alone: the one coding the server implements).
    private static func framingProblem(_ codings: [Substring], version: HTTPVersion) -> MalformedRequest? {
        guard version == .http1_1 else {
            return MalformedRequest(.badRequest, "Transfer-Encoding in an HTTP/1.0 request: its body cannot be framed")
        }
        guard let last = codings.last, last.lowercased() == "chunked" else {
            return MalformedRequest(.badRequest, "the request's Transfer-Encoding does not end with chunked")
        }
        guard let other = codings.dropLast().first else { return nil }
        return other.lowercased() == "chunked"
            ? MalformedRequest(.badRequest, "the request's Transfer-Encoding applies chunked twice")
            : MalformedRequest(
                .notImplemented, "the transfer coding \(other) is not implemented; send the body chunked")
    }
}

extension Substring {
    /// Without the spaces and tabs around it (optional whitespace in a list, RFC 9110 §5.6.1).
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
