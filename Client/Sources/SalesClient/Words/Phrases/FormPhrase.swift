/// The words of the periods and of the pages' forms — a period's name, the fields that choose
/// one, the filter and the sort, what a report groups by —, worded once per language in the
/// catalogs (``WordCatalog``).
package enum FormPhrase: Sendable, Equatable {
    // Periods.
    case thisMonth, lastMonth, thisQuarter, lastQuarter, yearToDate, last12Months, allTime, everyDay
    case period, givenDays, from, to
    // The products page's filter and sort.
    case filter, sortBy, byName, byNumberOfSales, byRevenue, byRevenueBefore, byChange
    /// What a report groups by, and its choices.
    case by, week, month, quarter, year, product, currencyChoice

    /// A report's grouping as a form offers it: `week`, `month`, `product`…; `nil` for another name.
    package static func choice(_ name: String) -> FormPhrase? {
        switch name {
        case "week": .week
        case "month": .month
        case "quarter": .quarter
        case "year": .year
        case "product": .product
        case "currency": .currencyChoice
        default: nil
        }
    }
}
