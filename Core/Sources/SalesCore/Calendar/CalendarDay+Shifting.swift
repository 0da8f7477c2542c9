extension CalendarDay {
    /// The day of this ordinal (days since 1970-01-01); `nil` outside years 1…9999.
    public init?(ordinal: Int) {
        guard
            (GregorianCalendar.daysSinceEpoch(
                year: 1, month: 1, day: 1)...GregorianCalendar.daysSinceEpoch(
                    year: 9999, month: 12, day: 31)).contains(ordinal)
        else { return nil }
        let (year, month, day) = GregorianCalendar.date(daysSinceEpoch: ordinal)
        self.init(year: year, month: month, day: day)
    }

    /// The day of this ordinal, held within years 1…9999: any clock's reading is a day.
    public init(clampingOrdinal ordinal: Int) {
        let first = GregorianCalendar.daysSinceEpoch(year: 1, month: 1, day: 1)
        let last = GregorianCalendar.daysSinceEpoch(year: 9999, month: 12, day: 31)
        let bounded = min(max(ordinal, first), last)
        (year, month, day) = GregorianCalendar.date(daysSinceEpoch: bounded)
        self.ordinal = bounded
    }

    /// `count` days later (earlier when negative); `nil` outside years 1…9999.
    public func adding(days count: Int) -> CalendarDay? {
        let (sum, overflow) = ordinal.addingReportingOverflow(count)
        return overflow ? nil : CalendarDay(ordinal: sum)
    }

    /// The same day `count` months later (earlier when negative), at the month's last day when it
    /// is shorter (31 March less a month: 28 or 29 February); `nil` outside years 1…9999.
    public func adding(months count: Int) -> CalendarDay? {
        let (target, overflow) = (year * 12 + month - 1).addingReportingOverflow(count)
        guard !overflow, (12...(9999 * 12 + 11)).contains(target) else { return nil }
        let (newYear, newMonth) = (target / 12, target % 12 + 1)
        return CalendarDay(
            year: newYear, month: newMonth, day: min(day, GregorianCalendar.days(in: newMonth, of: newYear)))
    }

    /// The first day of its month.
    public var firstOfMonth: CalendarDay {
        CalendarDay(year: year, month: month, day: 1) ?? self
    }

    /// The last day of its month.
    public var lastOfMonth: CalendarDay {
        CalendarDay(year: year, month: month, day: GregorianCalendar.days(in: month, of: year)) ?? self
    }

    /// 0 for Monday … 6 for Sunday (ISO 8601).
    public var weekday: Int {
        ((ordinal + 3) % 7 + 7) % 7
    }
}
