import SalesClient
import SalesCore

/// A product's trend as a small chart in a table's cell: the terminal's sparkline itself — one block
/// a month of ``PeriodProducts/trend``, eight heights (▁…█), a space for a month without revenue —
/// as text in the page's font (a few bytes a row, where a thousand rows are drawn), named for
/// screen readers by its months and its largest one.
enum Sparkline {
    static func html(_ row: PeriodProducts.Row, of products: PeriodProducts) -> HTML {
        guard let first = products.trend.first, let last = products.trend.last,
            let chart = SalesClient.RevenueChart(
                row.monthly, from: first, through: last, width: PeriodProducts.trendMonths),
            chart.levels.contains(where: { $0 > 0 })
        else { return .empty }
        let label =
            "Revenue by month, \(chart.first.shortName) to \(chart.last.shortName)"
            + (chart.peak.map { ", highest in \($0.shortName)" } ?? "")
        return "<span class=\"spark\" role=\"img\" aria-label=\"\(label)\">\(chart.bars)</span>"
    }
}
