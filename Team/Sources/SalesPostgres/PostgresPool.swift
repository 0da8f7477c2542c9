import Dispatch
import Synchronization

/// A few connections to one PostgreSQL database, each with a thread of its own (a serial dispatch
/// queue): libpq's calls block, and they block only those threads — never an event loop, never
/// Swift's cooperative pool. A caller waits for a free connection in the order it asked; a
/// connection is opened when first needed and reopened after it broke, so a server that was away
/// is used again as soon as it answers.
public final class PostgresPool: Sendable {
    private final class Worker: @unchecked Sendable {
        // Touched only on `queue`.
        var connection: PostgresConnection?
        let queue: DispatchQueue

        init(index: Int) {
            queue = DispatchQueue(label: "postgres-\(index)")
        }
    }

    private struct State {
        var free: [Int]
        var waiting: [CheckedContinuation<Int, Never>] = []
    }

    private let url: String
    private let workers: [Worker]
    private let state: Mutex<State>

    /// `size`: how many statements may run at once (at least 1).
    public init(url: String, size: Int = 4) {
        self.url = url
        let size = max(1, size)
        workers = (0..<size).map(Worker.init(index:))
        state = Mutex(State(free: Array((0..<size).reversed())))
    }

    /// Runs `body` with a connection of its own, on that connection's thread.
    public func withConnection<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) throws(PostgresError) -> T
    ) async throws(PostgresError) -> T {
        let index = await acquire()
        defer { release(index) }
        let worker = workers[index]
        let url = url
        let result: Result<T, PostgresError> = await withCheckedContinuation { continuation in
            worker.queue.async {
                continuation.resume(returning: Self.run(body, on: worker, url: url))
            }
        }
        return try result.get()
    }

    /// One statement on a free connection.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [PostgresValue] = []) async throws(PostgresError) -> PostgresRows {
        try await withConnection { connection throws(PostgresError) in try connection.execute(sql, parameters) }
    }

    /// Statements that stand or fall together: `BEGIN`, `body`, `COMMIT` — `ROLLBACK` when it throws.
    public func transaction<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) throws(PostgresError) -> T
    ) async throws(PostgresError) -> T {
        try await withConnection { connection throws(PostgresError) in
            try connection.execute("BEGIN")
            do throws(PostgresError) {
                let value = try body(connection)
                try connection.execute("COMMIT")
                return value
            } catch {
                _ = try? connection.execute("ROLLBACK")  // The connection may be gone: the error said so.
                throw error
            }
        }
    }

    private static func run<T>(
        _ body: (PostgresConnection) throws(PostgresError) -> T, on worker: Worker, url: String
    ) -> Result<T, PostgresError> {
        do throws(PostgresError) {
            if worker.connection == nil { worker.connection = try PostgresConnection(url: url) }
            guard let connection = worker.connection else { throw PostgresError(.unavailable, "no connection") }
            return .success(try body(connection))
        } catch {
            if error.kind == .unavailable { worker.connection = nil }
            return .failure(error)
        }
    }

    private func acquire() async -> Int {
        if let index = state.withLock({ $0.free.popLast() }) { return index }
        return await withCheckedContinuation { continuation in
            let index: Int? = state.withLock { state in
                if let index = state.free.popLast() { return index }
                state.waiting.append(continuation)
                return nil
            }
            if let index { continuation.resume(returning: index) }
        }
    }

    private func release(_ index: Int) {
        let next = state.withLock { state -> CheckedContinuation<Int, Never>? in
            guard !state.waiting.isEmpty else {
                state.free.append(index)
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: index)
    }
}
