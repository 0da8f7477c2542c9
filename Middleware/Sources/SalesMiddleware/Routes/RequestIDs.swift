import Synchronization

/// Request ids as Hummingbird makes them — 64 random bits drawn once per process, then a counter,
/// 32 hex digits — but formatted from a table into one string, instead of Hummingbird's two radix
/// conversions, padding and concatenation on every request.
final class RequestIDs: Sendable {
    private let prefix: UInt64
    private let counter: Atomic<UInt64>

    init(prefix: UInt64 = .random(in: .min ... .max), start: UInt64 = .random(in: .min ... .max)) {
        self.prefix = prefix
        counter = Atomic(start)
    }

    /// The next id.
    func next() -> String {
        let low = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for (offset, value) in [(0, prefix), (16, low)] {
                for digit in 0..<16 {
                    let nibble = Int(truncatingIfNeeded: value >> (60 - 4 * UInt64(digit))) & 0xF
                    buffer[offset + digit] = Self.hex[nibble]
                }
            }
            return 32
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}
