/// Revenue and sales by week, month, quarter or year over given days: what the reports show by an
/// interval (``Catalog/intervalReport(by:days:rates:calendar:)``). Every interval of the span is
/// listed, empty ones too (only those with sales past ``PeriodOverview/maximumBuckets``); every
/// sum is exact.
public struct IntervalReport: Sendable {
    public let interval: ReportInterval
    public let days: DayRange
    /// Oldest first.
    public let buckets: [PeriodOverview.Bucket]
    public let omitsEmptyBuckets: Bool
    public let salesCount: Int
    /// `nil` without rates.
    public let total: ConvertedTotal?
    public let currency: CurrencyCode?
    /// Sales (of any day) naming products that are not in the list: left out.
    public let unknownProductSales: Int
}

extension Catalog {
    /// The sales of `days` (the reader's, in `calendar`) by `interval`, converted through `rates`
    /// (`nil`: counts only); one pass over the sales, as the overview's.
    public func intervalReport(
        by interval: ReportInterval, days: DayRange, rates: RateTable?, calendar: LocalCalendar = .utc
    ) -> IntervalReport {
        var sums = OverviewSums(current: days, previous: nil, yearEarlier: nil, interval: interval)
        let salesByProduct = self.salesByProduct
        for position in products.indices {
            sums.add(salesByProduct[position], of: position, calendar: calendar)
        }
        let (buckets, omits) = sums.buckets { sums in rates.map { sums.total($0) } }
        return IntervalReport(
            interval: interval, days: days, buckets: buckets, omitsEmptyBuckets: omits, salesCount: sums.all.count,
            total: rates.map { sums.all.total($0) }, currency: rates?.target,
            unknownProductSales: productList.unknownProductSales.count)
    }
}
