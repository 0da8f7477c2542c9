import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Hummingbird's HTTP/1 child channel, built with ``ConnectionGuardHandler`` where the HTTP version
/// is still known, right after NIO's decoder — malformed requests (an unknown method, a missing or
/// repeated Host, CONNECT: answered and closed), keep-alive (close what asks to be closed, HTTP/1.0
/// included), the connection cap, each answer in one write — and translating to Swift's HTTP types
/// itself: the pipeline `HTTP1Channel` builds, with one handler fewer for every request part to cross.
struct GuardedHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    let responder: Responder
    let idleTimeout: Duration
    let registry: ConnectionRegistry

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let pipeline = channel.pipeline.syncOperations
            try Self.addGuardedHTTP1Handlers(to: pipeline, registry: registry)
            try pipeline.addHandler(HTTPConnectionStateHandler(idleTimeout: idleTimeout, logger: logger))
            return try NIOAsyncChannel(
                wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    /// NIO's HTTP/1 codec with Hummingbird's own settings — its limits on the head, no pipelining
    /// assistance (the async channel reads one request at a time), no error handler (answered by the
    /// guard), no outbound header validation (Swift's HTTP types validate) — then the guard: every
    /// connection's pipeline up to Hummingbird's handlers (the tests build it on an `EmbeddedChannel`).
    static func addGuardedHTTP1Handlers(
        to pipeline: ChannelPipeline.SynchronousOperations, registry: ConnectionRegistry
    ) throws {
        let defaults = HTTP1Channel.Configuration.DecoderConfiguration()
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = defaults.maxHeaderFieldSize
        limits.maxHeaderListSize = defaults.maxHeaderListSize
        limits.maxHeaderFieldCount = defaults.maxHeaderFieldCount
        try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
            withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits)
        try pipeline.addHandler(ConnectionGuardHandler(registry: registry))
    }

    func handle(value: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with idle connections closed after `idleTimeout`, requests that do not keep the
    /// connection alive answered and closed, and at most `registry.capacity` connections.
    static func guardedHTTP1(idleTimeout: Duration, registry: ConnectionRegistry) -> HTTPServerBuilder {
        .init { responder in
            GuardedHTTP1Channel(responder: responder, idleTimeout: idleTimeout, registry: registry)
        }
    }
}
