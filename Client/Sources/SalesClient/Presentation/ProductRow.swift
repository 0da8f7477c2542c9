import SalesCore

/// A product with its number of sales and, when there are rates, its revenue.
package struct ProductRow: Hashable, Sendable {
    package let product: Product
    package let salesCount: Int
    package let revenue: ConvertedTotal?

    package init(product: Product, salesCount: Int, revenue: ConvertedTotal?) {
        self.product = product
        self.salesCount = salesCount
        self.revenue = revenue
    }

    /// Every product of `catalog` in reading order, with its revenue through `rates`.
    package static func rows(of catalog: Catalog, rates: RateTable?) -> [ProductRow] {
        let revenue = rates.map { catalog.revenue(rates: $0) }
        return catalog.productList.items.map {
            ProductRow(product: $0.product, salesCount: $0.salesCount, revenue: revenue?[$0.product.id])
        }
    }

    /// A period's rows in `sort`'s order, read as the list's rows are: its sales and revenue in the
    /// period.
    package static func order(_ rows: [PeriodProducts.Row], by sort: ProductSort) -> [PeriodProducts.Row] {
        switch sort {
        case .before:
            return rows.indices.sorted { lhs, rhs in
                ProductSort.mostFirst(
                    rows[lhs].previous?.total?.amount.amount, rows[rhs].previous?.total?.amount.amount)
                    ?? (lhs < rhs)
            }.map { rows[$0] }
        case .change:
            // The biggest movers first: growth from nothing, then the largest change; what cannot be
            // compared last.
            return rows.indices.sorted { lhs, rhs in
                ProductSort.mostFirst(Self.moved(rows[lhs]), Self.moved(rows[rhs])) ?? (lhs < rhs)
            }.map { rows[$0] }
        default:
            let read = rows.map {
                ProductRow(product: $0.product, salesCount: $0.current.salesCount, revenue: $0.current.total)
            }
            return sort.order(Array(rows.indices), of: read).map { rows[$0] }
        }
    }

    /// How far a row moved, for the order by change: new sales above any percentage.
    private static func moved(_ row: PeriodProducts.Row) -> Moved? {
        switch row.revenueChange {
        case .percent(let value): .percent(value)
        case .fromNothing: .fromNothing
        default: nil
        }
    }

    private enum Moved: Comparable {
        case percent(ExactDecimal)
        case fromNothing
    }
}
