import Foundation
import SalesCore

/// The list screen: every product (in reading order), the ones shown (filtered, sorted), and
/// the selection, kept by product id across reloads, filters and sorts.
package struct ProductListState: Sendable {
    package internal(set) var all: [ProductRow] = []
    package internal(set) var rows: [ProductRow] = []
    package internal(set) var filter = ""
    /// The longest filter typed (a paste beyond it is cut).
    static let maximumFilterLength = ProductFilter.maximumLength
    package internal(set) var isFiltering = false
    package internal(set) var sort = ProductSort.name
    package internal(set) var position = ScrollPosition()
    package internal(set) var selectedID: Product.ID?
    /// The sales and the revenue of the rows shown, summed when they change, not on every frame.
    package private(set) var shownSalesCount = 0
    private(set) var shownTotal: GrandTotal?

    package var selected: ProductRow? { rows.indices.contains(position.selected) ? rows[position.selected] : nil }

    /// The rows to show from `all`, keeping the selected product when it is still shown.
    mutating func arrange(viewport: Int) {
        var shown = all.indices.filter { ProductFilter.shows(all[$0].product.name, filter: filter) }
        shown = sort.order(shown, of: all)
        rows = shown.map { all[$0] }
        shownSalesCount = rows.reduce(0) { $0 + $1.salesCount }
        let totals = rows.compactMap(\.revenue)
        shownTotal = totals.first.map { GrandTotal(totals, currency: $0.amount.currency) }
        let index = selectedID.flatMap { id in rows.firstIndex { $0.product.id == id } } ?? 0
        position.select(index, count: rows.count, viewport: viewport)
        if let selected { selectedID = selected.product.id }
    }

    mutating func move(_ key: Key, viewport: Int) -> Bool {
        guard position.move(key, count: rows.count, viewport: viewport) else { return false }
        if let selected { selectedID = selected.product.id }
        return true
    }
}
