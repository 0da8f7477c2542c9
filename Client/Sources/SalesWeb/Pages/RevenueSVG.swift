import SalesClient
import SalesCore

/// A report's revenue as a bar chart drawn on the server: an SVG of one bar per row, each with its
/// label and value as text, a `<title>` and `<desc>` for screen readers — beside the same figures as
/// a table. No chart library, nothing from the network.
enum RevenueSVG {
    static let width = 640
    static let rowHeight = 22

    /// `nil` when no row has a converted total (no rates).
    static func chart(_ report: RevenueReport, title: String) -> String? {
        let rows = report.rows.compactMap { row in row.total.map { (label(row.key), $0, row.salesCount) } }
        guard !rows.isEmpty else { return nil }
        let largest = rows.map(\.1.amount.amount).max() ?? .zero
        let labelWidth = 160
        let valueWidth = 140
        let barSpace = width - labelWidth - valueWidth
        let height = rows.count * rowHeight + 4
        let bars = rows.enumerated().map { index, row in
            let (text, total, count) = row
            let fraction = Self.fraction(total.amount.amount, of: largest)
            let length = Int((Double(barSpace) * fraction).rounded())
            let y = index * rowHeight + 2
            let value = Listing.Cell.revenue(total, of: count).human
            return """
                <text x="0" y="\(y + 15)" class="chart-label">\(HTML.escape(String(text.prefix(24))))</text>\
                <rect x="\(labelWidth)" y="\(y + 3)" width="\(max(length, 1))" height="\(rowHeight - 6)" class="chart-bar"/>\
                <text x="\(labelWidth + max(length, 1) + 6)" y="\(y + 15)" class="chart-value">\(HTML.escape(value))</text>
                """
        }
        return """
            <svg class="chart" role="img" aria-labelledby="chart-title chart-desc" viewBox="0 0 \(width) \(height)" \
            width="100%" preserveAspectRatio="xMinYMin meet" xmlns="http://www.w3.org/2000/svg">\
            <title id="chart-title">\(HTML.escape(title))</title>\
            <desc id="chart-desc">One bar a row, its length its revenue; the table below has every figure.</desc>
            \(bars.joined(separator: "\n"))
            </svg>
            """
    }

    private static func label(_ key: RevenueReport.Key) -> String {
        switch key {
        case .month(let month): month.shortName
        case .product(let product): product.name
        case .currency(let code): code.code
        }
    }

    /// `value / largest` for drawing only (the figures shown are exact); 0 for nothing or less.
    private static func fraction(_ value: ExactDecimal, of largest: ExactDecimal) -> Double {
        let (part, whole) = (value.approximation, largest.approximation)
        guard part > 0, whole > 0, part.isFinite, whole.isFinite else { return 0 }
        return min(1, part / whole)
    }
}
