import Synchronization

/// The last value made and the key it was made for: asked again for that key, it is handed back
/// instead of made anew. For values whose key changes far more slowly than they are asked for — a
/// log line's millisecond, an answer's `max-age` second — where making one costs more than the
/// lock. Two callers racing on a new key may both make it; the last one made is kept.
public final class SingleEntryCache<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    public init() {}

    private let last = Mutex<(key: Key, value: Value)?>(nil)

    /// The value for `key`: the last one made when it was made for `key`, else `make()`'s, kept.
    public func value(for key: Key, make: () -> Value) -> Value {
        if let last = last.withLock({ $0 }), last.key == key { return last.value }
        let value = make()
        last.withLock { $0 = (key, value) }
        return value
    }
}
