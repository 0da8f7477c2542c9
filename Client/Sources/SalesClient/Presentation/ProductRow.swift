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
        let read = rows.map {
            ProductRow(product: $0.product, salesCount: $0.current.salesCount, revenue: $0.current.total)
        }
        return sort.order(Array(rows.indices), of: read).map { rows[$0] }
    }
}
