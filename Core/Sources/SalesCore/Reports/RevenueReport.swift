/// Revenue and number of sales grouped by month, product or sale currency, with totals: what
/// `sales report` shows. Every sum is exact (summed per currency, converted once); rounding is
/// left to display.
public struct RevenueReport: Sendable {
    public enum Grouping: String, CaseIterable, Sendable {
        case month, product, currency
    }

    public enum Key: Hashable, Sendable {
        case month(YearMonth)
        case product(Product)
        /// The currency the sales were made in.
        case currency(CurrencyCode)
    }

    public struct Row: Hashable, Sendable {
        public let key: Key
        public let salesCount: Int
        /// In ``RevenueReport/currency``; `nil` without rates.
        public let total: ConvertedTotal?
        /// By currency: the sales' sum in their own currency, exact.
        public let ownAmount: Money?
        /// By product: revenue per month with sales (converted, exact; the convertible sales only),
        /// for sparklines over ``RevenueReport/months``; empty without rates.
        public let monthly: [YearMonth: ExactDecimal]
    }

    public let grouping: Grouping
    /// By month: every month from the first sale's to the last's — from `--from`'s month to
    /// `--to`'s when the days are given — a month without sales included (with a zero), oldest
    /// first (only the months with sales when the span is longer than ``maximumFilledMonths``:
    /// see ``omitsEmptyMonths``). By product: every product, most revenue first (without rates,
    /// most sales first), then by name. By currency: by code.
    public let rows: [Row]
    public let salesCount: Int
    /// Every row's sales together; `nil` without rates.
    public let total: ConvertedTotal?
    /// The currency of the totals; `nil` without rates.
    public let currency: CurrencyCode?
    /// The months the selected sales span, oldest first (for charts); empty without sales.
    public let months: [YearMonth]
    /// `true` when the span was too long to fill in and only the months with sales are listed.
    public let omitsEmptyMonths: Bool
    /// Sales (of any day) naming products that are not in the list: left out of every row and of
    /// the total, which is then not the whole; zero for a report of one product.
    public let unknownProductSales: Int

    /// Whether the total is every sale's: every sale converted, and none left out for naming a
    /// product that is not in the list.
    public var totalIsComplete: Bool { total?.isComplete == true && unknownProductSales == 0 }

    /// Months past this many are not filled in with zeros (hostile dates could ask for millions).
    public static let maximumFilledMonths = 1_200
}
