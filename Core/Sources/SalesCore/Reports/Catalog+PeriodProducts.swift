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
/// month's period has a year to be read against).
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
            if days.holds(day) { current.add(sale.amount) }
            guard let trend, days.to.map({ day <= $0.ordinal }) ?? true else { continue }
            if day != lastDay {
                lastDay = day
                lastMonth = CalendarDay(ordinal: day).map(YearMonth.init).flatMap { trend.contains($0) ? $0 : nil }
            }
            if let lastMonth { months[lastMonth, default: CurrencySums()].add(sale.amount) }
        }
    }
}
