import SalesClient

/// What a products page's listing was rendered for: the period's figures, the order, the filter,
/// and what its links carry (the period and currency kept): kept with the figures under it.
struct ProductsPageKey: Hashable, Sendable {
    let period: PeriodKey
    let sort: ProductSort
    let filter: String
    let links: String
}
