import SalesClient
import SalesCore

/// A product's trend as a small chart in a table's cell: the terminal's sparkline drawn with HTML
/// and CSS — one bar a month of ``PeriodProducts/trend``, eight heights (the stylesheet's `h1`…`h8`),
/// none for a month without revenue — named for screen readers by its months and its largest one.
enum Sparkline {
    static func html(_ row: PeriodProducts.Row, of products: PeriodProducts) -> HTML {
        guard let first = products.trend.first, let last = products.trend.last,
            let chart = SalesClient.RevenueChart(
                row.monthly, from: first, through: last, width: PeriodProducts.trendMonths),
            chart.levels.contains(where: { $0 > 0 })
        else { return .empty }
        let bars = chart.levels.map { level -> HTML in "<span class=\"h\(level)\"></span>" }
        let peak = row.monthly.filter { $0.key >= chart.first && $0.key <= chart.last }.max {
            ($0.value, $0.key) < ($1.value, $1.key)
        }
        let label =
            "Revenue by month, \(chart.first.shortName) to \(chart.last.shortName)"
            + (peak.map { ", highest in \($0.key.shortName)" } ?? "")
        return "<span class=\"spark\" role=\"img\" aria-label=\"\(label)\" title=\"\(label)\">\(bars)</span>"
    }
}
