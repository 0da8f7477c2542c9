import Foundation

extension Catalog {
    /// When the latest sale of a listed product was made (one date compared per sale); `nil`
    /// without sales.
    public var latestSaleDate: Date? {
        var latest: Date?
        for sales in salesByProduct {
            for index in sales.indices {
                let date = sales.date(at: index)
                if latest.map({ date > $0 }) ?? true { latest = date }
            }
        }
        return latest
    }

    /// Every product's sales in `period` (when the reader's day is `today`) beside the period
    /// before, and its revenue by month over the year up to the period's end, converted through `rates`
    /// (`nil`: counts only); days and months are `calendar`'s: the reader's. One pass over the sales.
    public func periodProducts(
        of period: ReportPeriod, today: CalendarDay, rates: RateTable?, calendar: LocalCalendar = .utc
    ) -> PeriodProducts {
        let days = period.range(today: today)
        let previous = period.previous(today: today)
        let trend =
            trendMonths(ending: days, calendar: calendar).map { span in
                (0...(span.upperBound.ordinal - span.lowerBound.ordinal)).map { span.lowerBound.adding(months: $0) }
            } ?? []
        let spans = ProductPeriodSums.Spans(current: days, previous: previous, trend: trend)
        let salesByProduct = self.salesByProduct
        let items = productList.items
        var rows = [PeriodProducts.Row?](repeating: nil, count: items.count)
        // Products are independent: each core walks every `cores`-th one (sales spread evenly
        // enough), writing only its own rows' places — the cores never meet.
        let cores = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count / 64))
        rows.withUnsafeMutableBufferPointer { rows in
            nonisolated(unsafe) let rows = rows
            DispatchQueue.concurrentPerform(iterations: cores) { core in
                for index in stride(from: core, to: items.count, by: cores) {
                    var sums = ProductPeriodSums(spans)
                    let product = items[index].product
                    if let position = positionByID[product.id] {
                        sums.add(salesByProduct[position], calendar: calendar)
                    }
                    rows[index] = sums.row(of: product, days: days, previous: previous, trend: trend, rates: rates)
                }
            }
        }
        return PeriodProducts(
            period: period, days: days, previousDays: previous, rows: rows.compactMap { $0 }, trend: trend,
            unknownProductSales: productList.unknownProductSales.count, currency: rates?.target)
    }

    /// The months a trend covers: ``PeriodProducts/trendMonths`` ending with the period's last month
    /// (all time: the latest sale's); `nil` when all time has no sales.
    private func trendMonths(ending days: DayRange, calendar: LocalCalendar) -> ClosedRange<YearMonth>? {
        // All time, or open at the end: the latest sale's month.
        let last = days.to.map(YearMonth.init) ?? latestSaleDate.map { calendar.month(of: $0) }
        guard let last else { return nil }
        return last.adding(months: -(PeriodProducts.trendMonths - 1))...last
    }
}

/// One product's sums for a period: its sales in the period, in the one before, and by month over
/// the trend's months up to the period's last day (a trend shows the year the period ends, so a
/// month's period has a year to be read against). Each sale's local day is read once and compared
/// as a number with the spans' first and last days, worked out once for every product.
private struct ProductPeriodSums {
    /// The spans as day numbers.
    struct Spans {
        let current: OrdinalSpan
        let previous: OrdinalSpan?
        /// The first day of each trend month, then the day after the trend's last day (the period's
        /// last day at the latest); empty without a trend.
        let monthStarts: [Int]

        init(current: DayRange, previous: DayRange?, trend: [YearMonth]) {
            self.current = OrdinalSpan(current)
            self.previous = previous.map(OrdinalSpan.init)
            var starts = (trend + trend.suffix(1).map { $0.adding(months: 1) }).map {
                GregorianCalendar.daysSinceEpoch(year: $0.year, month: $0.month, day: 1)
            }
            if let last = current.to?.ordinal, let end = starts.last, last + 1 < end {
                starts[starts.count - 1] = last + 1
            }
            monthStarts = starts
        }
    }

    let spans: Spans
    var current = CurrencySums()
    var previous = CurrencySums()
    /// At the positions of the trend's months.
    var months: [CurrencySums]

    init(_ spans: Spans) {
        self.spans = spans
        months = [CurrencySums](repeating: CurrencySums(), count: max(0, spans.monthStarts.count - 1))
    }

    mutating func add(_ sales: SaleList, calendar: LocalCalendar) {
        let starts = spans.monthStarts
        let (trendFirst, trendEnd) = (starts.first ?? 0, starts.last ?? 0)
        var lastDay = Int.min
        var lastMonth = -1
        for index in sales.indices {
            let day = calendar.day(of: sales.date(at: index))
            let inPrevious = spans.previous?.holds(day) == true
            let inCurrent = spans.current.holds(day)
            if day != lastDay {
                lastDay = day
                lastMonth = -1
                if day >= trendFirst, day < trendEnd {
                    lastMonth = 0
                    while lastMonth + 2 < starts.count, starts[lastMonth + 1] <= day { lastMonth += 1 }
                }
            }
            guard inPrevious || inCurrent || lastMonth >= 0 else { continue }
            let amount = sales.amount(at: index)
            if inPrevious { previous.add(amount) }
            if inCurrent { current.add(amount) }
            if lastMonth >= 0 { months[lastMonth].add(amount) }
        }
    }

    /// The product's row: its sums converted through `rates` (counts only without).
    func row(
        of product: Product, days: DayRange, previous previousDays: DayRange?, trend: [YearMonth], rates: RateTable?
    ) -> PeriodProducts.Row {
        PeriodProducts.Row(
            product: product,
            current: PeriodOverview.Figures(
                days: days, salesCount: current.count, total: rates.map { current.total($0) }),
            previous: previousDays.map {
                PeriodOverview.Figures(days: $0, salesCount: previous.count, total: rates.map { previous.total($0) })
            },
            monthly: rates.map { monthly(trend, $0) } ?? [:])
    }

    /// The revenue of each of `trend`'s months with sales, converted through `rates`.
    func monthly(_ trend: [YearMonth], _ rates: RateTable) -> [YearMonth: ExactDecimal] {
        var monthly: [YearMonth: ExactDecimal] = [:]
        for (month, sums) in zip(trend, months) where sums.count > 0 {
            monthly[month] = sums.total(rates).amount.amount
        }
        return monthly
    }
}

/// A span of days as day numbers, either end open.
struct OrdinalSpan {
    let first: Int
    let last: Int

    init(_ range: DayRange) {
        first = range.from?.ordinal ?? Int.min
        last = range.to?.ordinal ?? Int.max
    }

    func holds(_ day: Int) -> Bool { day >= first && day <= last }
}
