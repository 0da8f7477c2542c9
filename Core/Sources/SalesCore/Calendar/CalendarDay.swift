import Foundation

/// A calendar day in UTC (proleptic Gregorian, years 1…9999), as report ranges are given:
/// `2024-07-20`.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…31, within the month.
    public let day: Int
    /// Days since 1970-01-01.
    public let ordinal: Int

    /// `nil` unless the day exists (`2023-02-29` does not) and the year is 1…9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...GregorianCalendar.days(in: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        ordinal = GregorianCalendar.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// Reads `YYYY-MM-DD` exactly (no time, no offset); `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `2024-07-20`.
    public var description: String {
        "\(GregorianCalendar.pad(year, 4))-\(GregorianCalendar.pad(month))-\(GregorianCalendar.pad(day))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The day number of `date` at `offsetSeconds` from UTC (days since 1970-01-01, floored);
    /// finite for any `Date`.
    static func ordinal(of date: Date, offsetSeconds: Int = 0) -> Int {
        let seconds = date.timeIntervalSince1970
        let bounded = seconds.isFinite ? min(max(seconds, -1e14), 1e14) : 0
        return Int(((bounded + Double(offsetSeconds)) / 86_400).rounded(.down))
    }
}

/// Inclusive days, either end open: what `--from` and `--to` select, as days of the calendar a
/// sale's date is read in (``contains(_:in:)``).
public struct DayRange: Hashable, Sendable {
    public let from: CalendarDay?
    public let to: CalendarDay?

    /// Every day.
    public static let all = DayRange(uncheckedFrom: nil, to: nil)

    /// `nil` when `from` is after `to`.
    public init?(from: CalendarDay?, to: CalendarDay?) {
        if let from, let to, from > to { return nil }
        self.init(uncheckedFrom: from, to: to)
    }

    private init(uncheckedFrom from: CalendarDay?, to: CalendarDay?) {
        self.from = from
        self.to = to
    }

    /// Whether `date`'s day in `calendar` is within the range.
    public func contains(_ date: Date, in calendar: LocalCalendar = .utc) -> Bool {
        if from == nil, to == nil { return true }
        let day = calendar.day(of: date)
        return (from.map { day >= $0.ordinal } ?? true) && (to.map { day <= $0.ordinal } ?? true)
    }
}
