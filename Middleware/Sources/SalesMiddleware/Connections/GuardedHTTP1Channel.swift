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
    /// Where the answers the connection gives itself (refusals) are counted.
    let answers: RequestMetricsHandles?

    /// The most a connection's answers may wait in the kernel for a client that does not read
    /// them (the socket's send buffer): answers are a few kilobytes, so a client that pipelines
    /// and never reads costs a few dozen answers' work, not thousands (Linux would grow the
    /// buffer to megabytes).
    static let sendBufferBytes = 64 * 1024

    /// Reads of at most 16 KiB: a request is a few hundred bytes, and what one read brings waits
    /// parsed until its turn (``ConnectionGuardHandler``) — a pipelining client holds a few hundred
    /// requests in memory at most, not thousands.
    static let readBufferBytes = 16 * 1024

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let options = channel.syncOptions
            try options?.setOption(.socketOption(.so_sndbuf), value: Self.sendBufferBytes)
            try options?.setOption(
                .recvAllocator,
                value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 2048, maximum: Self.readBufferBytes))
            let pipeline = channel.pipeline.syncOperations
            try Self.addGuardedHTTP1Handlers(to: pipeline, registry: registry, answers: answers)
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
        to pipeline: ChannelPipeline.SynchronousOperations, registry: ConnectionRegistry,
        answers: RequestMetricsHandles? = nil
    ) throws {
        // The parser stops only what no request may be (``MalformedRequest/parserHeadLimit``); the
        // head's own limits are checked on the parsed head, where a long target is told from a
        // large head (414, not 431).
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = MalformedRequest.parserHeadLimit
        limits.maxHeaderListSize = MalformedRequest.parserHeadLimit
        limits.maxHeaderFieldCount = HTTP1Channel.Configuration.DecoderConfiguration().maxHeaderFieldCount
        try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
            withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits)
        try pipeline.addHandler(ConnectionGuardHandler(registry: registry, answers: answers))
    }

    func handle(value: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with idle connections closed after `idleTimeout`, requests that do not keep the
    /// connection alive answered and closed, and at most `registry.capacity` connections.
    static func guardedHTTP1(idleTimeout: Duration, registry: ConnectionRegistry, answers: RequestMetricsHandles?)
        -> HTTPServerBuilder
    {
        .init { responder in
            GuardedHTTP1Channel(responder: responder, idleTimeout: idleTimeout, registry: registry, answers: answers)
        }
    }
}
