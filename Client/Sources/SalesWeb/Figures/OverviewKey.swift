import SalesCore

/// What an overview was made for: kept with the figures under it.
struct OverviewKey: Hashable, Sendable {
    let period: ReportPeriod
    let interval: ReportInterval
    let today: CalendarDay
    let zone: String
}
