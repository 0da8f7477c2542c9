import Foundation

/// Products and their sales, grouped once, so the product list and any product's detail can be
/// built without scanning every sale again.
public struct Catalog: Sendable {
    public let products: [Product]
    /// The product list, built once.
    public let productList: ProductList

    let sales: [Sale]
    let positionByID: [Product.ID: Int]
    /// Per product (same positions as `products`), its sales' positions in `sales`, in upstream order.
    let salesByProduct: [[Int]]
    /// Per product, its sales' amounts summed per currency — added while the sales are grouped, in
    /// their order, so revenue in any currency is a few multiplications per product, not a walk
    /// over every sale in scattered order.
    let sumsByProduct: [CurrencySums]

    public init(products: [Product], sales: [Sale]) {
        var positionByID: [Product.ID: Int] = [:]
        positionByID.reserveCapacity(products.count)
        for (position, product) in products.enumerated() where positionByID[product.id] == nil {
            positionByID[product.id] = position
        }
        var salesByProduct = [[Int]](repeating: [], count: products.count)
        var sumsByProduct = [CurrencySums](repeating: CurrencySums(), count: products.count)
        var unknownCount = 0
        var unknownIDs = Set<Product.ID>()
        for (position, sale) in sales.enumerated() {
            if let product = positionByID[sale.productID] {
                salesByProduct[product].append(position)
                sumsByProduct[product].add(sale.amount)
            } else {
                unknownCount += 1
                unknownIDs.insert(sale.productID)
            }
        }

        let keys = products.map { NaturalOrder($0.name) }
        let order = products.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            return products[lhs].id < products[rhs].id
        }
        let items = order.compactMap { position in
            // Products repeating an id are shown once, with the sales, at their first position.
            positionByID[products[position].id] == position
                ? ProductSummary(product: products[position], salesCount: salesByProduct[position].count) : nil
        }

        self.products = products
        self.sales = sales
        self.positionByID = positionByID
        self.salesByProduct = salesByProduct
        self.sumsByProduct = sumsByProduct
        self.productList = ProductList(
            items: items,
            unknownProductSales: UnknownProductSales(count: unknownCount, productIDs: unknownIDs.sorted())
        )
    }

    /// The detail of a product, with every sale converted through `rates` (into `rates.target`)
    /// and their total; without rates (`nil`: none could be had), the sales alone and no total.
    /// `nil` when the product is not in the list.
    public func detail(of id: Product.ID, rates: RateTable?, days: DayRange = .all) -> ProductDetail? {
        positionByID[id].map { detail(of: products[$0], rates: rates, days: days) }
    }

    /// The detail of `product` (one of ``products``, found by a search): its sales in this
    /// catalog, converted as the lookup by id does.
    public func detail(of product: Product, rates: RateTable?, days: DayRange = .all) -> ProductDetail {
        let ownSales = positionByID[product.id].map { salesByProduct[$0] } ?? []
        // Sorted as (date, position) pairs: comparisons read two words, never a whole sale.
        var keyed = ownSales.map { (date: sales[$0].date, position: $0) }
        if days != .all { keyed.removeAll { !days.contains($0.date) } }
        keyed.sort { lhs, rhs in lhs.date != rhs.date ? lhs.date > rhs.date : lhs.position < rhs.position }
        let lines = SaleLines(sales: sales, positions: keyed.map(\.position), rates: rates)
        return ProductDetail(product: product, sales: lines, total: rates.map { total(of: lines, $0) })
    }

    /// Exact: the amounts of each currency are summed, then converted once.
    private func total(of lines: SaleLines, _ rates: RateTable) -> ConvertedTotal {
        var sums = CurrencySums()
        lines.forEachSale { sums.add($0.amount) }
        return sums.total(rates)
    }

    /// Every product's revenue converted through `rates` (exact, summed per currency then converted
    /// once), by id: what the product list shows beside the counts, without building each detail.
    public func revenue(rates: RateTable) -> [Product.ID: ConvertedTotal] {
        var revenue: [Product.ID: ConvertedTotal] = [:]
        revenue.reserveCapacity(positionByID.count)
        for (id, position) in positionByID {
            revenue[id] = sumsByProduct[position].total(rates)
        }
        return revenue
    }
}
