extension Catalog {
    /// The revenue report over the sales of the catalog's products (or of `product` alone) made
    /// on the days of `days` (and only those made in `soldIn`, when given), converted through
    /// `rates` (`nil`: counts and own-currency sums only).
    /// Days and months are `calendar`'s: the reader's. Sales naming a product that is not in the
    /// catalog are left out, as in the product list, and counted
    /// (``RevenueReport/unknownProductSales``).
    public func revenueReport(
        by grouping: RevenueReport.Grouping, days: DayRange = .all, product: Product.ID? = nil,
        soldIn: CurrencyCode? = nil, rates: RateTable?, calendar: LocalCalendar = .utc
    ) -> RevenueReport {
        let selected = product.map { id in positionByID[id].map { [$0] } ?? [] } ?? Array(positionByID.values).sorted()
        var sums = ReportSums()
        let salesByProduct = self.salesByProduct
        for position in selected {
            sums.add(
                salesByProduct[position], of: position, by: grouping, days: days, soldIn: soldIn, calendar: calendar,
                monthlyRates: rates)
        }
        let span = Self.span(sums.span, by: grouping, days: days)
        let filled = span.flatMap(Self.everyMonth)
        let months = filled ?? Set(sums.byMonth.keys).union(sums.byProduct.flatMap(\.months.keys)).sorted()
        let converted: (CurrencySums) -> ConvertedTotal? = { sums in rates.map { sums.total($0) } }
        return RevenueReport(
            grouping: grouping, rows: rows(of: sums, months: months, by: grouping, rates: rates),
            salesCount: sums.all.count, total: converted(sums.all), currency: rates?.target, months: months,
            omitsEmptyMonths: span != nil && filled == nil,
            unknownProductSales: product == nil ? productList.unknownProductSales.count : 0)
    }

    /// The months of the sales; by month, widened to the months of the days asked for, so empty
    /// months at either end show.
    private static func span(_ sales: ClosedRange<YearMonth>?, by grouping: RevenueReport.Grouping, days: DayRange)
        -> ClosedRange<YearMonth>?
    {
        guard grouping == .month else { return sales }
        if let sales {
            let first = days.from.map { min(YearMonth($0), sales.lowerBound) } ?? sales.lowerBound
            let last = days.to.map { max(YearMonth($0), sales.upperBound) } ?? sales.upperBound
            return first...last
        }
        if let from = days.from, let to = days.to { return YearMonth(from)...YearMonth(to) }
        return nil
    }

    /// Every month of `span`, unless hostile dates make it absurdly long (`nil`: then the report
    /// shows the months with sales, and says so).
    private static func everyMonth(of span: ClosedRange<YearMonth>) -> [YearMonth]? {
        let count = span.upperBound.ordinal - span.lowerBound.ordinal + 1
        return count <= RevenueReport.maximumFilledMonths ? (0..<count).map { span.lowerBound.adding(months: $0) } : nil
    }

    private func rows(
        of sums: ReportSums, months: [YearMonth], by grouping: RevenueReport.Grouping, rates: RateTable?
    ) -> [RevenueReport.Row] {
        let converted: (CurrencySums) -> ConvertedTotal? = { sums in rates.map { sums.total($0) } }
        switch grouping {
        case .month:
            return months.map { month in
                let monthSums = sums.byMonth[month] ?? CurrencySums()
                return RevenueReport.Row(
                    key: .month(month), salesCount: monthSums.count, total: converted(monthSums), ownAmount: nil,
                    monthly: [:])
            }
        case .currency:
            return sums.all.currencies.map { currency in
                let (amount, count) = sums.all.sum(of: currency)
                var currencySums = CurrencySums()
                currencySums.add(amount, count: count)
                return RevenueReport.Row(
                    key: .currency(currency), salesCount: count, total: converted(currencySums), ownAmount: amount,
                    monthly: [:])
            }
        case .product:
            return sums.byProduct.map { entry in
                RevenueReport.Row(
                    key: .product(products[entry.position]), salesCount: entry.sums.count,
                    total: converted(entry.sums), ownAmount: nil,
                    monthly: entry.months)
            }.sorted(by: Self.mostRevenueFirst)
        }
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

/// The sums a report is made of, gathered product by product in one pass over their sales.
private struct ReportSums {
    var all = CurrencySums()
    var byMonth: [YearMonth: CurrencySums] = [:]
    /// Each product's sums, and its revenue by month converted as soon as its sales are walked (a
    /// month's sums per currency for every product at once would hold tens of MB at a million sales).
    var byProduct: [(position: Int, sums: CurrencySums, months: [YearMonth: ExactDecimal])] = []
    /// The months of the sales counted.
    var span: ClosedRange<YearMonth>?

    /// Counts the sales of the product at `position` made on the days of `days` (in `soldIn` only,
    /// when given).
    mutating func add(
        _ sales: SaleList, of position: Int, by grouping: RevenueReport.Grouping, days: DayRange,
        soldIn: CurrencyCode?, calendar: LocalCalendar, monthlyRates: RateTable?
    ) {
        var productSums = CurrencySums()
        var productMonths: [YearMonth: CurrencySums] = [:]
        for sale in sales {
            guard soldIn.map({ sale.amount.currency == $0 }) ?? true, days.contains(sale.date, in: calendar) else {
                continue
            }
            let month = calendar.month(of: sale.date)
            span = span.map { min($0.lowerBound, month)...max($0.upperBound, month) } ?? month...month
            all.add(sale.amount)
            switch grouping {
            case .month: byMonth[month, default: CurrencySums()].add(sale.amount)
            case .currency: break
            case .product:
                productSums.add(sale.amount)
                if monthlyRates != nil { productMonths[month, default: CurrencySums()].add(sale.amount) }
            }
        }
        if grouping == .product {
            let monthly = monthlyRates.map { rates in productMonths.mapValues { $0.total(rates).amount.amount } } ?? [:]
            byProduct.append((position, productSums, monthly))
        }
    }
}
