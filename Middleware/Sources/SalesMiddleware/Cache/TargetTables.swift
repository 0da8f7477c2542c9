import SalesCore
import Synchronization

/// Solved tables for targets other than the default, kept per snapshot: at most `capacity`, the
/// least recently used evicted first. A target is solved once however many requests ask for it at
/// the same time: the first starts the solve (on the ``TargetSolver``), the others await the same
/// task. A solve the solver refuses (too many at once) is not kept: the next request tries again.
final class TargetTables: Sendable {
    private struct State {
        var tables: [CurrencyCode: Task<RatesBody?, Never>] = [:]
        /// Least recently used first.
        var order: [CurrencyCode] = []
    }

    let capacity: Int
    private let solver: TargetSolver
    private let state = Mutex(State())

    init(capacity: Int, solver: TargetSolver = .shared) {
        self.capacity = max(1, capacity)
        self.solver = solver
    }

    /// The table for `target`, solved by `solve` unless it is kept or being solved; `nil` when the
    /// solver is busy with as many solves as it accepts.
    func body(for target: CurrencyCode, solve: @escaping @Sendable () -> RatesBody) async -> RatesBody? {
        let (task, isNew) = state.withLock { state in
            if let kept = state.tables[target] {
                state.order.removeAll { $0 == target }
                state.order.append(target)
                return (kept, false)
            }
            let solver = self.solver
            let solving = Task { await solver.solve(solve) }
            state.tables[target] = solving
            state.order.append(target)
            if state.order.count > capacity {
                state.tables[state.order.removeFirst()] = nil
            }
            return (solving, true)
        }
        let body = await task.value
        if body == nil && isNew {
            state.withLock { state in
                guard state.tables[target] == task else { return }
                state.tables[target] = nil
                state.order.removeAll { $0 == target }
            }
        }
        return body
    }

    /// The targets kept, least recently used first.
    var targets: [CurrencyCode] { state.withLock { $0.order } }
}
