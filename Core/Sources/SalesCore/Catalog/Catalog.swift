import Foundation

/// Products and their sales, grouped once, so the product list and any product's detail can be
/// built without scanning every sale again.
///
/// The product list and each product's revenue need only the sums kept per product, never the
/// sales themselves: a catalog read back from a stored copy (``init(products:sumsByProduct:unknownProductSales:saleGroup:)``)
/// reads a product's sales for its first detail, all of them for a report, and none for the list.
public struct Catalog: Sendable {
    public let products: [Product]
    /// The product list, built once.
    public let productList: ProductList
    /// Per product (same positions as ``products``), its sales' amounts summed per currency —
    /// added while the sales are grouped, in their order, so revenue in any currency is a few
    /// multiplications per product, not a walk over every sale in scattered order. A repeated
    /// id's later positions have none: its sales are counted at its first.
    public let sumsByProduct: [CurrencySums]

    let positionByID: [Product.ID: Int]
    private let groups: SaleGroups

    /// Groups `sales` under `products`; sales naming a product not in the list are counted apart
    /// (``ProductList/unknownProductSales``).
    public init(products: [Product], sales: [Sale]) {
        var slotByID: [Product.ID: Int] = [:]
        var groups: [ProductSales] = []
        for sale in sales {
            if let slot = slotByID[sale.productID] {
                groups[slot].sales.append(sale)
            } else {
                slotByID[sale.productID] = groups.count
                groups.append(ProductSales(id: sale.productID, sales: [sale]))
            }
        }
        self.init(products: products, salesByProduct: groups)
    }

    /// Puts each group of sales (``SalesMapper/mapByProduct(_:statusCode:)``) under its product,
    /// without copying a sale; groups naming a product not in the list are counted apart
    /// (``ProductList/unknownProductSales``).
    public init(products: [Product], salesByProduct groups: [ProductSales]) {
        let positionByID = Self.firstPositions(of: products)
        var salesByProduct = products.map { SaleList(productID: $0.id) }
        var sumsByProduct = [CurrencySums](repeating: CurrencySums(), count: products.count)
        var unknownCount = 0
        var unknownIDs = Set<Product.ID>()
        for group in groups where !group.sales.isEmpty {
            guard let position = positionByID[group.id] else {
                unknownCount += group.sales.count
                unknownIDs.insert(group.id)
                continue
            }
            // Two groups meet only for ids that are equal strings written differently (NFC, NFD);
            // the sales are the product's then, under its id. Their sums were kept as they came.
            salesByProduct[position].append(contentsOf: group.sales)
            sumsByProduct[position].add(group.sales.sums)
        }
        self.init(
            products: products, positionByID: positionByID, sumsByProduct: sumsByProduct,
            unknownProductSales: UnknownProductSales(count: unknownCount, productIDs: unknownIDs.sorted()),
            groups: SaleGroups(salesByProduct))
    }

    /// A catalog as a stored copy keeps it: the products, each product's sums (as
    /// ``sumsByProduct`` gave them), the sales of unknown products counted, and the sales grouped by
    /// product, the group at a position (the sales of the product there, as ``sales(ofProductAt:)``
    /// gave them) read by `saleGroup` when first needed — once, by whichever detail or report asks
    /// first: a product's detail reads its own group alone. `nil` when the sums are not one per
    /// product.
    public init?(
        products: [Product], sumsByProduct: [CurrencySums], unknownProductSales: UnknownProductSales,
        saleGroup: @escaping @Sendable (Int) -> SaleList
    ) {
        guard sumsByProduct.count == products.count else { return nil }
        self.init(
            products: products, positionByID: Self.firstPositions(of: products), sumsByProduct: sumsByProduct,
            unknownProductSales: unknownProductSales, groups: SaleGroups(count: products.count, saleGroup))
    }

    private init(
        products: [Product], positionByID: [Product.ID: Int], sumsByProduct: [CurrencySums],
        unknownProductSales: UnknownProductSales, groups: SaleGroups
    ) {
        let keys = products.map { NaturalOrder($0.name) }
        let order = products.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] }
            return products[lhs].id < products[rhs].id
        }
        let items = order.compactMap { position in
            // Products repeating an id are shown once, with the sales, at their first position.
            positionByID[products[position].id] == position
                ? ProductSummary(product: products[position], salesCount: sumsByProduct[position].count) : nil
        }
        self.products = products
        self.positionByID = positionByID
        self.sumsByProduct = sumsByProduct
        self.groups = groups
        self.productList = ProductList(items: items, unknownProductSales: unknownProductSales)
    }

    private static func firstPositions(of products: [Product]) -> [Product.ID: Int] {
        var positionByID: [Product.ID: Int] = [:]
        positionByID.reserveCapacity(products.count)
        for (position, product) in products.enumerated() where positionByID[product.id] == nil {
            positionByID[product.id] = position
        }
        return positionByID
    }

    /// The sales of the product at `position` in ``products``, in upstream order (none for a
    /// repeated id's later positions); `nil` for a position out of range.
    public func sales(ofProductAt position: Int) -> SaleList? {
        products.indices.contains(position) ? groups.group(at: position) : nil
    }

    /// Every product's sales, by position in ``products``, one group per product (read once, for a
    /// walk over all of them).
    var salesByProduct: [SaleList] { groups.all }

    /// The detail of a product, with every sale converted through `rates` (into `rates.target`)
    /// and their total; without rates (`nil`: none could be had), the sales alone and no total.
    /// `nil` when the product is not in the list.
    public func detail(
        of id: Product.ID, rates: RateTable?, days: DayRange = .all, calendar: LocalCalendar = .utc
    ) -> ProductDetail? {
        positionByID[id].map { detail(of: products[$0], rates: rates, days: days, calendar: calendar) }
    }

    /// The detail of `product` (one of ``products``, found by a search): its sales in this
    /// catalog, converted as the lookup by id does; `days` are `calendar`'s.
    public func detail(
        of product: Product, rates: RateTable?, days: DayRange = .all, calendar: LocalCalendar = .utc
    ) -> ProductDetail {
        let ownSales = positionByID[product.id].flatMap { sales(ofProductAt: $0) } ?? SaleList(productID: product.id)
        // Sorted as (date, position) pairs: comparisons read two words, never a whole sale.
        var keyed = ownSales.indices.map { (date: ownSales.date(at: $0), position: $0) }
        if days != .all { keyed.removeAll { !days.contains($0.date, in: calendar) } }
        keyed.sort { lhs, rhs in lhs.date != rhs.date ? lhs.date > rhs.date : lhs.position < rhs.position }
        let lines = SaleLines(sales: ownSales, positions: keyed.map(\.position), rates: rates)
        return ProductDetail(product: product, sales: lines, total: rates.map { total(of: lines, $0) })
    }

    /// Exact: the amounts of each currency are summed, then converted once.
    private func total(of lines: SaleLines, _ rates: RateTable) -> ConvertedTotal {
        var sums = CurrencySums()
        lines.forEachAmount { amount, _ in sums.add(amount) }
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

extension Catalog: Equatable {
    /// The same products in the same order, each with the same sales and sums, and the same sales
    /// of unknown products counted.
    public static func == (lhs: Catalog, rhs: Catalog) -> Bool {
        lhs.products == rhs.products && lhs.productList == rhs.productList && lhs.sumsByProduct == rhs.sumsByProduct
            && lhs.salesByProduct.elementsEqual(rhs.salesByProduct)
    }
}
