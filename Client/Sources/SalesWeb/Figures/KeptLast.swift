import Synchronization

/// The last value made for a key, kept until another key's is made: a page asked again (Refresh,
/// back, another tab, another currency's aside) finds what it derived without walking the sales
/// again, and one load holds one of each at most.
final class KeptLast<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    private let kept = Mutex<(key: Key, value: Value)?>(nil)

    init() {}

    /// The value kept for `key`, or the one `make` makes, then kept.
    func value(for key: Key, making make: () -> Value) -> Value {
        if let kept = kept.withLock({ $0 }), kept.key == key { return kept.value }
        let made = make()
        kept.withLock { $0 = (key, made) }
        return made
    }
}
