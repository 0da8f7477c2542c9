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
            Self.write(prefix, into: buffer, at: 0)
            Self.write(low, into: buffer, at: 16)
            return 32
        }
    }

    /// `value` as 16 hex digits at `offset`.
    private static func write(_ value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        for digit in 0..<16 {
            buffer[offset + digit] = hex[Int(truncatingIfNeeded: value >> (60 - 4 * UInt64(digit))) & 0xF]
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}
