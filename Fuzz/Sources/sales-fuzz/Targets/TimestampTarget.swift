import Foundation
import SalesCore

/// ISO 8601 timestamps: what parses, written back in the upstream's form, parses to the same
/// instant (to the millisecond it keeps).
enum TimestampTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let date = Timestamp.parse(utf8: bytes.bytes) else { return }
        let written = Timestamp.string(from: date)
        guard let again = Timestamp.parse(written) else { return }  // years beyond 0000-9999 in UTC
        fuzzCheck(abs(again.timeIntervalSince(date)) < 0.001, "\(date) → \(written) → \(again)")
    }
}
