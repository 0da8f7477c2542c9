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
/// Every operation is O(1) amortised; idle connections are kept in the order they became idle,
/// stale entries skipped and compacted away.
final class ConnectionRegistry: Sendable {
    /// What the server does with a new connection.
    enum Admission: Equatable {
        /// Serve it.
        case admitted
        /// Answer its first request with 503 and close it: every other connection is busy.
        case refused
    }

    /// Identifies one open connection.
    struct Ticket: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    /// The most connections served at once.
    let capacity: Int
    private let state: Mutex<State>

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        self.state = Mutex(State())
    }

    /// Open connections, those waiting to be closed to make room included.
    var openCount: Int { state.withLock { $0.connections.count } }

    /// The most connections open at once since the last call, and how many are open now; the
    /// next period's peak starts from now.
    func takePeak() -> ConnectionPeak {
        state.withLock { state in
            defer { state.peak = state.connections.count }
            return ConnectionPeak(peak: state.peak, open: state.connections.count)
        }
    }

    /// Registers a new connection (idle, as it has sent nothing yet) and decides whether it is
    /// served; a connection closed to make room is closed here.
    func open(_ channel: any Channel) -> (Ticket, Admission) {
        let (ticket, admission, victim) = state.withLock { state -> (Ticket, Admission, (any Channel)?) in
            let ticket = state.add(channel)
            guard state.connections.count - state.evicting > capacity else { return (ticket, .admitted, nil) }
            if let victim = state.evictOldestIdle(sparing: ticket) { return (ticket, .admitted, victim) }
            return (ticket, .refused, nil)
        }
        victim?.close(promise: nil)
        return (ticket, admission)
    }

    /// A request began on the connection: it cannot be closed to make room until it is answered.
    func markBusy(_ ticket: Ticket) {
        state.withLock { $0.connections[ticket.id]?.idleSince = nil }
    }

    /// The connection's last request was answered: it may be closed to make room.
    func markIdle(_ ticket: Ticket) {
        state.withLock { $0.markIdle(ticket.id) }
    }

    /// The connection closed.
    func close(_ ticket: Ticket) {
        state.withLock { state in
            if state.connections.removeValue(forKey: ticket.id)?.isEvicted == true { state.evicting -= 1 }
            state.shrinkIfMostlyEmpty()
        }
    }
}

extension ConnectionRegistry {
    fileprivate struct Connection {
        let channel: any Channel
        /// The idle sequence number while idle; `nil` while a request is in progress.
        var idleSince: UInt64?
        var isEvicted = false
    }

    fileprivate struct State {
        var connections: [UInt64: Connection] = [:]
        /// Connections in the order they became idle; entries whose sequence no longer matches
        /// the connection's are stale and skipped.
        var idleOrder: [(id: UInt64, sequence: UInt64)] = []
        var idleStart = 0
        var nextID: UInt64 = 0
        var sequence: UInt64 = 0
        /// Connections closed to make room whose close has not been seen yet.
        var evicting = 0
        /// The most open at once since the last ``ConnectionRegistry/takePeak()``.
        var peak = 0

        mutating func add(_ channel: any Channel) -> Ticket {
            nextID &+= 1
            connections[nextID] = Connection(channel: channel)
            peak = max(peak, connections.count)
            markIdle(nextID)
            return Ticket(id: nextID)
        }

        mutating func markIdle(_ id: UInt64) {
            guard connections[id] != nil else { return }
            sequence &+= 1
            connections[id]?.idleSince = sequence
            idleOrder.append((id, sequence))
            compactIfMostlyStale()
        }

        mutating func evictOldestIdle(sparing spared: Ticket) -> (any Channel)? {
            while idleStart < idleOrder.count {
                let (id, sequence) = idleOrder[idleStart]
                // The new connection is the newest idle one: reaching it means every other is busy.
                if id == spared.id { return nil }
                idleStart += 1
                guard let connection = connections[id], connection.idleSince == sequence,
                    !connection.isEvicted
                else { continue }
                connections[id]?.isEvicted = true
                connections[id]?.idleSince = nil
                evicting += 1
                compactIfMostlyStale()
                return connection.channel
            }
            return nil
        }

        /// A dictionary keeps its storage as it empties: after a wave of connections, give the
        /// table for thousands back (amortised O(1): done once per eighth of the capacity freed).
        mutating func shrinkIfMostlyEmpty() {
            guard connections.capacity > 1_024, connections.count < connections.capacity / 8 else { return }
            var smaller = [UInt64: Connection](minimumCapacity: connections.count * 2)
            for (id, connection) in connections { smaller[id] = connection }
            connections = smaller
        }

        /// Keeps the idle list within a constant factor of the open connections.
        private mutating func compactIfMostlyStale() {
            guard idleOrder.count > 64, idleOrder.count > 2 * connections.count else { return }
            let live = idleOrder[idleStart...].filter { connections[$0.id]?.idleSince == $0.sequence }
            idleOrder = Array(live)
            idleStart = 0
        }
    }
}
