import Foundation

/// The calendar as the person reading it lives it: days and months in their zone (``ZoneRules``),
/// so a sale made at 05:30 on 1 April in Tokyo (2024-03-31T20:30Z) is April's there. Every date a
/// person reads goes through one; ``utc`` is the upstream's own calendar.
public struct LocalCalendar: Sendable {
    public let zone: any ZoneRules

    public static let utc = LocalCalendar(zone: FixedOffset.utc)

    public init(zone: any ZoneRules) {
        self.zone = zone
    }

    /// The local month `date` falls in.
    public func month(of date: Date) -> YearMonth {
        YearMonth(civilTime(of: date))
    }

    /// The local day `date` falls in, as days since 1970-01-01 in local time (``CalendarDay/ordinal``).
    public func day(of date: Date) -> Int {
        CalendarDay.ordinal(of: date, offsetSeconds: zone.secondsFromUTC(at: date))
    }

    /// How many hours `month` lasts here: 744 for a 31-day month, 743 or 745 for one with a clock
    /// change (Lord Howe's half-hour change: 743.5 is said as 743 and a half, so the fraction is kept).
    public func hours(in month: YearMonth) -> Double {
        let next = month.adding(months: 1)
        let start = zone.startOfLocalDay(GregorianCalendar.daysSinceEpoch(year: month.year, month: month.month, day: 1))
        let end = zone.startOfLocalDay(GregorianCalendar.daysSinceEpoch(year: next.year, month: next.month, day: 1))
        return end.timeIntervalSince(start) / 3600
    }

    /// Calendar fields of `date` here.
    func civilTime(of date: Date) -> CivilTime {
        CivilTime(date, offsetSeconds: zone.secondsFromUTC(at: date))
    }
}
