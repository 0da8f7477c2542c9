import SalesCore

/// Revenue by week, month, quarter or year as a listing (`sales report --by week`, the reports
/// page): the interval's name, its sales and revenue; on a terminal a bar scaled to the largest;
/// exported with each interval's first and last day within the report's days (the first and last
/// intervals may be cut by them, as their figures are).
package enum IntervalListing {
    package static func make(_ report: IntervalReport, charts: Bool, words: Words = .english) -> Listing {
        let currency = report.currency.map(\.code) ?? ""
        var columns: [Listing.Column] = [
            .init(.interval(report.interval), field: "interval"),
            .init(.from, field: "from", inTable: false),
            .init(.to, field: "to", inTable: false), .init(.sales, field: "sales_count", .right),
            .init(report.currency.map { .total("\($0)") } ?? .totalAlone, field: "revenue", .right),
            .init(.complete, field: "revenue_is_complete", inTable: false),
            .init(.currency, field: "currency", inTable: false),
        ]
        let bars = charts && report.currency != nil
        if bars { columns.append(.init(.none, field: "bar", exported: false)) }
        var listing = Listing(columns)
        let largest = report.buckets.compactMap { $0.total?.amount.amount }.max() ?? .zero
        for bucket in report.buckets {
            let (first, last) = (firstDay(of: bucket, report), lastDay(of: bucket, report))
            var cells: [Listing.Cell] = [
                .plain(PeriodText.bucket(bucket.start, report.interval)), .plain(first.description),
                .plain(last.description), .count(bucket.salesCount), .revenue(bucket.total, of: bucket.salesCount),
                .completeness(bucket.total), .plain(currency),
            ]
            if bars {
                cells.append(
                    .plain(
                        bucket.total.map { Bar.of($0.amount.amount, largest: largest, width: ReportListing.barWidth) }
                            ?? ""))
            }
            listing.append(cells)
        }
        var summary = Listing.Line(
            "\(words.count(.of(report.interval), report.buckets.count)) · \(words.count(.sales, report.salesCount))",
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
        listing.summary = summary
        listing.notes = Listing.Cell.revenueNotes(report.buckets.map { ($0.total, $0.salesCount) }, words: words)
        if let unknown = UnknownProductsText.of(report.unknownProductSales, words: words) {
            listing.notes.append(Listing.Line(words(.leftOutOfReport(unknown)), .warning))
        }
        if report.omitsEmptyBuckets {
            listing.notes.append(Listing.Line(words(.emptyIntervalsLeftOut), .warning))
        }
        return listing
    }

    /// An interval's first day: its own, or the report's first day when that comes later.
    package static func firstDay(of bucket: PeriodOverview.Bucket, _ report: IntervalReport) -> CalendarDay {
        report.days.from.map { max($0, bucket.start) } ?? bucket.start
    }

    /// An interval's last day: the day before the next one begins, or the report's last day when
    /// that comes first.
    package static func lastDay(of bucket: PeriodOverview.Bucket, _ report: IntervalReport) -> CalendarDay {
        var last = report.interval.next(after: bucket.start)?.adding(days: -1) ?? bucket.start
        if let to = report.days.to, to < last { last = to }
        return last
    }
}
