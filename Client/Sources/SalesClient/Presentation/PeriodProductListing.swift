import SalesCore

/// The products for a period (`sales products --period`, the products page with a period): each
/// product's sales and revenue in the period, the period before's revenue and the change, and on a
/// terminal its trend as a sparkline; under the table, the period's totals beside the period
/// before's. Exports add the id, the counts before, completeness and the currency; the change is
/// exported unrounded (``PeriodChange/significantDigits``), empty when there is none.
package enum PeriodProductListing {
    package static func make(
        _ rows: [PeriodProducts.Row], of products: PeriodProducts, list: ProductList, currency: CurrencyCode,
        charts: Bool = false, words: Words = .english
    ) -> Listing {
        let compared = products.previousDays != nil
        let trend = charts && products.currency != nil && !products.trend.isEmpty
        var listing = Listing(columns(currency: currency, compared: compared, trend: trend, months: products.trend))
        for row in rows {
            var cells: [Listing.Cell] = [
                .id(row.product.id), .text(row.product.name), .count(row.current.salesCount),
                .revenue(row.current.total, of: row.current.salesCount), .completeness(row.current.total),
            ]
            if let previous = row.previous {
                cells += [
                    .count(previous.salesCount), .revenue(previous.total, of: previous.salesCount),
                    .completeness(previous.total),
                    // No sales then or now: nothing changed that a figure could say.
                    row.current.salesCount == 0 && previous.salesCount == 0
                        ? .empty : change(row.revenueChange, words: words),
                ]
            }
            if trend, let first = products.trend.first, let last = products.trend.last {
                let chart = RevenueChart(row.monthly, from: first, through: last, width: PeriodProducts.trendMonths)
                cells.append(.plain(chart?.bars ?? ""))
            }
            cells.append(.plain(currency.code))
            listing.append(cells)
        }
        listing.header = [Listing.Line(heading(products, words: words), .quiet)]
        listing.summary = summary(rows, list: list, currency: currency, words: words)
        listing.notes = Listing.Cell.revenueNotes(
            rows.map { ($0.current.total, $0.current.salesCount) }, words: words)
        if let unknown = UnknownProductsText.of(list.unknownProductSales.count, words: words) {
            listing.notes.append(Listing.Line(unknown, .warning))
        }
        return listing
    }

    /// `Last month: 1 Oct 2026 – 31 Oct 2026, beside 1 Sep 2026 – 30 Sep 2026`.
    package static func heading(_ products: PeriodProducts, words: Words = .english) -> String {
        let title = PeriodText.title(products.period, words: words)
        let days = PeriodText.days(products.days, words: words)
        let text = title == days || products.days.from == nil ? title : words(.periodDays(title, days))
        guard let before = products.previousDays else { return text }
        return words(.beside(text, PeriodText.days(before, words: words)))
    }

    /// The change's cell: `+12.3 %` to read, every digit kept to export.
    static func change(_ change: PeriodChange?, words: Words = .english) -> Listing.Cell {
        guard let change else { return .empty }
        let machine = if case .percent(let value) = change { value.normalized.description } else { "" }
        return Listing.Cell(human: PeriodText.shortChange(change, words: words), machine: machine)
    }

    private static func columns(currency: CurrencyCode, compared: Bool, trend: Bool, months: [YearMonth])
        -> [Listing.Column]
    {
        var columns: [Listing.Column] = [
            .init(.id, field: "id", inTable: false), .init(.product, field: "name"),
            .init(.sales, field: "sales_count", .right),
            .init(.total("\(currency)"), field: "revenue", .right),
            .init(.complete, field: "revenue_is_complete", inTable: false),
        ]
        if compared {
            columns += [
                .init(.salesBefore, field: "previous_sales_count", .right, inTable: false),
                .init(.before, field: "previous_revenue", .right),
                .init(.completeBefore, field: "previous_revenue_is_complete", inTable: false),
                .init(.change, field: "revenue_change_percent", .right),
            ]
        }
        if trend { columns.append(.init(.lastMonths(months.count), field: "trend", exported: false)) }
        columns.append(.init(.currency, field: "currency", inTable: false))
        return columns
    }

    /// The rows' counts and total, as the product list sums itself up.
    private static func summary(
        _ rows: [PeriodProducts.Row], list: ProductList, currency: CurrencyCode, words: Words
    ) -> Listing.Line {
        let totals = rows.compactMap(\.current.total)
        let summary = ProductListSummary(
            rows: rows.count, sales: rows.reduce(0) { $0 + $1.current.salesCount }, totals: rows.map(\.current.total),
            listIsEmpty: list.items.isEmpty, currency: currency, words: words)
        var line = summary.line
        let before = rows.compactMap { $0.previous?.total }
        // The period before's total and the change, when both totals are whole.
        if summary.total != nil, !rows.isEmpty, before.count == rows.count {
            let (now, then) = (GrandTotal(totals, currency: currency), GrandTotal(before, currency: currency))
            let change = PeriodChange(now: converted(now), then: converted(then))
            line.append(" · \(words(.totalBefore(MoneyFormatter().string(from: then.amount))))", .quiet)
            if let text = PeriodText.change(change, words: words) { line.append(" (\(text))", .quiet) }
        }
        return line
    }

    private static func converted(_ total: GrandTotal) -> ConvertedTotal {
        ConvertedTotal(
            amount: total.amount, unconvertedCount: total.unconvertedCount,
            unconvertedCurrencies: total.unconvertedCurrencies)
    }
}
