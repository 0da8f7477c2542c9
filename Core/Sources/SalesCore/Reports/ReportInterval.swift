/// How a period's figures are cut for charts and reports: weeks (Monday to Sunday, ISO 8601),
/// months, quarters or years — each bucket named by its first day.
public enum ReportInterval: String, CaseIterable, Hashable, Sendable {
    case week, month, quarter, year

    /// The first day of the bucket `day` falls in.
    public func start(of day: CalendarDay) -> CalendarDay {
        switch self {
        case .week: day.adding(days: -day.weekday) ?? day
        case .month: day.firstOfMonth
        case .quarter: day.firstOfMonth.adding(months: -((day.month - 1) % 3)) ?? day.firstOfMonth
        case .year: CalendarDay(year: day.year, month: 1, day: 1) ?? day
        }
    }

    /// The first day of the bucket after the one starting on `start`; `nil` past year 9999.
    public func next(after start: CalendarDay) -> CalendarDay? {
        switch self {
        case .week: start.adding(days: 7)
        case .month: start.adding(months: 1)
        case .quarter: start.adding(months: 3)
        case .year: start.adding(months: 12)
        }
    }

    /// Every bucket's first day from `from`'s to `to`'s, oldest first — at most `limit` of them
    /// (`nil` when there would be more: hostile dates can span millennia of weeks).
    public func starts(from: CalendarDay, to: CalendarDay, limit: Int = 1_200) -> [CalendarDay]? {
        var starts: [CalendarDay] = []
        var current: CalendarDay? = start(of: from)
        while let bucket = current, bucket <= to {
            guard starts.count < limit else { return nil }
            starts.append(bucket)
            current = next(after: bucket)
        }
        return starts
    }
}
