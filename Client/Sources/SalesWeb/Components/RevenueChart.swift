import SalesClient
import SalesCore

/// A report's revenue as a bar chart in HTML and CSS — text at the page's size at every width (a
/// phone's included), never scaled away as an SVG's is — under a visible title, beside the same
/// figures as a table. One bar a row, its value beside it; an empty row draws no bar; by product or
/// currency, the largest ``shownBars`` and one bar for the others. No chart library, no inline style
/// (a bar's length is one of the stylesheet's 100 widths).
enum RevenueChart {
    /// Bars drawn at most by product or by currency; past them, one more for all the others.
    static let shownBars = 12

    /// `nil` when no row has a converted total (no rates); `href`: where a row's bar leads, by the
    /// row's key.
    static func html(
        _ report: RevenueReport, title: String, numbers: ReaderFormats, href: ((RevenueReport.Key) -> String?)? = nil
    ) -> HTML? {
        html(bars: bars(report, numbers: numbers, href: href), title: title, numbers: numbers)
    }

    /// One bar a row, in the order given, its value in `numbers`; `nil` for none.
    static func html(bars rows: [Bar], title: String, numbers: ReaderFormats) -> HTML? {
        guard !rows.isEmpty else { return nil }
        let largest = rows.map(\.total.amount.amount).max() ?? .zero
        let items = rows.map { row -> HTML in
            let width = Self.width(row.total.amount.amount, of: largest)
            let bar: HTML = width == 0 ? .empty : "<span class=\"chart-bar w\(width)\"></span>"
            let value = HTML.isolated(numbers.figures(in: Listing.Cell.revenue(row.total, of: row.salesCount).human))
            let label: HTML =
                // Out of the tab order: the table beneath has the same links, once each.
                row.href.map {
                    "<a class=\"chart-label\" href=\"\($0)\" title=\"\(row.label)\" tabindex=\"-1\">\(HTML.isolated(row.label))</a>"
                }
                ?? "<span class=\"chart-label\" title=\"\(row.label)\">\(HTML.isolated(row.label))</span>"
            return "<li>\(label)"
                + "<span class=\"chart-track\">\(bar)</span><span class=\"chart-value\">\(value)</span></li>"
        }
        return """
            <figure class="chart"><figcaption>\(title)</figcaption>
            <ol class="bars">
            \(items, separator: "\n")
            </ol></figure>
            """
    }

    struct Bar {
        let label: String
        let total: ConvertedTotal
        let salesCount: Int
        /// Where the bar leads (the listing behind it); `nil` for none.
        var href: String?
    }

    /// The report's rows with a converted total: every month in order; by product or currency the
    /// largest first, the rest added exactly (Core's ``GrandTotal``) into one bar.
    private static func bars(_ report: RevenueReport, numbers: ReaderFormats, href: ((RevenueReport.Key) -> String?)?)
        -> [Bar]
    {
        let rows = report.rows.compactMap { row in
            row.total.map {
                Bar(
                    label: label(row.key, numbers), total: $0, salesCount: row.salesCount,
                    href: href.flatMap { $0(row.key) })
            }
        }
        guard report.grouping != .month, rows.count > shownBars + 1 else { return rows }
        let ranked = rows.sorted { $0.total.amount.amount > $1.total.amount.amount }
        let others = Array(ranked.dropFirst(shownBars))
        let currency = others[0].total.amount.currency
        let sum = GrandTotal(others.map(\.total), currency: currency)
        let total = ConvertedTotal(
            amount: sum.amount, unconvertedCount: sum.unconvertedCount, unconvertedCurrencies: sum.unconvertedCurrencies
        )
        let count = others.reduce(0) { $0 + $1.salesCount }
        return ranked.prefix(shownBars) + [
            Bar(label: CountText.of(others.count, "other", "others"), total: total, salesCount: count)
        ]
    }

    /// A bar's name: a month as the reader's locale writes it; a product's or a currency's as it is.
    private static func label(_ key: RevenueReport.Key, _ numbers: ReaderFormats) -> String {
        switch key {
        case .month(let month): numbers.figures(in: month.shortName)
        case .product(let product): product.name
        case .currency(let code): code.code
        }
    }

    /// The bar's length in whole percent of the largest, for drawing only (the figures shown are
    /// exact): 0 for nothing or less, at least 1 for anything more.
    private static func width(_ value: ExactDecimal, of largest: ExactDecimal) -> Int {
        let (part, whole) = (value.approximation, largest.approximation)
        guard part > 0, whole > 0, part.isFinite, whole.isFinite else { return 0 }
        return max(1, min(100, Int((part / whole * 100).rounded())))
    }
}
