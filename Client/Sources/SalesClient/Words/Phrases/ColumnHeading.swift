import SalesCore

/// A column's heading, worded once per language in the catalogs (``WordCatalog``): the commands' and
/// the app's tables, the web's and a spreadsheet's header row. English writes them in capitals, as
/// the commands always have. The field names of CSV, TSV and JSON are not headings: they never change.
package enum ColumnHeading: Sendable, Equatable {
    case id, product, productID, name, sales, salesBefore, date, amount, before, change, salesChange
    case complete, completeBefore, currency, soldIn, share, period, days, section, from, to
    case week, month, quarter, year, quantity, unitPrice, unitCurrency, localDate
    /// The sales' dates in a zone its abbreviations name: `DATE (CET/CEST)`.
    case dateIn(String)
    /// A column headed by a currency's code alone, never translated: `EUR`.
    case code(String)
    /// A total in a currency: `TOTAL EUR`.
    case total(String)
    /// A total whose currency the page says elsewhere.
    case totalAlone
    /// A price in the display currency: `UNIT EUR`.
    case unit(String)
    /// `RATE TO USD`.
    case rateTo(String)
    /// The trend's months: `LAST 12 MONTHS`.
    case lastMonths(Int)
    /// No heading (a bar).
    case none

    /// The heading with its currency replaced by `{0}`, and the currency: what the pseudo-locale
    /// transforms (never a code).
    var template: (heading: ColumnHeading, arguments: [String]) {
        switch self {
        case .total(let currency): (.total("{0}"), [currency])
        case .unit(let currency): (.unit("{0}"), [currency])
        case .rateTo(let currency): (.rateTo("{0}"), [currency])
        case .dateIn(let zones): (.dateIn("{0}"), [zones])
        case .code(let code): (.code("{0}"), [code])
        default: (self, [])
        }
    }

    /// A report's interval as a column's heading: `WEEK`, `MONTH`…
    static func interval(_ interval: ReportInterval) -> ColumnHeading {
        switch interval {
        case .week: .week
        case .month: .month
        case .quarter: .quarter
        case .year: .year
        }
    }
}
