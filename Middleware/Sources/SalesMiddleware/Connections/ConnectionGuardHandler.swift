import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// What the middleware adds between NIO's HTTP/1 codec and Hummingbird's connection handling, in
/// the one handler that also translates NIO's HTTP/1 parts to and from Swift's HTTP types (the work
/// of `HTTP1ToHTTPServerCodec`, which it replaces): each request part and answer part crosses one
/// hop instead of two. Inbound, in this order: malformed requests answered at the connection
/// (``MalformedRequest``), `Connection: close` made plain (``KeepAlive``), the connection cap
/// (``ConnectionSlot``), then the translation. Outbound: the cap's bookkeeping, keep-alive, each
/// answer flushed whole (``WholeResponseFlush``), then the translation back.
///
/// One request, one answer: what the parser refuses never reaches Hummingbird, which would answer a
/// second time (a bare `400` after the route's answer). Refused in a request's head, it is answered
/// here once the answers before it are written; refused in the body of a request already handed on,
/// that request's answer is its only one. Either way the connection then closes, and nothing more
/// is answered on it. Nor is anything after a request that closes the connection (`Connection:
/// close`, HTTP/1.0 without keep-alive, an `Upgrade` the server does not offer): it is read and
/// dropped, never answered a second time (RFC 9112 §9.6).
///
/// Every close — after a refusal, a closing request, an idle timeout, a shutdown — lingers, as
/// nginx's `lingering_close` does (``Lingering``): the writing side is shut down after the last
/// answer, what the client still sends is read and dropped for a bounded time, then the socket is
/// closed. Closing a socket with unread bytes sends a reset, and the client's kernel drops the
/// answers it had not read yet — the refusal among them.
///
/// A client that sends requests without reading their answers is not read from while its answers
/// wait to be written (the channel is not writable): its backlog costs its own connection, never
/// the event loop's memory.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// How the connection ends, once every answer under way is written.
    private enum Ending {
        /// With this answer of the connection's own, to a request of this method (when its head
        /// was read), refused at that instant.
        case answer(MalformedRequest, method: HTTPMethod?, at: ContinuousClock.Instant)
        /// Without another answer.
        case quietly
    }

    private var slot: ConnectionSlot
    private var keepAlive = KeepAlive()
    private var flush = WholeResponseFlush()
    /// Set once the connection must end: whatever else arrives is dropped.
    private var ending: Ending?
    /// The last request handed on still has body to come.
    private var readingBody = false
    /// The request being read closes the connection once answered: nothing after it is answered.
    private var closesAfterRequest = false
    /// A read asked for while requests waited or answers could not be written; made once neither.
    private var readHeld = false
    /// What was read and not handed on yet, in order: requests behind one not answered yet, and
    /// what the parser refused behind them.
    private var waiting: CircularBuffer<Waiting> = []

    private enum Waiting {
        case part(HTTPServerRequestPart)
        case refused(HTTPParserError)
    }
    /// Set once the connection is closing: the writing side shut, the rest of the input drained.
    private var lingering: Lingering?
    /// The client has finished sending (its side half-closed): nothing more will be read.
    private var inputClosed = false
    /// That end, not told on yet: requests read before it still wait their turn, and Hummingbird
    /// stops reading at the end — it is told once the last of them is handed on.
    private var inputClosedHeld = false

    /// Where the answers given here (refusals) are counted, as the router's are.
    private let answers: RequestMetricsHandles?

    init(registry: ConnectionRegistry, answers: RequestMetricsHandles? = nil) {
        slot = ConnectionSlot(registry: registry)
        self.answers = answers
    }

    /// Counts an answer given here: route `-` (no route saw it), the method when its head was read.
    private func count(_ status: HTTPResponseStatus, method: HTTPMethod?, since started: ContinuousClock.Instant) {
        let method = method.flatMap { HTTPRequest.Method($0.rawValue) } ?? RequestMetricsHandles.otherMethod
        answers?.record(
            route: "-", method: method, status: HTTPResponse.Status(code: Int(status.code)),
            elapsed: ContinuousClock.now - started)
    }

    func channelActive(context: ChannelHandlerContext) {
        slot.open(context.channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        slot.close()
        lingering?.ended()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if let lingering {
            lingering.drained(context: context)
            return
        }
        guard ending == nil else { return }
        waiting.append(.part(unwrapInboundIn(data)))
        handOn(context: context)
    }

    /// A client that pipelines its requests and then finishes sending (half-closes) is answered
    /// every request read before its end; a connection lingering closes at once, with nothing
    /// more to drain.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard case .inputClosed? = event as? ChannelEvent else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        inputClosed = true
        if let lingering {
            lingering.inputEnded(context: context)
            return
        }
        guard ending == nil, !waiting.isEmpty else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        inputClosedHeld = true
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // Bytes after what the parser refused — more of a pipelining client's requests, the rest
        // that came with its end: the refusal is in hand, and nothing after it is ever answered.
        // Passed on, the error would end the connection at once, and the answers still owed to the
        // requests before the refusal with it.
        if case .dataReceivedInErrorState(let refused, _)? = error as? ByteToMessageDecoderError,
            refused is HTTPParserError
        {
            return
        }
        guard let error = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard ending == nil, lingering == nil else { return }
        waiting.append(.refused(error))
        handOn(context: context)
    }

    /// Hands on what waits, in order: a request only once the one before it is answered (parts
    /// of the request being read at once), a refusal once every answer before it is written.
    private func handOn(context: ChannelHandlerContext) {
        while ending == nil, let next = waiting.first {
            switch next {
            case .part(.head(let head)):
                guard slot.requestsInProgress == 0, !readingBody else { return }
                waiting.removeFirst()
                begin(head, context: context)
            case .part(.body(let body)):
                waiting.removeFirst()
                guard slot.mode == .serving else { continue }
                context.fireChannelRead(wrapInboundOut(.body(body)))
            case .part(.end(let trailers)):
                waiting.removeFirst()
                guard slot.mode == .serving else { continue }
                readingBody = false
                // Whatever follows a request that closes the connection is never answered.
                if closesAfterRequest { ending = .quietly }
                context.fireChannelRead(wrapInboundOut(.end(trailers.map { HTTPFields($0, splitCookie: false) })))
            case .refused(let error):
                // In the body of a request handed on, its answer is the only one; else answered.
                guard readingBody || slot.requestsInProgress == 0 else { return }
                waiting.removeFirst()
                end(
                    readingBody ? .quietly : .answer(MalformedRequest(error), method: nil, at: .now),
                    context: context)
            }
        }
        if waiting.isEmpty || ending != nil {
            waiting.removeAll()
            if readHeld, context.channel.isWritable {
                readHeld = false
                context.read()
            }
            if inputClosedHeld, ending == nil {
                inputClosedHeld = false
                context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            }
        }
    }

    /// A request's head, handed on unless it is refused here.
    private func begin(_ received: HTTPRequestHead, context: ChannelHandlerContext) {
        var head = received
        if let malformed = MalformedRequest(head) {
            end(.answer(malformed, method: head.method, at: .now), context: context)
            return
        }
        closesAfterRequest = keepAlive.request(&head)
        switch slot.mode {
        case .serving: break
        case .refusing:
            slot.refused()
            ending = .quietly  // answered here: nothing after it is read or answered
            count(.serviceUnavailable, method: head.method, since: .now)
            context.answer(
                .serviceUnavailable, error: "too many connections; try again shortly",
                headers: [("retry-after", "1")]
            ) { [self] in close(context: context, mode: .all, promise: nil) }
            return
        case .closing: return
        }
        slot.requestBegan()
        readingBody = true
        do {
            let request = try HTTPRequest(head, secure: false, splitCookie: false)
            context.fireChannelRead(wrapInboundOut(.head(request)))
        } catch {
            context.fireErrorCaught(error)
        }
    }

    /// Reads stop while requests wait their turn (a pipelining client's are read only as fast as
    /// they are answered), and while the answers cannot be written (one that does not read them).
    func read(context: ChannelHandlerContext) {
        guard lingering != nil || (waiting.isEmpty && context.channel.isWritable) else {
            readHeld = true
            return
        }
        context.read()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, readHeld, waiting.isEmpty {
            readHeld = false
            context.read()
        }
        context.fireChannelWritabilityChanged()
    }

    /// Every close lingers (``Lingering``): the answers written reach the client whole.
    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        // Already closed (the client went first), or only one side: nothing to linger over.
        guard mode == .all, context.channel.isActive else {
            context.close(mode: mode, promise: promise)
            return
        }
        if let lingering {
            lingering.add(promise)
            return
        }
        let started = Lingering(promise: promise)
        lingering = started
        started.begin(context: context, inputClosed: inputClosed)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let part: HTTPServerResponsePart
        switch unwrapOutboundIn(data) {
        case .head(var response):
            keepAlive.response(&response)
            part = .head(HTTPResponseHead(response))
        case .body(let body):
            part = .body(.byteBuffer(body))
        case .end(let trailers):
            slot.answerEnded()
            part = .end(trailers.map(HTTPHeaders.init))
        }
        flush.wrote(part)
        // The next request waiting is handed on once this write has gone through every handler
        // above (Hummingbird's notes the answer's end after passing it down).
        defer {
            if case .end = part, !waiting.isEmpty {
                context.eventLoop.assumeIsolated().execute { [self] in
                    handOn(context: context)
                    // Handed on outside a read: the async channel above passes on what it was given
                    // when a read completes.
                    context.fireChannelReadComplete()
                }
            }
        }
        guard case .end = part, let ending, slot.requestsInProgress == 0 else {
            context.write(wrapOutboundOut(part), promise: promise)
            return
        }
        // The last answer under way is written: the connection ends after it.
        switch ending {
        case .answer:
            context.write(wrapOutboundOut(part), promise: promise)
            finish(ending, context: context)
        case .quietly:
            let written = promise ?? context.eventLoop.makePromise()
            written.futureResult.assumeIsolated().whenComplete { [self] _ in
                close(context: context, mode: .all, promise: nil)
            }
            context.writeAndFlush(wrapOutboundOut(part), promise: written)
        }
    }

    func flush(context: ChannelHandlerContext) {
        if flush.flushes() { context.flush() }
    }

    /// Stops reading, and ends the connection now, or after the answers under way.
    private func end(_ ending: Ending, context: ChannelHandlerContext) {
        self.ending = ending
        if slot.requestsInProgress == 0 { finish(ending, context: context) }
    }

    private func finish(_ ending: Ending, context: ChannelHandlerContext) {
        switch ending {
        case .answer(let malformed, let method, let refused):
            count(malformed.status, method: method, since: refused)
            context.answer(malformed.status, error: malformed.message, headers: malformed.headers) { [self] in
                close(context: context, mode: .all, promise: nil)
            }
        case .quietly:
            close(context: context, mode: .all, promise: nil)
        }
    }
}
