import SalesCore

/// What a report by interval was made for: kept with the figures under it.
struct IntervalKey: Hashable, Sendable {
    let interval: ReportInterval
    let days: DayRange
    let zone: String
}
