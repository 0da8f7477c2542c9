import Synchronization

/// A catalog's sales grouped by product: held from the start (fetched now), or read by a loader
/// one group at a time when first needed (a stored copy) and kept from then on — a product's
/// detail reads its own group, a report every one. Safe to share: each group is read once,
/// whichever task asks first, and every other waits for it; once every group is read the loader is
/// let go, with whatever it held (a stored copy's bytes).
final class SaleGroups: Sendable {
    private enum State {
        case loaded([SaleList])
        case pending(Pending)
    }

    /// Groups read so far, and how to read the others.
    private struct Pending {
        let load: @Sendable (Int) -> SaleList
        var made: [SaleList?]
        var missing: Int
    }

    private let state: Mutex<State>

    init(_ groups: [SaleList]) {
        state = Mutex(.loaded(groups))
    }

    /// `count` groups, the one at a position read by `load` when first asked for.
    init(count: Int, _ load: @escaping @Sendable (Int) -> SaleList) {
        state = Mutex(
            count == 0
                ? .loaded([]) : .pending(Pending(load: load, made: Array(repeating: nil, count: count), missing: count))
        )
    }

    /// The group at `position` (one of the positions the groups were made for).
    func group(at position: Int) -> SaleList {
        state.withLock { state in
            switch state {
            case .loaded(let groups):
                return groups[position]
            case .pending(var pending):
                if let made = pending.made[position] { return made }
                let group = pending.load(position)
                pending.made[position] = group
                pending.missing -= 1
                state = pending.missing == 0 ? .loaded(pending.made.compactMap { $0 }) : .pending(pending)
                return group
            }
        }
    }

    /// Every group, in order (those not read yet read now).
    var all: [SaleList] {
        state.withLock { state in
            switch state {
            case .loaded(let groups):
                return groups
            case .pending(let pending):
                let groups = pending.made.indices.map { pending.made[$0] ?? pending.load($0) }
                state = .loaded(groups)
                return groups
            }
        }
    }
}
