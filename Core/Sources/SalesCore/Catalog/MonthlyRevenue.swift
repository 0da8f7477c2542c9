/// A product's revenue in one calendar month (UTC).
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
    /// Revenue per month with sales, oldest first; `nil` when the detail has no rates. Each month's
    /// amounts are summed per currency and converted once (exact).
    public var revenueByMonth: [MonthlyRevenue]? {
        guard let target = total?.amount.currency else { return nil }
        var months: [YearMonth: CurrencySums] = [:]
        var rates: [CurrencyCode: ExactDecimal] = [:]
        for line in sales {
            months[YearMonth(line.sale.date), default: CurrencySums()].add(line.sale.amount)
            if let rate = line.rate { rates[line.sale.amount.currency] = rate }
        }
        return months.keys.sorted().compactMap { month in
            months[month].map { sums in
                MonthlyRevenue(month: month, salesCount: sums.count, total: sums.total(in: target) { rates[$0] })
            }
        }
    }
}
