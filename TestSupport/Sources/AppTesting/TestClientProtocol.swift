public import HTTPTypes
public import NIOCore

/// Sends requests to the application under test: in process, straight to its responder
/// (``RouterTestClient``), or over a real connection to it on 127.0.0.1 (``LiveTestClient``).
public protocol TestClientProtocol: Sendable {
    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse

    /// The port of the live server, or `nil` in process.
    var port: Int? { get }
}

extension TestClientProtocol {
    /// One request; its whole answer.
    @discardableResult
    public func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil)
        async throws -> TestResponse
    {
        try await executeRequest(uri: uri, method: method, headers: headers, body: body)
    }
}
