import Foundation

/// Sends one HTTP request. The port between the client's use cases and the network: libcurl in
/// the app, stubs in tests, decorators for retries and verbose logging.
public protocol HTTPTransport: Sendable {
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse

    /// As ``send(_:)``, but the body of a success (2xx) goes to `consumer` while it arrives and is
    /// not kept (the response's body is empty); any other answer's body is kept as usual. A
    /// transport that cannot stream hands the whole body over at once.
    func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer) async throws(TransportError)
        -> TransportResponse
}

extension HTTPTransport {
    public func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer)
        async throws(TransportError) -> TransportResponse
    {
        var response = try await send(request)
        guard (200..<300).contains(response.statusCode) else { return response }
        consumer.begin()
        _ = response.body.withUnsafeBytes { consumer.receive($0.bytes) }
        consumer.progressed(TransferProgress(received: response.body.count, total: response.body.count))
        response.body = Data()
        return response
    }
}

/// Where the body of a successful answer goes while it arrives (a million sales are mapped as
/// their JSON comes in, never held whole). Called from the transport's own thread, one call at a
/// time.
public protocol ResponseBodyConsumer: Sendable {
    /// A successful answer's body begins — again, after a retry: whatever came before is forgotten.
    func begin()
    /// The next piece of the body; `false` stops the transfer (the consumer refuses the body and
    /// says why itself).
    func receive(_ bytes: RawSpan) -> Bool
    /// How far the body has come over the wire (compressed bytes, when it is), after each piece.
    func progressed(_ progress: TransferProgress)
}

extension ResponseBodyConsumer {
    public func progressed(_ progress: TransferProgress) {}
}

/// How far a body has come: the bytes received over the wire, of the announced `Content-Length`
/// when there is one.
public struct TransferProgress: Sendable, Equatable {
    public var received: Int
    public var total: Int?

    public init(received: Int, total: Int?) {
        self.received = received
        self.total = total
    }
}

public struct TransportRequest: Sendable, Equatable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// How long the server may take to accept the connection, or stay silent while answering.
    public var timeout: Duration
    /// When set, how long the whole exchange may take — connecting, the head and every byte of the
    /// body: a server that trickles its answer is cut off here like one that never answers.
    public var deadline: Duration?

    public init(
        method: Method = .get, url: URL, headers: [String: String] = [:], body: Data? = nil,
        timeout: Duration = .seconds(10), deadline: Duration? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.deadline = deadline
    }

    /// `true` for requests that can be sent again without changing anything (GET).
    public var isIdempotent: Bool { method == .get }
}

public struct TransportResponse: Sendable, Equatable {
    public var statusCode: Int
    public var headers: [String: String]
    public var body: Data

    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }
}

/// Why a request got no HTTP response at all.
public enum TransportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No complete answer within the request's timeout.
    case timeout
    /// Refused, unresolvable, reset or cut short.
    case connectionFailed(String)
    /// The URL cannot be requested (scheme, syntax).
    case invalidRequest(String)
    /// The server announced more than it sent, then closed the connection.
    case truncated
    /// The body is larger than the client accepts (the limit in bytes).
    case tooLarge(Int)
    /// An answer that is not HTTP, or whose body cannot be decoded (a gzip body that does not
    /// inflate): the server answered, badly.
    case malformed(String)
    /// The task that made the request was cancelled, and the transfer stopped.
    case cancelled
    /// The HTTP client itself cannot work here: libcurl could not be loaded (missing, not a
    /// library, a function or a dependency missing). No server was asked.
    case unavailable(String)

    public var description: String {
        switch self {
        case .timeout: "timed out"
        case .connectionFailed(let reason): reason
        case .invalidRequest(let reason): reason
        case .truncated: "the answer was cut short"
        case .tooLarge(let limit): "the answer is larger than \(limit) bytes"
        case .malformed(let reason): reason
        case .cancelled: "the request was cancelled"
        case .unavailable(let reason): reason
        }
    }
}
