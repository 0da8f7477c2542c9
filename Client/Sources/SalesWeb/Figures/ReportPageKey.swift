import SalesClient
import SalesCore

/// What a report's page was rendered for: its cut (`by`) and the currency sold in, the period's
/// figures (or what is wrong with the period or the cut asked), what its links carry, and the
/// reader's formats and words — kept with the figures under it, as a products page is.
struct ReportPageKey: Hashable, Sendable {
    let by: String
    let soldIn: String?
    let period: PeriodKey
    let problem: String?
    let links: String
    let numbers: ReaderFormats
    let words: Words
}
