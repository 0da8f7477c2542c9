import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 child channel with one handler where the HTTP version is still known
/// (between NIO's decoder and Hummingbird's codec), ``ConnectionGuardHandler``: malformed requests
/// (an unknown method, a missing or repeated Host, CONNECT: answered and closed), keep-alive (close
/// what asks to be closed, HTTP/1.0 included), the connection cap and, for the answers on their way
/// out, each answer in one write.
struct GuardedHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let registry: ConnectionRegistry

    var responder: Responder { http1.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(ConnectionGuardHandler(registry: registry), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with idle connections closed after `idleTimeout`, requests that do not keep the
    /// connection alive answered and closed, and at most `registry.capacity` connections.
    static func guardedHTTP1(idleTimeout: Duration, registry: ConnectionRegistry) -> HTTPServerBuilder {
        .init { responder in
            GuardedHTTP1Channel(
                http1: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(idleTimeout))),
                registry: registry)
        }
    }
}
