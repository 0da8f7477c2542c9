import SalesClient
import SalesCore

/// What a products page's listing was rendered for: the period's figures, the order, the filter,
/// what its links carry (the period and currency kept), and the reader's formats and words (one
/// manager's laptop in German and phone in Arabic read the same figures each their way): kept with
/// the figures under it.
struct ProductsPageKey: Hashable, Sendable {
    let period: PeriodKey
    let sort: ProductSort
    let filter: String
    let links: String
    let numbers: ReaderFormats
    let words: Words
}
