import SalesClient
import SalesCore

/// What names a report of one load's figures: its grouping, its days, the zone it counts them in.
struct ReportKey: Hashable, Sendable {
    let grouping: RevenueReport.Grouping
    let days: DayRange
    let zone: String
    /// Only the sales made in this currency; `nil` for all.
    var soldIn: CurrencyCode?
}

/// The reports made of one load's figures, the most recently asked kept.
struct KeptReports {
    /// Reports kept at most: the views a reader moves between (groupings, a few ranges).
    static let limit = 16

    private var kept: [ReportKey: RevenueReport] = [:]
    /// Oldest asked first.
    private var order: [ReportKey] = []
    private(set) var made = 0

    mutating func report(_ key: ReportKey) -> RevenueReport? {
        guard let report = kept[key] else { return nil }
        order.removeAll { $0 == key }
        order.append(key)
        return report
    }

    mutating func keep(_ report: RevenueReport, for key: ReportKey) {
        made += 1
        if kept.updateValue(report, forKey: key) == nil { order.append(key) }
        while order.count > Self.limit { kept[order.removeFirst()] = nil }
    }
}
