import Foundation

/// Hands out one shared ``Product/ID`` per distinct id text: a million sales of a thousand products
/// make a thousand strings, not a million, which saves both the allocations and the memory. Each
/// id also gets its index, in the order ids first appear.
///
/// An open-addressing table over a hash of the ids' bytes taken eight at a time (multiply and
/// fold), seeded per interner so that ids chosen to collide in one run do not in the next; ids are
/// compared by their bytes (`memcmp`). A lookup costs one pass over the id's bytes and,
/// almost always, one probe.
struct ProductIDInterner: Sendable {
    /// Per id, in the order handed out: the hash of its bytes, where its bytes lie in `keys`, and
    /// the id. Plain arrays, so a lookup retains nothing.
    private var hashes: [UInt64] = []
    private var keyRanges: [Range<Int>] = []
    /// Whether the id's bytes are what a plain JSON string holds (``plainIndex(of:)``).
    private var plain: [Bool] = []
    /// Every id, by index.
    private(set) var ids: [Product.ID] = []
    /// Every id's bytes, one after another.
    private var keys: [UInt8] = []
    /// Indexes into the arrays above plus one; zero is an empty slot. Never more than half full.
    private var slots = [Int32](repeating: 0, count: 1024)
    private let seed = UInt64.random(in: .min ... .max)

    /// The id for these UTF-8 bytes and its index, or `nil` when they are not a valid id (blank).
    mutating func id(for bytes: UnsafeRawBufferPointer) -> (id: Product.ID, index: Int)? {
        index(for: bytes).map { (ids[$0], $0) }
    }

    /// The index of the id for these UTF-8 bytes (made when they are new), or `nil` when they are
    /// not a valid id (blank).
    mutating func index(for bytes: UnsafeRawBufferPointer) -> Int? {
        let hash = hash(bytes)
        let (slot, found) = find(bytes, hash: hash)
        if let found { return found }
        guard let id = Product.ID(String(decoding: bytes, as: UTF8.self)), ids.count < Int32.max - 1 else {
            return nil
        }
        hashes.append(hash)
        keyRanges.append(keys.count..<keys.count + bytes.count)
        plain.append(
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        keys.append(contentsOf: bytes)
        ids.append(id)
        slots[slot] = Int32(ids.count)
        if ids.count * 2 > slots.count { grow() }
        return ids.count - 1
    }

    /// The index of a known id whose bytes are these and hold only what a plain JSON string holds
    /// (printable ASCII, no quote, no backslash: as ``JSONReader/readPlainString()`` reads); `nil`
    /// otherwise. Bytes in a body equal to such an id are the whole string that id was read from,
    /// ended by the quote after them — so a mapper that finds them needs no scan for the quote.
    func plainIndex(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard let index = find(bytes, hash: hash(bytes)).index, plain[index] else { return nil }
        return index
    }

    /// The known id with these bytes and hash, or the empty slot where it would go.
    private func find(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> (slot: Int, index: Int?) {
        var slot = self.slot(hash)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, equal(keyRanges[index], bytes) { return (slot, index) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (slot, nil)
    }

    /// How many ids were handed out.
    var count: Int { ids.count }

    /// Whether this interner's first `count` ids are `other`'s first `count`, with the same
    /// indexes: one interner's earlier state (a copy taken then) and its later one. Compared by
    /// their bytes, whole.
    func startsLike(_ other: ProductIDInterner, count: Int) -> Bool {
        guard count <= ids.count, count <= other.ids.count else { return false }
        guard count > 0 else { return true }
        let end = keyRanges[count - 1].upperBound
        guard other.keyRanges[count - 1].upperBound == end, other.keys.count >= end else { return false }
        return Self.sameBytes(keyRanges, other.keyRanges, count: count) && Self.sameBytes(keys, other.keys, count: end)
    }

    /// Whether the first `count` elements of two arrays of plain values (bytes, ranges of ints:
    /// no reference inside) have the same bytes.
    private static func sameBytes<Element>(_ left: [Element], _ right: [Element], count: Int) -> Bool {
        left.withUnsafeBytes { left in
            right.withUnsafeBytes { right in
                let length = count * MemoryLayout<Element>.stride
                guard length <= left.count, length <= right.count, let a = left.baseAddress, let b = right.baseAddress
                else { return length == 0 }
                return memcmp(a, b, length) == 0
            }
        }
    }

    /// The bytes of the id at `index` (one handed out by ``id(for:)``), as they were read.
    func bytes(at index: Int) -> [UInt8] {
        keyRanges.indices.contains(index) ? Array(keys[keyRanges[index]]) : []
    }

    private func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = seed ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = Self.fold(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        if offset < bytes.count, bytes.count >= 8 {
            // The last eight bytes, some of them hashed already: one load instead of a byte loop.
            tail = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        } else {
            while offset < bytes.count {
                tail = tail << 8 | UInt64(bytes[offset])
                offset += 1
            }
        }
        return Self.fold(hash ^ tail)
    }

    private static func fold(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }

    private func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash) & (slots.count - 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for (index, hash) in hashes.enumerated() {
            var slot = self.slot(hash)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index + 1)
        }
    }

    private func equal(_ known: Range<Int>, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard known.count == bytes.count else { return false }
        return keys.withUnsafeBytes { keys in
            guard let left = keys.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left + known.lowerBound, right, bytes.count) == 0
        }
    }
}
