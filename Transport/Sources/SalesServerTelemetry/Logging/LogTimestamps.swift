import Foundation
import SalesCore

/// The lines' timestamps (RFC 3339, UTC, milliseconds), each millisecond formatted once: at tens of
/// thousands of lines a second most lines share the previous one's, and formatting a date costs
/// more than the rest of a line. Shared by every copy of a handler.
final class LogTimestamps: Sendable {
    private let clock: @Sendable () -> Date
    private let last = SingleEntryCache<Int, String>()

    init(clock: @escaping @Sendable () -> Date) {
        self.clock = clock
    }

    /// Now, as a line's timestamp.
    func now() -> String {
        let date = clock()
        // The millisecond ``Timestamp`` shows, rounded and bounded as it rounds and bounds it.
        let milliseconds = date.timeIntervalSince1970 * 1000
        let key = milliseconds.isFinite ? Int(min(max(milliseconds, -1e17), 1e17).rounded()) : 0
        return last.value(for: key) { Timestamp.string(from: date) }
    }
}
