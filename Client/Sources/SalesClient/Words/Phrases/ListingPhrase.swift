import SalesCore

/// The words around a listing — what a table is for, its captions, its summary's parts, what a page
/// says when it has nothing to list —, for the commands' tables and the pages alike, worded once
/// per language in the catalogs (``WordCatalog``).
package enum ListingPhrase: Sendable, Equatable {
    case productsCaption, download, salesTitle
    /// No product's name holds what the filter asks (the filter as written).
    case noProductHolds(String)
    /// A period and its days: `Last month: 1 Oct 2026 – 31 Oct 2026`.
    case periodDays(String, String)
    /// What a listing is for, beside the days it is compared with.
    case beside(String, String)
    /// The period before's total, beside the period's: `before USD 1,234.56`.
    case totalBefore(String)
    /// A column of revenue in a currency (its code): `Revenue (USD)`.
    case revenueIn(String)
    // The overview's tables.
    case thisPeriod, periodBefore, yearEarlier, periodBeforeYearEarlier, topProducts
    case revenueByWeek, revenueByMonth, revenueByQuarter, revenueByYear, byCurrencySoldIn
    /// A chart's title: revenue by an interval or a grouping, in a currency (its code).
    case revenueByWeekIn(String)
    case revenueByMonthIn(String)
    case revenueByQuarterIn(String)
    case revenueByYearIn(String)
    case revenueByProductIn(String)
    case revenueByCurrencyIn(String)
    /// A title narrowed to the sales made in one currency.
    case ofSalesMadeIn(String, String)
    // A product's sales.
    case salesNewestFirst, noSalesYet, noSalesInPeriod
    /// What a revenue's `*` and `—` mean, under a table that shows them.
    case leavesOutUnconverted, noneConverted
    /// The products a report by product leaves out for selling nothing (their count, counted).
    case soldNothing(String)
    /// What a report or the overview leaves out (the sentence that says what, counted).
    case leftOutOfReport(String)
    case leftOutOfFigures(String)
    /// Intervals or months without sales left out, there being too many (the months' count, written).
    case emptyIntervalsLeftOut
    case emptyMonthsLeftOut(String)
    /// A page of a product's sales: `Sales 101–200 of 264` (the counts as written).
    case salesRange(String, String, String)
    /// The link from a product's page back to the list.
    case backToProducts
    /// A chart's figures as a table, for whoever cannot see it (the chart's title).
    case asATable(String)
    /// A summary's total (`264 sales · total USD 1.00`), or none without rates.
    case totalLabel, totalUnavailable
    /// What a total leaves out: the sales (counted) in the currencies (their codes).
    case incomplete(String, String)
    /// The overview's note when the period's total leaves sales out (what it leaves out).
    case periodsTotalIs(String)
    /// What leads a product's figures of the period before (its days, as written).
    case periodBeforeWas(String)
    /// A workbook's sheets: a report's, and the notes'.
    case reportSheet, notesSheet
    /// A change read against the earlier figure it is from: `▲ +12.3 % vs the period before`.
    case versus(String, String)
    /// A change without a percentage: nothing before; sales left out; nothing in either (a
    /// sentence, and a table's cell).
    case newChange, notComparable, notComparableWhy, noSalesEither, noSales

    /// The title of revenue by `interval`: `Revenue by month`.
    package static func revenueBy(_ interval: ReportInterval) -> ListingPhrase {
        switch interval {
        case .week: .revenueByWeek
        case .month: .revenueByMonth
        case .quarter: .revenueByQuarter
        case .year: .revenueByYear
        }
    }

    /// A chart's title for `name` (`week`, `month`, `quarter`, `year`, `product`, `currency`) in `code`.
    package static func chartTitle(_ name: String, in code: String) -> ListingPhrase {
        switch name {
        case "week": .revenueByWeekIn(code)
        case "quarter": .revenueByQuarterIn(code)
        case "year": .revenueByYearIn(code)
        case "product": .revenueByProductIn(code)
        case "currency": .revenueByCurrencyIn(code)
        default: .revenueByMonthIn(code)
        }
    }

    /// The phrase with each argument replaced by `{0}`, `{1}`…, and the arguments (``Phrase/template``).
    var template: (phrase: ListingPhrase, arguments: [String]) {
        switch self {
        case .noProductHolds(let filter): (.noProductHolds("{0}"), [filter])
        case .periodDays(let title, let days): (.periodDays("{0}", "{1}"), [title, days])
        case .beside(let text, let before): (.beside("{0}", "{1}"), [text, before])
        case .totalBefore(let amount): (.totalBefore("{0}"), [amount])
        case .revenueIn(let code): (.revenueIn("{0}"), [code])
        case .revenueByWeekIn(let code): (.revenueByWeekIn("{0}"), [code])
        case .revenueByMonthIn(let code): (.revenueByMonthIn("{0}"), [code])
        case .revenueByQuarterIn(let code): (.revenueByQuarterIn("{0}"), [code])
        case .revenueByYearIn(let code): (.revenueByYearIn("{0}"), [code])
        case .revenueByProductIn(let code): (.revenueByProductIn("{0}"), [code])
        case .revenueByCurrencyIn(let code): (.revenueByCurrencyIn("{0}"), [code])
        case .ofSalesMadeIn(let title, let code): (.ofSalesMadeIn("{0}", "{1}"), [title, code])
        case .salesRange(let first, let last, let count): (.salesRange("{0}", "{1}", "{2}"), [first, last, count])
        case .soldNothing(let others): (.soldNothing("{0}"), [others])
        case .leftOutOfReport(let sentence): (.leftOutOfReport("{0}"), [sentence])
        case .leftOutOfFigures(let sentence): (.leftOutOfFigures("{0}"), [sentence])
        case .emptyMonthsLeftOut(let months): (.emptyMonthsLeftOut("{0}"), [months])
        case .asATable(let title): (.asATable("{0}"), [title])
        case .incomplete(let sales, let codes): (.incomplete("{0}", "{1}"), [sales, codes])
        case .versus(let change, let earlier): (.versus("{0}", "{1}"), [change, earlier])
        case .periodsTotalIs(let incomplete): (.periodsTotalIs("{0}"), [incomplete])
        case .periodBeforeWas(let days): (.periodBeforeWas("{0}"), [days])
        default: (self, [])
        }
    }
}
