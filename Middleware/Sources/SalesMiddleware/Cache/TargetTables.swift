import SalesCore
import Synchronization

/// Solved tables for targets other than the default, kept per snapshot: at most `capacity`, the
/// least recently used evicted first. A target is solved once however many requests ask for it at
/// the same time: the first starts the solve, the others await the same task.
final class TargetTables: Sendable {
    private struct State {
        var tables: [CurrencyCode: Task<RatesBody, Never>] = [:]
        /// Least recently used first.
        var order: [CurrencyCode] = []
    }

    let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The table for `target`, solved by `solve` unless it is kept or being solved.
    func body(for target: CurrencyCode, solve: @escaping @Sendable () -> RatesBody) async -> RatesBody {
        let task = state.withLock { state in
            if let kept = state.tables[target] {
                state.order.removeAll { $0 == target }
                state.order.append(target)
                return kept
            }
            let solving = Task { solve() }
            state.tables[target] = solving
            state.order.append(target)
            if state.order.count > capacity {
                state.tables[state.order.removeFirst()] = nil
            }
            return solving
        }
        return await task.value
    }

    /// The targets kept, least recently used first.
    var targets: [CurrencyCode] { state.withLock { $0.order } }
}
