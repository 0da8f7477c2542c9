import NIOCore
import Synchronization

/// The server's open client connections, counted against a cap.
///
/// A connection is *idle* while no request is in progress on it: before its first request (half
/// a request head included) and between keep-alive requests. When a new connection would go over
/// the cap, the connection idle the longest is closed to make room — as nginx reuses idle
/// keep-alive connections — so idle hoarders cannot lock out real clients, and `/health` keeps
/// answering. Only when every connection is busy is the new one refused.
///
/// Every operation is O(1) amortised and none looks anything up: each connection holds its own
/// ticket, idle connections are kept in the order they became idle, stale entries skipped and
/// compacted away.
final class ConnectionRegistry: Sendable {
    /// What the server does with a new connection.
    enum Admission: Equatable {
        /// Serve it.
        case admitted
        /// Answer its first request with 503 and close it: every other connection is busy.
        case refused
    }

    /// One open connection's place in the registry. Its fields are read and written only with the
    /// registry's lock held: a request marks its own connection busy and idle without a lookup.
    final class Ticket: @unchecked Sendable {
        /// `nil` once closed: a closed connection is not kept alive by the idle list.
        fileprivate var channel: (any Channel)?
        /// The idle sequence number while idle; `nil` while a request is in progress, and once closed.
        fileprivate var idleSince: UInt64?
        fileprivate var isEvicted = false

        fileprivate init(channel: any Channel) {
            self.channel = channel
        }
    }

    /// The most connections served at once.
    let capacity: Int
    private let state: Mutex<State>

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        self.state = Mutex(State())
    }

    /// Open connections, those waiting to be closed to make room included.
    var openCount: Int { state.withLock { $0.open } }

    /// The most connections open at once since the last call, and how many are open now; the
    /// next period's peak starts from now.
    func takePeak() -> ConnectionPeak {
        state.withLock { state in
            defer { state.peak = state.open }
            return ConnectionPeak(peak: state.peak, open: state.open)
        }
    }

    /// Registers a new connection (idle, as it has sent nothing yet) and decides whether it is
    /// served; a connection closed to make room is closed here.
    func open(_ channel: any Channel) -> (Ticket, Admission) {
        let (ticket, admission, victim) = state.withLock { state -> (Ticket, Admission, (any Channel)?) in
            let ticket = state.add(channel)
            guard state.open - state.evicting > capacity else { return (ticket, .admitted, nil) }
            if let victim = state.evictOldestIdle(sparing: ticket) { return (ticket, .admitted, victim) }
            return (ticket, .refused, nil)
        }
        victim?.close(promise: nil)
        return (ticket, admission)
    }

    /// A request began on the connection: it cannot be closed to make room until it is answered.
    func markBusy(_ ticket: Ticket) {
        state.withLock { _ in ticket.idleSince = nil }
    }

    /// The connection's last request was answered: it may be closed to make room.
    func markIdle(_ ticket: Ticket) {
        state.withLock { $0.markIdle(ticket) }
    }

    /// The connection closed.
    func close(_ ticket: Ticket) {
        state.withLock { $0.close(ticket) }
    }
}

extension ConnectionRegistry {
    fileprivate struct State {
        var open = 0
        /// Connections in the order they became idle; entries whose sequence no longer matches
        /// the connection's are stale and skipped.
        var idleOrder: [(ticket: Ticket, sequence: UInt64)] = []
        var idleStart = 0
        var sequence: UInt64 = 0
        /// Connections closed to make room whose close has not been seen yet.
        var evicting = 0
        /// The most open at once since the last ``ConnectionRegistry/takePeak()``.
        var peak = 0

        mutating func add(_ channel: any Channel) -> Ticket {
            let ticket = Ticket(channel: channel)
            open += 1
            peak = max(peak, open)
            markIdle(ticket)
            return ticket
        }

        mutating func markIdle(_ ticket: Ticket) {
            guard ticket.channel != nil else { return }
            sequence &+= 1
            ticket.idleSince = sequence
            idleOrder.append((ticket, sequence))
            compactIfMostlyStale()
        }

        mutating func close(_ ticket: Ticket) {
            guard ticket.channel != nil else { return }
            ticket.channel = nil
            ticket.idleSince = nil
            open -= 1
            if ticket.isEvicted { evicting -= 1 }
            compactIfMostlyStale()
        }

        mutating func evictOldestIdle(sparing spared: Ticket) -> (any Channel)? {
            while idleStart < idleOrder.count {
                let (ticket, sequence) = idleOrder[idleStart]
                // The new connection is the newest idle one: reaching it means every other is busy.
                if ticket === spared { return nil }
                idleStart += 1
                guard ticket.idleSince == sequence, !ticket.isEvicted, let channel = ticket.channel else { continue }
                ticket.isEvicted = true
                ticket.idleSince = nil
                evicting += 1
                compactIfMostlyStale()
                return channel
            }
            return nil
        }

        /// Keeps the idle list within a constant factor of the open connections (amortised O(1):
        /// done once the list has doubled past them), letting go of closed connections' tickets.
        private mutating func compactIfMostlyStale() {
            guard idleOrder.count > 64, idleOrder.count > 2 * open else { return }
            idleOrder = idleOrder[idleStart...].filter { $0.ticket.idleSince == $0.sequence }
            idleStart = 0
        }
    }
}
