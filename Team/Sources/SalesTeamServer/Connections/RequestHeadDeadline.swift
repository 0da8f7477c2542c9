import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// A request's head must arrive whole within ``limit`` of its first byte: a client that sends one
/// slowly (a byte now and then, never the blank line) holds no connection past it, whatever the
/// idle limit. Two handlers share the watch: ``RequestHeadDeadline`` reads the decoded parts (the
/// head has arrived; its answer is written), and the ``ByteWatch`` it puts first in the pipeline
/// sees the bytes before the decoder does (a head has begun). Between requests, a connection that
/// sends nothing is the idle limit's (`HTTP1Channel`'s `idleTimeout`).
final class RequestHeadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let limit: TimeAmount
    /// No head is being read: the connection is new, or every request read has been answered.
    private var betweenRequests = true
    private var deadline: Scheduled<Void>?
    /// This handler's place in the pipeline, for the watch's calls.
    private var context: ChannelHandlerContext?

    init(limit: TimeAmount) {
        self.limit = limit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        // Before the HTTP decoder: the bytes as they come.
        _ = try? context.pipeline.syncOperations.addHandler(ByteWatch(deadline: self), position: .first)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        self.context = nil
    }

    /// Bytes arrived: when no head is being read, a new one begins and the clock starts.
    fileprivate func bytesArrived() {
        guard betweenRequests, deadline == nil, let context else { return }
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            betweenRequests = false
            deadline?.cancel()
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { betweenRequests = true }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        context.fireChannelInactive()
    }

    /// Tells the deadline when bytes arrive, before anything decodes them.
    final class ByteWatch: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer

        private let deadline: RequestHeadDeadline

        init(deadline: RequestHeadDeadline) {
            self.deadline = deadline
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            deadline.bytesArrived()
            context.fireChannelRead(data)
        }
    }
}
