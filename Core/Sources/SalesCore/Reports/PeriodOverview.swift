/// One period's figures as the overview shows them (the web's first page): revenue and sales beside
/// the period before and the same period a year earlier, the products most revenue first, the sale
/// currencies, and revenue by interval — every sum exact, gathered in one pass over the sales
/// (``Catalog/overview(of:by:today:rates:calendar:)``). Sales naming a product that is not in the
/// list are left out of every figure, as in the product list and the reports, and counted.
public struct PeriodOverview: Sendable {
    /// A span's sales: how many, and their revenue (`nil` without rates).
    public struct Figures: Hashable, Sendable {
        public let days: DayRange
        public let salesCount: Int
        public let total: ConvertedTotal?

        /// The change from `earlier`: in revenue (`nil` without rates), and in sales.
        public func change(from earlier: Figures) -> (revenue: PeriodChange?, sales: PeriodChange) {
            let revenue = total.flatMap { now in earlier.total.map { PeriodChange(now: now, then: $0) } }
            return (revenue, PeriodChange(now: salesCount, then: earlier.salesCount))
        }
    }

    /// A product's sales in the period.
    public struct ProductFigures: Hashable, Sendable {
        public let product: Product
        public let salesCount: Int
        public let total: ConvertedTotal?
    }

    /// The period's sales in one currency: their own sum, exact, and that sum converted once.
    public struct CurrencyFigures: Hashable, Sendable {
        public let own: Money
        public let salesCount: Int
        public let total: ConvertedTotal?
    }

    /// One interval of the period, named by its first day.
    public struct Bucket: Hashable, Sendable {
        public let start: CalendarDay
        public let salesCount: Int
        public let total: ConvertedTotal?
    }

    public let period: ReportPeriod
    public let interval: ReportInterval
    public let current: Figures
    /// The period it is compared with; `nil` for all time.
    public let previous: Figures?
    /// The same days a year earlier; `nil` for all time.
    public let yearEarlier: Figures?
    /// Every product with a sale in the period, most revenue first (most sales first without
    /// rates), then by name.
    public let products: [ProductFigures]
    /// By currency code.
    public let currencies: [CurrencyFigures]
    /// Every interval from the period's first day's to its last's (all time: from the first sale's
    /// to the last's), empty ones included, oldest first — only those with sales when there would
    /// be more than ``maximumBuckets`` (``omitsEmptyBuckets``).
    public let buckets: [Bucket]
    public let omitsEmptyBuckets: Bool
    /// Sales (of any day) naming products that are not in the list.
    public let unknownProductSales: Int
    /// The totals' currency; `nil` without rates.
    public let currency: CurrencyCode?

    /// Intervals past this many are not filled in with zeros.
    public static let maximumBuckets = 1_200

    /// Each product's sums, at the positions of ``products``: what ``top(_:)`` adds up.
    let productSums: [CurrencySums]
    let rates: RateTable?

    /// The first `count` products, and the others together (`nil` when there are none).
    public func top(_ count: Int) -> (products: [ProductFigures], others: Figures?) {
        let shown = Array(products.prefix(max(0, count)))
        guard products.count > shown.count else { return (shown, nil) }
        var rest = CurrencySums()
        for sums in productSums[shown.count...] { rest.add(sums) }
        return (shown, Figures(days: current.days, salesCount: rest.count, total: rates.map { rest.total($0) }))
    }
}
