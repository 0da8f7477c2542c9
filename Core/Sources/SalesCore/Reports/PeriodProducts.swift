/// Every product's figures for one period beside the period before, with its trend: what the
/// products list shows for a period (``Catalog/periodProducts(of:today:rates:calendar:)``). Every
/// sum is exact (summed per currency, converted once); sales naming a product that is not in the
/// list are left out, as everywhere, and counted.
public struct PeriodProducts: Sendable {
    public struct Row: Hashable, Sendable {
        public let product: Product
        public let current: PeriodOverview.Figures
        /// The period before's; `nil` for all time.
        public let previous: PeriodOverview.Figures?
        /// Revenue in each of ``PeriodProducts/trend``'s months with sales up to the period's last
        /// day (converted, exact; the convertible sales only); empty without rates.
        public let monthly: [YearMonth: ExactDecimal]

        /// The change of revenue from the period before (`nil` without rates, and for all time).
        public let revenueChange: PeriodChange?

        public init(
            product: Product, current: PeriodOverview.Figures, previous: PeriodOverview.Figures?,
            monthly: [YearMonth: ExactDecimal]
        ) {
            self.product = product
            self.current = current
            self.previous = previous
            self.monthly = monthly
            revenueChange = previous.flatMap { current.change(from: $0).revenue }
        }

        /// The change from the period before: in revenue (`nil` without rates), and in sales; `nil`
        /// for all time.
        public var change: (revenue: PeriodChange?, sales: PeriodChange)? {
            previous.map { current.change(from: $0) }
        }
    }

    public let period: ReportPeriod
    public let days: DayRange
    /// The days compared with; `nil` for all time.
    public let previousDays: DayRange?
    /// Every product, in the list's reading order, with or without sales in the period.
    public let rows: [Row]
    /// The months a trend covers, oldest first: the last ``trendMonths`` up to the period's last
    /// month (all time: the latest sale's), whatever day the period starts on — up to its last day;
    /// empty without sales.
    public let trend: [YearMonth]
    /// Sales (of any day) naming products that are not in the list.
    public let unknownProductSales: Int
    /// The totals' currency; `nil` without rates.
    public let currency: CurrencyCode?

    /// How many months a trend shows at most: a year, as the terminal's sparklines.
    public static let trendMonths = 12
}
