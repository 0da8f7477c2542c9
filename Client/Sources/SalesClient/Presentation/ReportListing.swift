import SalesCore

/// `sales report` as a listing. On a terminal each row carries a bar scaled to the largest row
/// and, by product, a sparkline of its monthly revenue; exports never do.
package enum ReportListing {
    /// How many months a product's sparkline shows (the latest).
    static let sparklineMonths = 12
    static let barWidth = 24

    /// `leavingOutUnsold`: by product, only the products with sales in the report's days are
    /// listed, the rest counted in a note (a page's table, where a long list of zeros hides the few
    /// that sold); exports keep every product.
    package static func make(
        _ report: RevenueReport, charts: Bool, leavingOutUnsold: Bool = false, words: Words = .english
    ) -> Listing {
        let currency = report.currency.map(\.code) ?? ""
        let chartColumns = self.chartColumns(report, charts: charts)
        var listing = Listing(keyColumns(report.grouping) + revenueColumns(report) + chartColumns)
        let largest = report.rows.compactMap { $0.total?.amount.amount }.max() ?? .zero
        for row in shownRows(report, leavingOutUnsold: leavingOutUnsold) {
            var cells: [Listing.Cell] =
                switch row.key {
                case .month(let month): [Listing.Cell(human: month.shortName, machine: month.description)]
                case .product(let product): [.id(product.id), .text(product.name)]
                case .currency(let code): [.plain(code.code), row.ownAmount.map { .exactMoney($0) } ?? .empty]
                }
            cells += [
                .count(row.salesCount), .revenue(row.total, of: row.salesCount), .completeness(row.total),
                .plain(currency),
            ]
            if !chartColumns.isEmpty {
                if chartColumns.count == 2, let first = report.months.first, let last = report.months.last {
                    let chart = RevenueChart(row.monthly, from: first, through: last, width: sparklineMonths)
                    cells.append(.plain(chart?.bars ?? ""))
                }
                cells.append(
                    .plain(row.total.map { Bar.of($0.amount.amount, largest: largest, width: barWidth) } ?? ""))
            }
            listing.append(cells)
        }
        (listing.summary, listing.notes) = footer(report, words: words)
        let unsold = report.rows.count - shownRows(report, leavingOutUnsold: leavingOutUnsold).count
        if unsold > 0 {
            listing.notes.append(
                Listing.Line(words(.soldNothing(words.count(.otherProducts, unsold))), .quiet))
        }
        return listing
    }

    /// The rows a listing shows: by product and `leavingOutUnsold`, those with sales only.
    package static func shownRows(_ report: RevenueReport, leavingOutUnsold: Bool) -> [RevenueReport.Row] {
        guard leavingOutUnsold, report.grouping == .product else { return report.rows }
        return report.rows.filter { $0.salesCount > 0 }
    }

    private static func keyColumns(_ grouping: RevenueReport.Grouping) -> [Listing.Column] {
        switch grouping {
        case .month: [.init(.month, field: "month")]
        case .product:
            [.init(.productID, field: "product_id", inTable: false), .init(.product, field: "product")]
        case .currency: [.init(.soldIn, field: "sale_currency"), .init(.amount, field: "amount", .right)]
        }
    }

    private static func revenueColumns(_ report: RevenueReport) -> [Listing.Column] {
        [
            .init(.sales, field: "sales_count", .right),
            .init(report.currency.map { .total("\($0)") } ?? .totalAlone, field: "revenue", .right),
            .init(.complete, field: "revenue_is_complete", inTable: false),
            .init(.currency, field: "currency", inTable: false),
        ]
    }

    /// On a terminal, with rates: by product a sparkline of the latest months, then a bar.
    private static func chartColumns(_ report: RevenueReport, charts: Bool) -> [Listing.Column] {
        guard charts, report.currency != nil else { return [] }
        var columns: [Listing.Column] = []
        if report.grouping == .product, !report.months.isEmpty {
            columns.append(
                .init(.lastMonths(min(sparklineMonths, report.months.count)), field: "trend", exported: false))
        }
        columns.append(.init(.none, field: "bar", exported: false))
        return columns
    }

    /// How many rows and sales, the total and what it leaves out, then the notes.
    private static func footer(_ report: RevenueReport, words: Words) -> (summary: Listing.Line, notes: [Listing.Line])
    {
        var summary = Listing.Line(
            "\(words.count(counted(report.grouping), report.rows.count)) · \(words.count(.sales, report.salesCount))",
            .quiet)
        if let total = report.total {
            summary.append(" · ")
            summary.append(
                TotalText.figure(total.amount, unconvertedCount: total.unconvertedCount, of: report.salesCount),
                .strong)
            if let incomplete = TotalText.incomplete(total, words: words) {
                summary.append(" (\(incomplete))", .warning)
            }
        }
        var notes = Listing.Cell.revenueNotes(report.rows.map { ($0.total, $0.salesCount) }, words: words)
        if let unknown = UnknownProductsText.of(report.unknownProductSales, words: words) {
            notes.append(Listing.Line(words(.leftOutOfReport(unknown)), .warning))
        }
        if report.omitsEmptyMonths {
            notes.append(
                Listing.Line(words(.emptyMonthsLeftOut(CountText.of(RevenueReport.maximumFilledMonths))), .warning))
        }
        return (summary, notes)
    }

    private static func counted(_ grouping: RevenueReport.Grouping) -> Counted {
        switch grouping {
        case .month: .months
        case .product: .products
        case .currency: .currencies
        }
    }
}
