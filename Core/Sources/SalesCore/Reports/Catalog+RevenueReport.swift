extension Catalog {
    /// The revenue report over the sales of the catalog's products (or of `product` alone) made
    /// on the days of `days`, converted through `rates` (`nil`: counts and own-currency sums only).
    /// Days and months are `calendar`'s: the reader's. Sales naming a product that is not in the
    /// catalog are left out, as in the product list, and counted
    /// (``RevenueReport/unknownProductSales``).
    public func revenueReport(
        by grouping: RevenueReport.Grouping, days: DayRange = .all, product: Product.ID? = nil, rates: RateTable?,
        calendar: LocalCalendar = .utc
    ) -> RevenueReport {
        let selected = product.map { id in positionByID[id].map { [$0] } ?? [] } ?? Array(positionByID.values).sorted()
        var all = CurrencySums()
        var byMonth: [YearMonth: CurrencySums] = [:]
        var byProduct: [(position: Int, sums: CurrencySums, months: [YearMonth: CurrencySums])] = []
        var span: ClosedRange<YearMonth>?
        let salesByProduct = self.salesByProduct
        for position in selected {
            var productSums = CurrencySums()
            var productMonths: [YearMonth: CurrencySums] = [:]
            for sale in salesByProduct[position] {
                guard days.contains(sale.date, in: calendar) else { continue }
                let month = calendar.month(of: sale.date)
                span = span.map { min($0.lowerBound, month)...max($0.upperBound, month) } ?? month...month
                all.add(sale.amount)
                switch grouping {
                case .month: byMonth[month, default: CurrencySums()].add(sale.amount)
                case .currency: break
                case .product:
                    productSums.add(sale.amount)
                    if rates != nil { productMonths[month, default: CurrencySums()].add(sale.amount) }
                }
            }
            if grouping == .product { byProduct.append((position, productSums, productMonths)) }
        }
        // The days asked for widen the span to their months, so empty months at either end show.
        if grouping == .month, let sales = span {
            let first = days.from.map { min(YearMonth($0), sales.lowerBound) } ?? sales.lowerBound
            let last = days.to.map { max(YearMonth($0), sales.upperBound) } ?? sales.upperBound
            span = first...last
        } else if grouping == .month, let from = days.from, let to = days.to {
            span = YearMonth(from)...YearMonth(to)
        }
        // Every month of the span, unless hostile dates make it absurdly long: then the months with
        // sales, and the report says so.
        let filled = span.flatMap { span in
            let count = span.upperBound.ordinal - span.lowerBound.ordinal + 1
            return count <= RevenueReport.maximumFilledMonths
                ? (0..<count).map { span.lowerBound.adding(months: $0) } : nil
        }
        let months = filled ?? Set(byMonth.keys).union(byProduct.flatMap(\.months.keys)).sorted()

        let converted: (CurrencySums) -> ConvertedTotal? = { sums in rates.map { sums.total($0) } }
        let rows: [RevenueReport.Row]
        switch grouping {
        case .month:
            rows = months.map { month in
                let sums = byMonth[month] ?? CurrencySums()
                return RevenueReport.Row(
                    key: .month(month), salesCount: sums.count, total: converted(sums), ownAmount: nil, monthly: [:])
            }
        case .currency:
            rows = all.currencies.map { currency in
                let (amount, count) = all.sum(of: currency)
                var sums = CurrencySums()
                sums.add(amount, count: count)
                return RevenueReport.Row(
                    key: .currency(currency), salesCount: count, total: converted(sums), ownAmount: amount,
                    monthly: [:])
            }
        case .product:
            rows = byProduct.map { entry in
                RevenueReport.Row(
                    key: .product(products[entry.position]), salesCount: entry.sums.count,
                    total: converted(entry.sums), ownAmount: nil,
                    monthly: rates.map { rates in entry.months.mapValues { $0.total(rates).amount.amount } } ?? [:])
            }.sorted(by: Self.mostRevenueFirst)
        }
        return RevenueReport(
            grouping: grouping, rows: rows, salesCount: all.count, total: converted(all), currency: rates?.target,
            months: months, omitsEmptyMonths: span != nil && filled == nil,
            unknownProductSales: product == nil ? productList.unknownProductSales.count : 0)
    }

    private static func mostRevenueFirst(_ lhs: RevenueReport.Row, _ rhs: RevenueReport.Row) -> Bool {
        if let left = lhs.total?.amount.amount, let right = rhs.total?.amount.amount, left != right {
            return left > right
        }
        if lhs.salesCount != rhs.salesCount { return lhs.salesCount > rhs.salesCount }
        guard case .product(let left) = lhs.key, case .product(let right) = rhs.key else { return false }
        let (leftName, rightName) = (NaturalOrder(left.name), NaturalOrder(right.name))
        return leftName != rightName ? leftName < rightName : left.id < right.id
    }
}
