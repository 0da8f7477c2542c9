import SalesCore

/// What a period's figures were made for — the period, the reader's day its presets count from,
/// and their zone: kept with the figures under it.
struct PeriodKey: Hashable, Sendable {
    let period: ReportPeriod
    let today: CalendarDay
    let zone: String
}
