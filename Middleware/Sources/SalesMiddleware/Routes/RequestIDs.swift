import SalesSupport
import Synchronization

/// Request ids as Hummingbird makes them — 64 random bits drawn once per process, then a counter,
/// 32 hex digits — but written into one string: the prefix's 16 digits once per process, the
/// counter's from a table, instead of Hummingbird's two radix conversions, padding and
/// concatenation on every request.
final class RequestIDs: Sendable {
    private let prefixDigits: [UInt8]
    private let counter: Atomic<UInt64>

    init(prefix: UInt64 = .random(in: .min ... .max), start: UInt64 = .random(in: .min ... .max)) {
        prefixDigits = (0..<16).map { Hex.digit($0, of: prefix) }
        counter = Atomic(start)
    }

    /// The next id.
    func next() -> String {
        let low = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        return String(unsafeUninitializedCapacity: 32) { buffer in
            _ = buffer.initialize(fromContentsOf: prefixDigits)
            for digit in 0..<16 { buffer[16 + digit] = Hex.digit(digit, of: low) }
            return 32
        }
    }
}
