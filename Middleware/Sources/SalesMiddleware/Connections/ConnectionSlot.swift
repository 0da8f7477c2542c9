import NIOCore

/// One connection's place in the ``ConnectionRegistry``: registered when it opens, busy from a
/// request's head until its answer's end has been written, released when it closes. A connection
/// over the cap has its first request answered `503 Service Unavailable` (`Connection: close`,
/// `Retry-After: 1`), then everything else it sends is dropped until it closes.
struct ConnectionSlot {
    enum Mode {
        case serving
        /// Over the cap: the first request is answered 503.
        case refusing
        /// Answered 503: whatever else arrives is dropped until the connection closes.
        case closing
    }

    private let registry: ConnectionRegistry
    private var ticket: ConnectionRegistry.Ticket?
    private(set) var mode = Mode.serving
    /// Requests read whose answer has not been fully written (more than one when pipelined).
    private(set) var requestsInProgress = 0

    init(registry: ConnectionRegistry) {
        self.registry = registry
    }

    mutating func open(_ channel: any Channel) {
        let (ticket, admission) = registry.open(channel)
        self.ticket = ticket
        mode = admission == .refused ? .refusing : .serving
    }

    mutating func close() {
        if let ticket { registry.close(ticket) }
        ticket = nil
    }

    mutating func refused() {
        mode = .closing
    }

    mutating func requestBegan() {
        requestsInProgress += 1
        if requestsInProgress == 1, let ticket { registry.markBusy(ticket) }
    }

    mutating func answerEnded() {
        guard requestsInProgress > 0 else { return }
        requestsInProgress -= 1
        if requestsInProgress == 0, let ticket { registry.markIdle(ticket) }
    }
}
