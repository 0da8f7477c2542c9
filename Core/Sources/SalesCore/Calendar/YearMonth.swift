import Foundation

/// A calendar month in UTC, as sales are grouped for revenue reports and charts.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    /// 1…12.
    public let month: Int

    /// The years a month may have: far beyond any date (±3 million years), small enough that no
    /// arithmetic on months can overflow.
    public static let years = -9_999_999...9_999_999

    /// `nil` unless `month` is 1…12 and `year` within ``years``.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), Self.years.contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month `day` falls in.
    public init(_ day: CalendarDay) {
        self.init(unchecked: day.year, month: day.month)
    }

    /// The UTC month `date` falls in (``LocalCalendar/month(of:)`` for the reader's).
    public init(_ date: Date) {
        self.init(CivilTime(date, offsetSeconds: 0))
    }

    /// The month of calendar fields (their year is within ``years``: ``CivilTime`` bounds it).
    init(_ time: CivilTime) {
        self.init(unchecked: time.year, month: time.month)
    }

    /// Months since year 0: consecutive months are consecutive numbers.
    public var ordinal: Int { year * 12 + (month - 1) }

    /// The month `count` months later (earlier when negative), kept within ``years``.
    public func adding(months count: Int) -> YearMonth {
        let bounds = (Self.years.lowerBound * 12)...(Self.years.upperBound * 12 + 11)
        let span = bounds.upperBound - bounds.lowerBound
        let clamped = max(min(count, span), -span)
        let target = max(min(ordinal + clamped, bounds.upperBound), bounds.lowerBound)
        let year = target >= 0 ? target / 12 : (target - 11) / 12
        return YearMonth(unchecked: year, month: target - year * 12 + 1)
    }

    /// `2024-07`.
    public var description: String {
        "\(year < 0 ? "-" : "")\(GregorianCalendar.pad(abs(year), 4))-\(GregorianCalendar.pad(month))"
    }

    /// `Jul 2024`.
    public var shortName: String { "\(Self.names[month - 1]) \(year)" }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { lhs.ordinal < rhs.ordinal }

    static let names = GregorianCalendar.monthNames

    private init(unchecked year: Int, month: Int) {
        self.year = year
        self.month = month
    }
}
