import SalesCore

/// A one-line chart of revenue per month (▁▂▃▄▅▆▇█, scaled to the largest month; a space for a
/// month without revenue): the last `width` months up to the latest sale, gaps included.
struct RevenueChart {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    let bars: String
    let first: YearMonth
    let last: YearMonth

    init?(_ months: [MonthlyRevenue], width: Int) {
        guard width > 0, let newest = months.last?.month, let oldest = months.first?.month else { return nil }
        let span = min(width, newest.ordinal - oldest.ordinal + 1)
        let start = newest.adding(months: -(span - 1))
        // Heights only: a Double is enough to compare bars (amounts stay exact everywhere else).
        var values = [Double](repeating: 0, count: span)
        for month in months where month.month >= start {
            values[month.month.ordinal - start.ordinal] = max(0, month.total.amount.amount.approximation)
        }
        let largest = values.max() ?? 0
        bars = String(
            values.map { value -> Character in
                guard value > 0, largest > 0, largest.isFinite else { return " " }
                let level = Int((value / largest * 8).rounded(.up)) - 1
                return Self.blocks[min(7, max(0, level))]
            })
        first = start
        last = newest
    }
}
