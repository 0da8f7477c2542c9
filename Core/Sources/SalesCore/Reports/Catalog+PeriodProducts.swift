import Foundation

extension Catalog {
    /// Every product's sales in `period` (when the reader's day is `today`) beside the period
    /// before, and its revenue by month over the period's last year, converted through `rates`
    /// (`nil`: counts only); days and months are `calendar`'s: the reader's. One pass over the sales.
    public func periodProducts(
        of period: ReportPeriod, today: CalendarDay, rates: RateTable?, calendar: LocalCalendar = .utc
    ) -> PeriodProducts {
        let days = period.range(today: today)
        let previous = period.previous(today: today)
        let trend = trendMonths(ending: days, calendar: calendar)
        let salesByProduct = self.salesByProduct
        let converted: (CurrencySums) -> ConvertedTotal? = { sums in rates.map { sums.total($0) } }
        let rows = productList.items.map { item -> PeriodProducts.Row in
            var sums = ProductPeriodSums(current: days, previous: previous, trend: trend)
            if let position = positionByID[item.product.id] { sums.add(salesByProduct[position], calendar: calendar) }
            return PeriodProducts.Row(
                product: item.product,
                current: PeriodOverview.Figures(
                    days: days, salesCount: sums.current.count, total: converted(sums.current)),
                previous: previous.map {
                    PeriodOverview.Figures(days: $0, salesCount: sums.previous.count, total: converted(sums.previous))
                },
                monthly: rates.map { rates in sums.months.mapValues { $0.total(rates).amount.amount } } ?? [:])
        }
        return PeriodProducts(
            period: period, days: days, previousDays: previous, rows: rows,
            trend: trend.map { span in
                (0...(span.upperBound.ordinal - span.lowerBound.ordinal)).map { span.lowerBound.adding(months: $0) }
            } ?? [], unknownProductSales: productList.unknownProductSales.count,
            currency: rates?.target)
    }

    /// The months a trend covers: up to ``PeriodProducts/trendMonths`` ending with the period's last
    /// month (all time: the latest sale's), from its first month at the earliest; `nil` when all
    /// time has no sales.
    private func trendMonths(ending days: DayRange, calendar: LocalCalendar) -> ClosedRange<YearMonth>? {
        var last = days.to.map(YearMonth.init)
        if last == nil {
            // All time, or open at the end: the latest sale's month, one date compared per sale.
            var latest: Date?
            for sales in salesByProduct {
                for index in sales.indices {
                    let date = sales.date(at: index)
                    if latest.map({ date > $0 }) ?? true { latest = date }
                }
            }
            last = latest.map { calendar.month(of: $0) }
        }
        guard let last else { return nil }
        var first = last.adding(months: -(PeriodProducts.trendMonths - 1))
        if let from = days.from, YearMonth(from) > first { first = YearMonth(from) }
        return first...last
    }
}

/// One product's sums for a period: its sales in the period, in the one before, and by month over
/// the trend's months.
private struct ProductPeriodSums {
    let days: DayRange
    let previousDays: DayRange?
    let trend: ClosedRange<YearMonth>?
    var current = CurrencySums()
    var previous = CurrencySums()
    var months: [YearMonth: CurrencySums] = [:]

    init(current: DayRange, previous: DayRange?, trend: ClosedRange<YearMonth>?) {
        days = current
        previousDays = previous
        self.trend = trend
    }

    mutating func add(_ sales: SaleList, calendar: LocalCalendar) {
        var lastDay = Int.min
        var lastMonth: YearMonth?
        for sale in sales {
            let day = calendar.day(of: sale.date)
            if previousDays?.holds(day) == true { previous.add(sale.amount) }
            guard days.holds(day) else { continue }
            current.add(sale.amount)
            guard let trend else { continue }
            if day != lastDay {
                lastDay = day
                lastMonth = CalendarDay(ordinal: day).map(YearMonth.init).flatMap { trend.contains($0) ? $0 : nil }
            }
            if let lastMonth { months[lastMonth, default: CurrencySums()].add(sale.amount) }
        }
    }
}
