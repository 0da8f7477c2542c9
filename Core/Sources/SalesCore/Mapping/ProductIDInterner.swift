import SalesSupport

/// Hands out one shared ``Product/ID`` per distinct id text: a million sales of a thousand products
/// make a thousand strings, not a million, which saves both the allocations and the memory. Each
/// id also gets its index, in the order ids first appear.
struct ProductIDInterner {
    private var buckets: [UInt64: [(id: Product.ID, index: Int)]] = [:]
    private var count = 0

    /// The id for these UTF-8 bytes and its index, or `nil` when they are not a valid id (blank).
    mutating func id(for bytes: UnsafeRawBufferPointer) -> (id: Product.ID, index: Int)? {
        let hash = FNV1a.hash(bytes)
        if let candidates = buckets[hash] {
            for candidate in candidates where Self.bytes(of: candidate.id, equal: bytes) {
                return candidate
            }
        }
        guard let id = Product.ID(String(decoding: bytes, as: UTF8.self)) else { return nil }
        buckets[hash, default: []].append((id, count))
        count += 1
        return (id, count - 1)
    }

    /// Compares through the id's contiguous UTF-8 (every interned id is a native string), not
    /// byte by byte through the generic view — a million comparisons for a million sales.
    private static func bytes(of id: Product.ID, equal bytes: UnsafeRawBufferPointer) -> Bool {
        id.rawValue.utf8.withContiguousStorageIfAvailable { UnsafeRawBufferPointer($0).elementsEqual(bytes) }
            ?? id.rawValue.utf8.elementsEqual(bytes)
    }
}
