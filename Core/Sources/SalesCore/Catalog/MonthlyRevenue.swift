/// A product's revenue in one calendar month (the reader's: ``LocalCalendar``).
public struct MonthlyRevenue: Hashable, Sendable {
    public let month: YearMonth
    public let salesCount: Int
    /// The month's sales converted and added, exact; incomplete when some could not be converted.
    public let total: ConvertedTotal

    public init(month: YearMonth, salesCount: Int, total: ConvertedTotal) {
        self.month = month
        self.salesCount = salesCount
        self.total = total
    }
}

extension ProductDetail {
    /// Revenue per UTC month with sales (``revenueByMonth(in:)``).
    public var revenueByMonth: [MonthlyRevenue]? { revenueByMonth(in: .utc) }

    /// Revenue per month of `calendar` with sales, oldest first; `nil` when the detail has no
    /// rates. Each month's amounts are summed per currency and converted once (exact).
    public func revenueByMonth(in calendar: LocalCalendar) -> [MonthlyRevenue]? {
        guard let target = total?.amount.currency else { return nil }
        // The lines are in date order (newest first), so a month's sales are consecutive: each
        // month is summed in place and closed when the next one begins.
        var months: [MonthlyRevenue] = []
        var current: (month: YearMonth, sums: CurrencySums)?
        func close() {
            guard let (month, sums) = current else { return }
            months.append(
                MonthlyRevenue(
                    month: month, salesCount: sums.count, total: sums.total(in: target, rate: sales.rate(from:))))
        }
        sales.forEachAmount { amount, date in
            let month = calendar.month(of: date)
            if current?.month != month {
                close()
                current = (month, CurrencySums())
            }
            current?.sums.add(amount)
        }
        close()
        return months.reversed()
    }
}
