import Synchronization

/// A catalog's sales grouped by product: held from the start (fetched now), or read by a loader on
/// first use (a stored copy) and kept from then on. Safe to share: the loader runs once, whichever
/// task asks first, and every other waits for its groups.
final class SaleGroups: Sendable {
    private let load: @Sendable () -> [[Sale]]
    private let groups: Mutex<[[Sale]]?>

    init(_ groups: [[Sale]]) {
        self.load = { [] }
        self.groups = Mutex(groups)
    }

    init(_ load: @escaping @Sendable () -> [[Sale]]) {
        self.load = load
        self.groups = Mutex(nil)
    }

    var all: [[Sale]] {
        groups.withLock { groups in
            if let groups { return groups }
            let loaded = load()
            groups = loaded
            return loaded
        }
    }
}
