import Foundation

/// Sends one HTTP request. The port between the client's use cases and the network: libcurl in
/// the app, stubs in tests, decorators for retries and verbose logging.
package protocol HTTPTransport: Sendable {
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse

    /// As ``send(_:)``, but the body of a success (2xx) goes to `consumer` while it arrives and is
    /// not kept (the response's body is empty); any other answer's body is kept as usual. A
    /// transport that cannot stream hands the whole body over at once.
    func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer) async throws(TransportError)
        -> TransportResponse
}

extension HTTPTransport {
    package func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer)
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
package protocol ResponseBodyConsumer: Sendable {
    /// A successful answer's body begins — again, after a retry: whatever came before is forgotten.
    func begin()
    /// The next piece of the body; `false` stops the transfer (the consumer refuses the body and
    /// says why itself).
    func receive(_ bytes: RawSpan) -> Bool
    /// How far the body has come over the wire (compressed bytes, when it is), after each piece.
    func progressed(_ progress: TransferProgress)
}

extension ResponseBodyConsumer {
    package func progressed(_ progress: TransferProgress) {}
}

/// How far a body has come: the bytes received over the wire, of the announced `Content-Length`
/// when there is one.
package struct TransferProgress: Sendable, Equatable {
    package var received: Int
    package var total: Int?

    package init(received: Int, total: Int?) {
        self.received = received
        self.total = total
    }
}

package struct TransportRequest: Sendable, Equatable {
    package enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    package var method: Method
    package var url: URL
    package var headers: [String: String]
    package var body: Data?
    package var timeout: Duration

    package init(
        method: Method = .get, url: URL, headers: [String: String] = [:], body: Data? = nil,
        timeout: Duration = .seconds(10)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// `true` for requests that can be sent again without changing anything (GET).
    package var isIdempotent: Bool { method == .get }
}

package struct TransportResponse: Sendable, Equatable {
    package var statusCode: Int
    package var headers: [String: String]
    package var body: Data

    package init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }
}

/// Why a request got no HTTP response at all.
package enum TransportError: Error, Equatable, Sendable, CustomStringConvertible {
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

    package var description: String {
        switch self {
        case .timeout: "timed out"
        case .connectionFailed(let reason): reason
        case .invalidRequest(let reason): reason
        case .truncated: "the answer was cut short"
        case .tooLarge(let limit): "the answer is larger than \(limit) bytes"
        case .malformed(let reason): reason
        }
    }
}
