import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// HTTP/1.1 over real connections to 127.0.0.1: a request takes an idle keep-alive connection or
/// opens one, so concurrent requests run on connections of their own, as browsers' do; a
/// connection the server closes (or marks `Connection: close`) is not used again.
final class LiveTestClient: TestClientProtocol {
    let port: Int?
    private let idle = NIOLockedValueBox<[any Channel]>([])
    private let opened = NIOLockedValueBox<[any Channel]>([])

    init(port: Int) {
        self.port = port
    }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?)
        async throws -> TestResponse
    {
        let channel = try await connection()
        let exchange = channel.eventLoop.makePromise(of: NIOHTTPClientResponseFull.self)
        try await channel.pipeline.handler(type: ResponseQueue.self).flatMap { queue in
            queue.expect(exchange)
            var head = HTTPRequestHead(
                version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: uri,
                headers: HTTPHeaders(headers.map { ($0.name.rawName, $0.value) }))
            if !head.headers.contains(name: "host") { head.headers.add(name: "Host", value: "localhost") }
            if let body { head.headers.replaceOrAdd(name: "Content-Length", value: String(body.readableBytes)) }
            channel.write(HTTPClientRequestPart.head(head), promise: nil)
            if let body { channel.write(HTTPClientRequestPart.body(.byteBuffer(body)), promise: nil) }
            return channel.writeAndFlush(HTTPClientRequestPart.end(nil))
        }.get()
        let full = try await exchange.futureResult.get()
        if full.head.isKeepAlive, channel.isActive {
            idle.withLockedValue { $0.append(channel) }
        } else {
            try? await channel.close()
        }
        return TestResponse(head: Self.response(full.head), body: full.body ?? ByteBuffer())
    }

    /// Closes every connection it opened.
    func close() async {
        for channel in opened.withLockedValue({ $0 }) { try? await channel.close() }
    }

    private func connection() async throws -> any Channel {
        while let channel = idle.withLockedValue({ $0.popLast() }) {
            if channel.isActive { return channel }
        }
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(
                        NIOHTTPClientResponseAggregator(maxContentLength: 1 << 30))
                    try channel.pipeline.syncOperations.addHandler(ResponseQueue())
                }
            }
            .connect(host: "127.0.0.1", port: port ?? 0).get()
        opened.withLockedValue { $0.append(channel) }
        return channel
    }

    private static func response(_ head: HTTPResponseHead) -> HTTPResponse {
        var fields = HTTPFields()
        for (name, value) in head.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return HTTPResponse(
            status: HTTPResponse.Status(code: Int(head.status.code), reasonPhrase: head.status.reasonPhrase),
            headerFields: fields)
    }
}

/// Hands each whole response to the request waiting for it, in order; a connection that ends or
/// fails fails whoever still waits.
private final class ResponseQueue: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = NIOHTTPClientResponseFull

    private var waiting: [EventLoopPromise<NIOHTTPClientResponseFull>] = []

    /// On the channel's event loop.
    func expect(_ promise: EventLoopPromise<NIOHTTPClientResponseFull>) {
        waiting.append(promise)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().succeed(unwrapInboundIn(data))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        fail(error)
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        fail(ChannelError.eof)
        context.fireChannelInactive()
    }

    private func fail(_ error: any Error) {
        let waiting = self.waiting
        self.waiting = []
        for promise in waiting { promise.fail(error) }
    }
}
