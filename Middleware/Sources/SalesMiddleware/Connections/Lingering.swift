import NIOCore

/// A connection closing as nginx's `lingering_close` closes one: its writing side shut down once
/// the last answer is written (the client reads every answer, then the end), then what the client
/// still sends — pipelined requests after a refusal — read and dropped until it closes its side, or
/// nothing has arrived for ``quietTime``, or ``longest`` has passed; only then is the socket
/// closed. A socket closed with bytes unread sends a reset, and a reset makes the client's kernel
/// drop the answers it had not read yet.
final class Lingering {
    /// How long the client may be silent before the socket is closed (nginx: `lingering_timeout`).
    static let quietTime = TimeAmount.seconds(2)
    /// How long the rest may take in all (nginx: `lingering_time`, 30 s).
    static let longest = TimeAmount.seconds(10)

    private var promises: [EventLoopPromise<Void>] = []
    private var quiet: Scheduled<Void>?
    private var deadline: Scheduled<Void>?

    init(promise: EventLoopPromise<Void>?) {
        if let promise { promises.append(promise) }
    }

    /// Another close asked for while lingering: completed with the first.
    func add(_ promise: EventLoopPromise<Void>?) {
        if let promise { promises.append(promise) }
    }

    /// Shuts the writing side (what was written has been: closes come after the last answer's
    /// write completed), then reads on — unless the client has finished sending already
    /// (`inputClosed`): then the socket closes once the writing side is shut. The socket is closed
    /// through `context`, below the handler that lingers.
    func begin(context: ChannelHandlerContext, inputClosed: Bool = false) {
        let loop = context.eventLoop.assumeIsolated()
        deadline = loop.scheduleTask(in: Self.longest) { [self] in finish(context: context) }
        let shut = context.close(mode: .output).assumeIsolated()
        shut.whenFailure { [self] _ in
            // Half-closure refused (the connection already broke, or closed): closed now.
            finish(context: context)
        }
        if inputClosed {
            shut.whenSuccess { [self] in finish(context: context) }
            return
        }
        restartQuietTime(context: context)
        context.read()
    }

    /// The client finished sending while lingering: nothing more to drain, the socket closes now.
    func inputEnded(context: ChannelHandlerContext) {
        quiet?.cancel()
        finish(context: context)
    }

    /// Bytes arrived while lingering: dropped, and the next read asked for.
    func drained(context: ChannelHandlerContext) {
        restartQuietTime(context: context)
        context.read()
    }

    /// Closes the socket; every close asked for is complete once it is, whatever the outcome.
    private func finish(context: ChannelHandlerContext) {
        context.close(mode: .all).assumeIsolated().whenComplete { [self] _ in ended() }
    }

    /// The socket closed, whoever closed it.
    func ended() {
        quiet?.cancel()
        deadline?.cancel()
        for promise in promises { promise.succeed() }
        promises = []
    }

    private func restartQuietTime(context: ChannelHandlerContext) {
        quiet?.cancel()
        quiet = context.eventLoop.assumeIsolated().scheduleTask(in: Self.quietTime) { [self] in
            finish(context: context)
        }
    }
}
