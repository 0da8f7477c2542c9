import Foundation
import SalesCore

/// A time zone from outside bytes: a tz database file (`TZ` may name any file) or a POSIX rule
/// (`TZ`'s text). Whatever reads is answered at any instant without a trap, and each local day
/// starts at an instant whose local day is that day (or a later one, for a day a change skips),
/// the second before it in another day.
enum TimeZoneTarget {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let mode = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        let zone: TransitionZone
        if mode & 1 == 0 {
            guard let read = try? TransitionZone(tzif: rest) else { return }
            zone = read
        } else {
            guard let rule = PosixTimeZoneRule(String(decoding: rest, as: UTF8.self)) else { return }
            zone = TransitionZone(rule: rule)
        }
        let calendar = LocalCalendar(zone: zone)
        for seconds in [-1e14, -3e9, -1, 0, 1_706_738_400, 4.1e9, 2.5e11, 1e14, .infinity, .nan] {
            _ = zone.state(at: Date(timeIntervalSince1970: seconds))
        }
        for day in [-700_000, -1, 0, 19_753, 19_754, 2_900_000] {
            let start = zone.startOfLocalDay(day)
            let startDay = calendar.day(of: start)
            fuzzCheck(startDay >= day, "day \(day) starts at \(start), in day \(startDay)")
            let before = calendar.day(of: start - 1)
            fuzzCheck(before != day, "day \(day): the second before \(start) is that day too")
        }
    }
}
