import Foundation

/// Sends one HTTP request. The port between the client's use cases and the network: libcurl in
/// the app, stubs in tests, decorators for retries and verbose logging.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}

public struct HTTPRequest: Sendable, Equatable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    public var timeout: Duration

    public init(
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
    public var isIdempotent: Bool { method == .get }
}

public struct HTTPResponse: Sendable, Equatable {
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

    public var description: String {
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
