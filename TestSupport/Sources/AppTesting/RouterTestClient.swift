import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOEmbedded

/// Hands each request to the responder as the server would (the same error-to-status rule: an
/// `HTTPResponseError` is answered by the router, anything else thrown is a 500), and collects the
/// answer's body whole.
struct RouterTestClient<Responder: HTTPResponder>: TestClientProtocol
where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let responder: Responder
    let logger: Logger

    var port: Int? { nil }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = Responder.Context(
            source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            response = Response(status: .internalServerError)
        }
        let collected = CollectedBody()
        try await response.body.write(collected)
        return TestResponse(head: response.head, body: collected.buffer.withLockedValue { $0 })
    }
}

/// A response body's bytes, as the responder writes them.
private struct CollectedBody: ResponseBodyWriter {
    let buffer = NIOLockedValueBox(ByteBuffer())

    func write(_ piece: ByteBuffer) async throws {
        _ = buffer.withLockedValue { $0.writeImmutableBuffer(piece) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
