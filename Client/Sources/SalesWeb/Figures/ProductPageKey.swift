import SalesClient
import SalesCore

/// What a product's page was rendered for: the product and the page of its sales, the period's
/// figures (or what is wrong with the period asked), what its links carry, and the reader's formats
/// and words — kept with the figures under it, as a products page is (``ProductsPageKey``).
struct ProductPageKey: Hashable, Sendable {
    let id: Product.ID
    let page: Int
    let period: PeriodKey
    let problem: String?
    let links: String
    let numbers: ReaderFormats
    let words: Words
}
