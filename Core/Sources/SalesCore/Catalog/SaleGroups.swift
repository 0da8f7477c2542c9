import Synchronization

/// A catalog's sales grouped by product: held from the start (fetched now), or read by a loader on
/// first use (a stored copy) and kept from then on. Safe to share: the loader runs once, whichever
/// task asks first, and every other waits for its groups; once it has run it is let go, with
/// whatever it held (a stored copy's bytes).
final class SaleGroups: Sendable {
    private enum State {
        case loaded([SaleList])
        case pending(@Sendable () -> [SaleList])
    }

    private let state: Mutex<State>

    init(_ groups: [SaleList]) {
        state = Mutex(.loaded(groups))
    }

    init(_ load: @escaping @Sendable () -> [SaleList]) {
        state = Mutex(.pending(load))
    }

    var all: [SaleList] {
        state.withLock { state in
            switch state {
            case .loaded(let groups):
                return groups
            case .pending(let load):
                let groups = load()
                state = .loaded(groups)
                return groups
            }
        }
    }
}
