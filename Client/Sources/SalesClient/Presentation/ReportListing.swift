import SalesCore

/// `sales report` as a listing. On a terminal each row carries a bar scaled to the largest row
/// and, by product, a sparkline of its monthly revenue; exports never do.
package enum ReportListing {
    /// How many months a product's sparkline shows (the latest).
    static let sparklineMonths = 12
    static let barWidth = 24

    package static func make(_ report: RevenueReport, charts: Bool, style: TextStyle) -> Listing {
        let currency = report.currency.map(\.code) ?? ""
        let revenueColumns: [Listing.Column] = [
            .init("SALES", field: "sales_count", .right),
            .init(report.currency.map { "TOTAL \($0)" } ?? "TOTAL", field: "revenue", .right),
            .init("COMPLETE", field: "revenue_is_complete", inTable: false),
            .init("CURRENCY", field: "currency", inTable: false),
        ]
        let keyColumns: [Listing.Column] =
            switch report.grouping {
            case .month: [.init("MONTH", field: "month")]
            case .product:
                [.init("PRODUCT ID", field: "product_id", inTable: false), .init("PRODUCT", field: "product")]
            case .currency:
                [.init("SOLD IN", field: "sale_currency"), .init("AMOUNT", field: "amount", .right)]
            }
        var chartColumns: [Listing.Column] = []
        if charts, report.currency != nil {
            if report.grouping == .product, !report.months.isEmpty {
                chartColumns.append(
                    .init("LAST \(min(sparklineMonths, report.months.count)) MONTHS", field: "trend", exported: false))
            }
            chartColumns.append(.init("", field: "bar", exported: false))
        }
        var listing = Listing(keyColumns + revenueColumns + chartColumns)
        let largest = report.rows.compactMap { $0.total?.amount.amount }.max() ?? .zero
        for row in report.rows {
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
        var summary =
            "\(CountText.of(report.rows.count)) \(noun(report.grouping, report.rows.count)) · "
            + "\(CountText.of(report.salesCount, "sale", "sales"))"
        if let total = report.total {
            summary += " · " + style.bold(MoneyFormatter().string(from: total.amount))
            if !total.isComplete {
                summary += style.yellow(
                    " (incomplete: \(CountText.of(total.unconvertedCount, "sale", "sales")) in "
                        + "\(total.unconvertedCurrencies.map(\.code).joined(separator: ", ")) cannot be converted)")
            }
        }
        listing.footer.append(style.dim(summary))
        listing.footer += Listing.Cell.revenueNotes(report.rows.map { ($0.total, $0.salesCount) }, style: style)
        if let unknown = UnknownProductsText.of(report.unknownProductSales) {
            listing.footer.append(style.yellow(unknown + ": left out of this report"))
        }
        if report.omitsEmptyMonths {
            listing.footer.append(
                style.yellow(
                    "months without sales are left out: the sales span more than "
                        + "\(CountText.of(RevenueReport.maximumFilledMonths)) months"))
        }
        return listing
    }

    private static func noun(_ grouping: RevenueReport.Grouping, _ count: Int) -> String {
        switch grouping {
        case .month: count == 1 ? "month" : "months"
        case .product: count == 1 ? "product" : "products"
        case .currency: count == 1 ? "currency" : "currencies"
        }
    }
}
