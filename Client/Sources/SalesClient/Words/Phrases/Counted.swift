import SalesCore

/// A counted phrase: its form follows the count by the language's plural rule (``PluralForms``).
package enum Counted: Sendable, CaseIterable {
    /// `1 sale`, `2 sales`.
    case sales
    /// `1 product`, `2 products`.
    case products
    /// `1 currency`, `2 currencies`.
    case currencies
    /// `1 other product`, `2 other products`: a table's last row for those not shown.
    case otherProducts
    /// A report's intervals: `12 months`, `1 week`.
    case weeks, months, quarters, years
    /// Sales naming products not in the list: `3 sales name products that are not in the list`.
    case unknownProductSales
    /// Sign-in refused for a while: `Too many failed sign-ins. Try again in 15 minutes.`
    case tryAgainInSeconds, tryAgainInMinutes
    /// A workbook's note: amounts of more than 15 significant digits kept as text, never rounded.
    case amountsKeptAsText

    /// A report's intervals of `interval`, counted.
    package static func of(_ interval: ReportInterval) -> Counted {
        switch interval {
        case .week: .weeks
        case .month: .months
        case .quarter: .quarters
        case .year: .years
        }
    }
}
