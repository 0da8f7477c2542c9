/// The days figures are read for, as a manager picks them — one period for every page and command
/// (`?period=`, `--period`): a preset that follows the reader's today, all time, or given days.
///
/// To-date presets end today: this month, this quarter, the year so far. The others are whole:
/// last month, last quarter, the last twelve whole months. Each has a period to compare with
/// (``previous(today:)``) and the same days a year earlier (``yearEarlier(today:)``).
public enum ReportPeriod: Hashable, Sendable {
    case thisMonth
    case lastMonth
    case thisQuarter
    case lastQuarter
    case yearToDate
    case last12Months
    case allTime
    /// From the first day to the last, both included.
    case days(from: CalendarDay, to: CalendarDay)

    /// The presets, in the order a manager is offered them.
    public static let presets: [ReportPeriod] = [
        .thisMonth, .lastMonth, .thisQuarter, .lastQuarter, .yearToDate, .last12Months, .allTime,
    ]

    /// Reads ``text``: a preset's name, or `2024-01-01..2024-03-31` (the first day not after the
    /// last); `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        if let preset = Self.presets.first(where: { $0.text == text }) {
            self = preset
            return
        }
        let ends = text.split(separator: ".", omittingEmptySubsequences: false)
        guard ends.count == 3, ends[1].isEmpty, let from = CalendarDay(ends[0]), let to = CalendarDay(ends[2]),
            from <= to
        else { return nil }
        self = .days(from: from, to: to)
    }

    /// `this-month`, `last-month`, `this-quarter`, `last-quarter`, `year-to-date`, `last-12-months`,
    /// `all`, or `2024-01-01..2024-03-31`: what an address and a command line carry.
    public var text: String {
        switch self {
        case .thisMonth: "this-month"
        case .lastMonth: "last-month"
        case .thisQuarter: "this-quarter"
        case .lastQuarter: "last-quarter"
        case .yearToDate: "year-to-date"
        case .last12Months: "last-12-months"
        case .allTime: "all"
        case .days(let from, let to): "\(from)..\(to)"
        }
    }

    /// The days it covers when the reader's day is `today`.
    public func range(today: CalendarDay) -> DayRange {
        switch self {
        case .allTime: return .all
        case .days(let from, let to): return Self.range(from, to)
        default: return span(today: today).map { Self.range($0.from, $0.to) } ?? .all
        }
    }

    /// The period it is compared with: a preset's unit before (a to-date one cut at the same day
    /// of its unit: 1–27 November against 1–27 October), as many whole months just before given
    /// days that are whole months (July against June), else the same number of days just before
    /// given days; `nil` for all time, or before year 1.
    public func previous(today: CalendarDay) -> DayRange? {
        switch self {
        case .allTime: return nil
        case .days(let from, let to):
            guard let last = from.adding(days: -1) else { return nil }
            // Whole months (a month, a quarter given as days) are compared with as many whole months.
            if Self.isWholeMonths((from, to)) {
                let months = (to.year - from.year) * 12 + to.month - from.month + 1
                return from.adding(months: -months).map { Self.range($0, last) }
            }
            guard let first = last.adding(days: -(to.ordinal - from.ordinal)) else { return nil }
            return Self.range(first, last)
        default:
            guard let span = span(today: today), let months = unitMonths,
                let first = span.from.adding(months: -months), let last = span.to.adding(months: -months)
            else { return nil }
            // A whole unit's end is its month's last day (31 March before 30 June, not the 30th).
            return Self.range(first, isToDate ? last : last.lastOfMonth)
        }
    }

    /// The same days a year earlier (29 February read as the 28th; whole months, presets or given
    /// days, as those months whole: February 2025 against 1–29 February 2024); `nil` for all time,
    /// or before year 1.
    public func yearEarlier(today: CalendarDay) -> DayRange? {
        let ends: (from: CalendarDay, to: CalendarDay)?
        switch self {
        case .allTime: return nil
        case .days(let from, let to): ends = (from, to)
        default: ends = span(today: today)
        }
        guard let ends, let first = ends.from.adding(months: -12), let last = ends.to.adding(months: -12) else {
            return nil
        }
        return Self.range(first, isToDate || (isGivenDays && !Self.isWholeMonths(ends)) ? last : last.lastOfMonth)
    }

    /// Whether the period ends today.
    public var isToDate: Bool {
        self == .thisMonth || self == .thisQuarter || self == .yearToDate
    }

    /// Whether days run from a month's first day to a month's last (a month, a quarter given as days).
    private static func isWholeMonths(_ ends: (from: CalendarDay, to: CalendarDay)) -> Bool {
        ends.from.day == 1 && ends.to == ends.to.lastOfMonth
    }

    private var isGivenDays: Bool {
        if case .days = self { return true }
        return false
    }

    /// How many months a preset's unit is.
    private var unitMonths: Int? {
        switch self {
        case .thisMonth, .lastMonth: 1
        case .thisQuarter, .lastQuarter: 3
        case .yearToDate, .last12Months: 12
        case .allTime, .days: nil
        }
    }

    /// A preset's first and last day when today is `today`; `nil` for all time, given days, or
    /// beyond the calendar's years.
    private func span(today: CalendarDay) -> (from: CalendarDay, to: CalendarDay)? {
        let month = today.firstOfMonth
        let quarter = month.adding(months: -((today.month - 1) % 3))
        switch self {
        case .thisMonth: return (month, today)
        case .lastMonth: return month.adding(months: -1).map { ($0, $0.lastOfMonth) }
        case .thisQuarter: return quarter.map { ($0, today) }
        case .lastQuarter:
            guard let first = quarter?.adding(months: -3), let last = quarter?.adding(days: -1) else { return nil }
            return (first, last)
        case .yearToDate: return month.adding(months: -(today.month - 1)).map { ($0, today) }
        case .last12Months:
            guard let first = month.adding(months: -12), let last = month.adding(days: -1) else { return nil }
            return (first, last)
        case .allTime, .days: return nil
        }
    }

    private static func range(_ from: CalendarDay, _ to: CalendarDay) -> DayRange {
        DayRange(from: from, to: to) ?? .all
    }
}
