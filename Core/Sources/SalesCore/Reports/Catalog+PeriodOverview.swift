import Foundation

extension Catalog {
    /// `period`'s overview when the reader's day is `today`, cut `by` interval, converted through
    /// `rates` (`nil`: counts and own-currency sums only); days are `calendar`'s: the reader's.
    public func overview(
        of period: ReportPeriod, by interval: ReportInterval, today: CalendarDay, rates: RateTable?,
        calendar: LocalCalendar = .utc
    ) -> PeriodOverview {
        var sums = OverviewSums(
            current: period.range(today: today), previous: period.previous(today: today),
            yearEarlier: period.yearEarlier(today: today), interval: interval)
        let salesByProduct = self.salesByProduct
        for position in products.indices {
            sums.add(salesByProduct[position], of: position, calendar: calendar)
        }
        let converted: (CurrencySums) -> ConvertedTotal? = { sums in rates.map { sums.total($0) } }
        let figures: (DayRange?, CurrencySums) -> PeriodOverview.Figures? = { days, sums in
            days.map { PeriodOverview.Figures(days: $0, salesCount: sums.count, total: converted(sums)) }
        }
        let products = productFigures(sums.byProduct, converted: converted)
        let (buckets, omits) = sums.buckets(converted: converted)
        return PeriodOverview(
            period: period, interval: interval,
            current: PeriodOverview.Figures(
                days: sums.current, salesCount: sums.all.count, total: converted(sums.all)),
            previous: figures(sums.previous, sums.previousSums), yearEarlier: figures(sums.yearEarlier, sums.yearSums),
            products: products.map(\.figures),
            currencies: sums.all.currencies.map { currency in
                let (own, count) = sums.all.sum(of: currency)
                var one = CurrencySums()
                one.add(own, count: count)
                return PeriodOverview.CurrencyFigures(own: own, salesCount: count, total: converted(one))
            },
            buckets: buckets, omitsEmptyBuckets: omits, unknownProductSales: productList.unknownProductSales.count,
            currency: rates?.target, productSums: products.map(\.sums), rates: rates)
    }

    /// The products with sales, most revenue first (most sales without rates), then by name and id.
    private func productFigures(
        _ byProduct: [Int: CurrencySums], converted: (CurrencySums) -> ConvertedTotal?
    ) -> [(figures: PeriodOverview.ProductFigures, sums: CurrencySums)] {
        byProduct.map { position, sums in
            (
                PeriodOverview.ProductFigures(
                    product: products[position], salesCount: sums.count, total: converted(sums)), sums
            )
        }.sorted { lhs, rhs in
            let (left, right) = (lhs.figures, rhs.figures)
            if let a = left.total?.amount.amount, let b = right.total?.amount.amount, a != b { return a > b }
            if left.salesCount != right.salesCount { return left.salesCount > right.salesCount }
            let (leftName, rightName) = (NaturalOrder(left.product.name), NaturalOrder(right.product.name))
            return leftName != rightName ? leftName < rightName : left.product.id < right.product.id
        }
    }
}

/// An overview's sums, gathered product by product in one pass over their sales: each sale's day
/// read once and tested against the three spans.
struct OverviewSums {
    let current: DayRange
    let previous: DayRange?
    let yearEarlier: DayRange?
    let interval: ReportInterval
    var all = CurrencySums()
    var previousSums = CurrencySums()
    var yearSums = CurrencySums()
    var byProduct: [Int: CurrencySums] = [:]
    /// By the ordinal of the interval's first day.
    var byBucket: [Int: CurrencySums] = [:]
    /// The first and last day (ordinals) of the period's sales.
    var span: ClosedRange<Int>?

    init(current: DayRange, previous: DayRange?, yearEarlier: DayRange?, interval: ReportInterval) {
        self.current = current
        self.previous = previous
        self.yearEarlier = yearEarlier
        self.interval = interval
    }

    mutating func add(_ sales: SaleList, of position: Int, calendar: LocalCalendar) {
        var productSums = CurrencySums()
        var lastDay = Int.min
        var lastBucket = 0
        for sale in sales {
            let day = calendar.day(of: sale.date)
            if previous?.holds(day) == true { previousSums.add(sale.amount) }
            if yearEarlier?.holds(day) == true { yearSums.add(sale.amount) }
            guard current.holds(day) else { continue }
            all.add(sale.amount)
            productSums.add(sale.amount)
            if day != lastDay {
                lastDay = day
                // A day the calendar cannot name (0000-12-31: year 1's first instant read west of
                // UTC) is counted in the calendar's first or last interval, so the intervals always
                // add up to the period's total.
                let named = CalendarDay(clampingOrdinal: day)
                lastBucket = interval.start(of: named).ordinal
                span =
                    span.map { min($0.lowerBound, named.ordinal)...max($0.upperBound, named.ordinal) }
                    ?? named.ordinal...named.ordinal
            }
            byBucket[lastBucket, default: CurrencySums()].add(sale.amount)
        }
        if productSums.count > 0 { byProduct[position] = productSums }
    }

    /// Every interval of the span, oldest first, or those with sales when there are too many.
    func buckets(converted: (CurrencySums) -> ConvertedTotal?) -> ([PeriodOverview.Bucket], omitsEmpty: Bool) {
        let first = current.from ?? span.flatMap { CalendarDay(ordinal: $0.lowerBound) }
        let last = current.to ?? span.flatMap { CalendarDay(ordinal: $0.upperBound) }
        let filled = first.flatMap { first in
            last.flatMap { interval.starts(from: first, to: $0, limit: PeriodOverview.maximumBuckets) }
        }
        let starts = filled ?? byBucket.keys.sorted().compactMap { CalendarDay(ordinal: $0) }
        let buckets = starts.map { start in
            let sums = byBucket[start.ordinal] ?? CurrencySums()
            return PeriodOverview.Bucket(start: start, salesCount: sums.count, total: converted(sums))
        }
        return (buckets, filled == nil && !byBucket.isEmpty)
    }
}

extension DayRange {
    /// Whether the day of this ordinal is within the range.
    func holds(_ ordinal: Int) -> Bool {
        (from.map { ordinal >= $0.ordinal } ?? true) && (to.map { ordinal <= $0.ordinal } ?? true)
    }
}
