public import HTTPTypes
public import NIOCore

/// One answer as a test reads it: the head, and the whole body.
public struct TestResponse: Sendable {
    public let head: HTTPResponse
    public let body: ByteBuffer

    public init(head: HTTPResponse, body: ByteBuffer) {
        self.head = head
        self.body = body
    }

    public var status: HTTPResponse.Status { head.status }
    public var headers: HTTPFields { head.headerFields }
}
