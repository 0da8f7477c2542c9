import SalesCore

/// A one-line chart of revenue per month (▁▂▃▄▅▆▇█, scaled to the largest month; a space for a
/// month without revenue): the last `width` months up to the latest, gaps included.
package struct RevenueChart: Sendable {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    package let bars: String
    /// Each month's height from 1 (least) to 8 (the largest month), 0 without revenue.
    package let levels: [Int]
    /// The month drawn tallest (the first of equals, by the heights' approximations); `nil` when
    /// none has revenue.
    package let peak: YearMonth?
    package let first: YearMonth
    package let last: YearMonth

    init?(_ months: [MonthlyRevenue], width: Int) {
        guard let newest = months.last?.month, let oldest = months.first?.month else { return nil }
        self.init(
            Dictionary(months.map { ($0.month, $0.total.amount.amount) }, uniquingKeysWith: +), from: oldest,
            through: newest, width: width)
    }

    /// `amounts` per month, charted from `oldest` (or the last `width` months) through `newest`.
    package init?(_ amounts: [YearMonth: ExactDecimal], from oldest: YearMonth, through newest: YearMonth, width: Int) {
        guard width > 0, oldest <= newest else { return nil }
        let span = min(width, newest.ordinal - oldest.ordinal + 1)
        let start = newest.adding(months: -(span - 1))
        // Heights only: a Double is enough to compare bars (amounts stay exact everywhere else).
        var values = [Double](repeating: 0, count: span)
        for (month, amount) in amounts where month >= start && month <= newest {
            values[month.ordinal - start.ordinal] = max(0, amount.approximation)
        }
        let largest = values.max() ?? 0
        levels = values.map { value -> Int in
            guard value > 0, largest > 0, largest.isFinite else { return 0 }
            return min(8, max(1, Int((value / largest * 8).rounded(.up))))
        }
        bars = String(levels.map { $0 == 0 ? " " : Self.blocks[$0 - 1] })
        let most = values.indices.max { values[$0] < values[$1] }
        peak = most.flatMap { largest > 0 && largest.isFinite ? start.adding(months: $0) : nil }
        first = start
        last = newest
    }
}

/// A horizontal bar for a table row, `value` against the `largest` row in `width` cells, drawn
/// with eighth blocks (▏▎▍▌▋▊▉█) so close values still differ.
package enum Bar {
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    package static func of(_ value: ExactDecimal, largest: ExactDecimal, width: Int) -> String {
        let (part, whole) = (value.approximation, largest.approximation)
        guard width > 0, part > 0, whole > 0, part.isFinite, whole.isFinite else { return "" }
        let eighthsWide = max(1, Int((min(part / whole, 1) * Double(width * 8)).rounded()))
        let full = String(repeating: "█", count: eighthsWide / 8)
        return eighthsWide % 8 == 0 ? full : full + String(eighths[eighthsWide % 8 - 1])
    }
}
