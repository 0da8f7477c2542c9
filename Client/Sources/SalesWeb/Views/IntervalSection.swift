import SalesClient
import SalesCore

/// The reports page by week, month's neighbours or year (`/reports?by=week|quarter|year`): revenue
/// by interval over the page's period — a chart whose bars, like the table's rows, lead to that
/// interval's products — then the listing `sales report --by week` prints.
enum IntervalSection {
    static func html(_ figures: WebCatalog, interval: ReportInterval, context: PageContext) -> [HTML] {
        let report = report(figures, interval: interval, context: context)
        let listing = IntervalListing.make(report, charts: false, words: context.words)
        let title = context.words(ListingPhrase.chartTitle(interval.rawValue, in: context.currency.code))
        let bars = report.buckets.compactMap { bucket in
            bucket.total.map {
                RevenueChart.Bar(
                    label: context.numbers.figures(in: PeriodText.chartLabel(bucket.start, interval)), total: $0,
                    salesCount: bucket.salesCount,
                    href: link(bucket, report, context: context))
            }
        }
        return [
            RevenueChart.html(bars: bars, title: title, numbers: context.numbers) ?? .empty,
            ListingTable.html(
                listing, numbers: context.numbers, words: context.words, caption: title,
                link: ("interval", { index in link(report.buckets[index], report, context: context) })),
            ListingTable.paragraphs(listing.summary.map { [$0] } ?? [], kind: "summary", numbers: context.numbers),
            ListingTable.paragraphs(listing.notes, kind: "notes", numbers: context.numbers),
            Downloads.links(WebRoute.reports, query: [("by", interval.rawValue)], context: context),
        ]
    }

    /// `/reports.csv?by=week` and its JSON: the bytes `sales report --by week -o` writes.
    static func download(_ figures: WebCatalog, interval: ReportInterval, context: PageContext, json: Bool)
        -> Downloads.Body
    {
        let (report, load) = (report(figures, interval: interval, context: context), figures.load)
        if json {
            return .json(
                JSONOutput.intervals(report, asOf: load.asOf, offline: load.source.isOffline, zone: context.zone))
        }
        return .listing(IntervalListing.make(report, charts: false, words: context.words))
    }

    /// An interval's products: the report by product for its days.
    private static func link(_ bucket: PeriodOverview.Bucket, _ report: IntervalReport, context: PageContext)
        -> String
    {
        let days = ReportPeriod.days(
            from: IntervalListing.firstDay(of: bucket, report), to: IntervalListing.lastDay(of: bucket, report))
        return context.link(WebRoute.reports, [("by", "product"), ("period", days.text)])
    }

    /// The report, made once per load, interval, days and zone, and kept.
    private static func report(_ figures: WebCatalog, interval: ReportInterval, context: PageContext) -> IntervalReport
    {
        let (load, zone, days) = (figures.load, context.zone, context.days)
        return figures.intervalReport(IntervalKey(interval: interval, days: days, zone: zone.identifier)) {
            load.snapshot.catalog.intervalReport(
                by: interval, days: days, rates: try? load.rates.get(), calendar: zone.calendar)
        }
    }
}
