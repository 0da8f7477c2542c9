import Dispatch
import Synchronization

/// Where tables for other targets are solved: on one thread of their own, never on Swift's
/// cooperative pool, so `/health`, `/ready` and every cached answer stay prompt however long a
/// solve takes (it grows with the currencies: bench/RESULTS.md has the figures). One solve runs at
/// a time; at most ``limit`` are accepted at once (running and waiting), and a target asked for
/// beyond that is refused at once (the route answers 503 with `Retry-After`), so a client cycling
/// through targets cannot queue work without bound.
final class TargetSolver: Sendable {
    /// The one the server uses.
    static let shared = TargetSolver(limit: 4)

    let limit: Int
    private let queue = DispatchQueue(label: "sales-middleware.target-solver", qos: .utility)
    private let accepted = Mutex(0)

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Solves accepted and not finished (running or waiting).
    var acceptedCount: Int { accepted.withLock { $0 } }

    /// `work`'s result, computed on the solver's thread; `nil` when ``limit`` solves are already
    /// accepted.
    func solve<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value? {
        let admitted = accepted.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
        guard admitted else { return nil }
        return await withCheckedContinuation { continuation in
            queue.async {
                let value = work()
                self.accepted.withLock { $0 -= 1 }
                continuation.resume(returning: value)
            }
        }
    }
}
