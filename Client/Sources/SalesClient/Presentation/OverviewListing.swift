import SalesCore

/// `sales overview` as listings, worded as the web's overview: on a terminal four tables — the
/// period beside the period before and a year earlier, the top products and the others, revenue by
/// interval, the mix by sale currency (most revenue first, with its share) —, the last three the
/// web's overview shows too (``tables(_:top:currency:)``); exported as one long table whose `section` column says which
/// figure a row is (`period`, `previous`, `year_earlier`, `product`, `others`, `interval`,
/// `currency`), every figure unrounded but the amounts (half-even to the currency's minor units)
/// and the changes left exact (``PeriodChange/significantDigits``).
package enum OverviewListing {
    /// The four tables a terminal shows, each under its title.
    package static func tables(_ overview: PeriodOverview, top: Int, currency: CurrencyCode, words: Words = .english)
        -> [Listing]
    {
        let total = ColumnHeading.total(currency.code)
        var comparison = Listing([
            .init(.period, field: "period"), .init(.days, field: "days"),
            .init(.sales, field: "sales_count", .right), .init(.change, field: "sales", .right),
            .init(total, field: "revenue", .right), .init(.change, field: "revenue_change", .right),
        ])
        for (label, figures, change) in shownSpans(overview, words: words) {
            comparison.append([
                .plain(label), .plain(PeriodText.days(figures.days, words: words)), .count(figures.salesCount),
                .plain(change.map { PeriodText.shortChange($0.sales, words: words) } ?? ""),
                .revenue(figures.total, of: figures.salesCount),
                .plain(change.flatMap { $0.revenue.map { PeriodText.shortChange($0, words: words) } } ?? ""),
            ])
        }
        comparison.header = [Listing.Line(heading(overview, words: words), .strong)]
        var products = Listing([
            .init(.product, field: "name"), .init(.sales, field: "sales_count", .right),
            .init(total, field: "revenue", .right),
        ])
        let (shown, others) = overview.top(top)
        for product in shown {
            products.append([
                .text(product.product.name), .count(product.salesCount),
                .revenue(product.total, of: product.salesCount),
            ])
        }
        if let others {
            let count = overview.products.count - shown.count
            products.append([
                .plain(words.count(.otherProducts, count)), .count(others.salesCount),
                .revenue(others.total, of: others.salesCount),
            ])
        }
        products.header = [Listing.Line(words(.topProducts), .strong)]
        var intervals = Listing([
            .init(.interval(overview.interval), field: "interval"),
            .init(.sales, field: "sales_count", .right), .init(total, field: "revenue", .right),
        ])
        for bucket in overview.buckets {
            intervals.append([
                .plain(PeriodText.bucket(bucket.start, overview.interval)), .count(bucket.salesCount),
                .revenue(bucket.total, of: bucket.salesCount),
            ])
        }
        intervals.header = [Listing.Line(words(ListingPhrase.revenueBy(overview.interval)), .strong)]
        var currencies = currencyMix(overview, total: total)
        currencies.header = [Listing.Line(words(.byCurrencySoldIn), .strong)]
        currencies.notes = notes(overview, top: top, words: words)
        return shown.isEmpty ? [comparison] : [comparison, products, intervals, currencies]
    }

    /// The mix by sale currency: most revenue first, each one's own sum, converted, and its share
    /// of the period's total when every sale converts.
    private static func currencyMix(_ overview: PeriodOverview, total: ColumnHeading) -> Listing {
        var currencies = Listing([
            .init(.soldIn, field: "sale_currency"), .init(.amount, field: "amount", .right),
            .init(.sales, field: "sales_count", .right), .init(total, field: "revenue", .right),
            .init(.share, field: "share", .right),
        ])
        let whole = overview.current.total.flatMap { $0.isComplete ? $0.amount.amount : nil }
        for sold in byRevenue(overview.currencies) {
            let share = sold.total.flatMap { total in
                whole.flatMap { total.isComplete ? PeriodText.share(total.amount.amount, of: $0) : nil }
            }
            currencies.append([
                .plain(sold.own.currency.code), .exactMoney(sold.own), .count(sold.salesCount),
                .revenue(sold.total, of: sold.salesCount), .plain(share ?? ""),
            ])
        }
        return currencies
    }

    /// Every figure of the overview as one table, a row a figure's span or item.
    package static func long(_ overview: PeriodOverview, top: Int, currency: CurrencyCode) -> Listing {
        var listing = Listing([
            .init(.section, field: "section"), .init(.name, field: "name"), .init(.id, field: "product_id"),
            .init(.from, field: "from"), .init(.to, field: "to"),
            .init(.sales, field: "sales_count", .right),
            .init(.total(currency.code), field: "revenue", .right),
            .init(.complete, field: "revenue_is_complete"), .init(.salesChange, field: "sales_change_percent"),
            .init(.change, field: "revenue_change_percent"), .init(.currency, field: "currency"),
        ])
        let days = overview.current.days
        let row = {
            (
                section: String, name: Listing.Cell, id: Listing.Cell, from: CalendarDay?, to: CalendarDay?,
                count: Int, total: ConvertedTotal?, change: (revenue: PeriodChange?, sales: PeriodChange)?
            ) in
            listing.append([
                .plain(section), name, id, .plain(from?.description ?? ""), .plain(to?.description ?? ""),
                .count(count), .revenue(total, of: count), .completeness(total),
                PeriodProductListing.change(change?.sales), PeriodProductListing.change(change?.revenue ?? nil),
                .plain(currency.code),
            ])
        }
        for (index, (label, figures, change)) in spans(overview).enumerated() {
            let section = ["period", "previous", "year_earlier"][min(index, 2)]
            row(
                section, .plain(label), .empty, figures.days.from, figures.days.to, figures.salesCount, figures.total,
                change)
        }
        let (shown, others) = overview.top(top)
        for product in shown {
            row(
                "product", .text(product.product.name), .id(product.product.id), days.from, days.to, product.salesCount,
                product.total, nil)
        }
        if let others {
            let name = CountText.of(overview.products.count - shown.count, "other product", "other products")
            row("others", .plain(name), .empty, days.from, days.to, others.salesCount, others.total, nil)
        }
        for bucket in overview.buckets {
            let last = overview.interval.next(after: bucket.start)?.adding(days: -1)
            row(
                "interval", .plain(PeriodText.bucket(bucket.start, overview.interval)), .empty, bucket.start, last,
                bucket.salesCount, bucket.total, nil)
        }
        for sold in overview.currencies {
            row(
                "currency", .plain(sold.own.currency.code), .empty, days.from, days.to, sold.salesCount, sold.total, nil
            )
        }
        return listing
    }

    /// The mix by sale currency as a reader is shown it: most revenue first; those that convert
    /// none last; then by code.
    package static func byRevenue(_ currencies: [PeriodOverview.CurrencyFigures]) -> [PeriodOverview.CurrencyFigures] {
        currencies.sorted { lhs, rhs in
            let converted = { (figures: PeriodOverview.CurrencyFigures) in
                figures.total.flatMap { $0.unconvertedCount < figures.salesCount ? $0.amount.amount : nil }
            }
            switch (converted(lhs), converted(rhs)) {
            case (let left?, let right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return lhs.own.currency < rhs.own.currency
            }
        }
    }

    /// `Last month: 1 Oct 2026 – 31 Oct 2026`, or the period's name alone when it is its days.
    package static func heading(_ overview: PeriodOverview, words: Words = .english) -> String {
        let title = PeriodText.title(overview.period, words: words)
        let days = PeriodText.days(overview.current.days, words: words)
        return title == days || overview.current.days.from == nil ? title : words(.periodDays(title, days))
    }

    /// The period, the one before and a year earlier, each with its change from the period.
    static func spans(_ overview: PeriodOverview, words: Words = .english) -> [(
        String, PeriodOverview.Figures, (revenue: PeriodChange?, sales: PeriodChange)?
    )] {
        let current = overview.current
        var spans: [(String, PeriodOverview.Figures, (revenue: PeriodChange?, sales: PeriodChange)?)] = [
            (words(.thisPeriod), current, nil)
        ]
        if let previous = overview.previous {
            spans.append((words(.periodBefore), previous, current.change(from: previous)))
        }
        if let earlier = overview.yearEarlier {
            spans.append((words(.yearEarlier), earlier, current.change(from: earlier)))
        }
        return spans
    }

    /// The spans as a reader is shown them: the period before and a year earlier as one row when
    /// they are the same days (the last 12 months, the year to date), named as both.
    package static func shownSpans(_ overview: PeriodOverview, words: Words = .english) -> [(
        String, PeriodOverview.Figures, (revenue: PeriodChange?, sales: PeriodChange)?
    )] {
        let all = spans(overview, words: words)
        guard let previous = overview.previous, let earlier = overview.yearEarlier, previous.days == earlier.days,
            all.count == 3
        else { return all }
        return [all[0], (words(.periodBeforeYearEarlier), all[1].1, all[1].2)]
    }

    /// What the figures leave out, as a terminal and a page say it under the tables: what `*` and
    /// `—` mean where they show, unconverted sales, unknown products, intervals not filled in.
    package static func notes(_ overview: PeriodOverview, top: Int, words: Words = .english) -> [Listing.Line] {
        let (shown, others) = overview.top(top)
        let totals: [(ConvertedTotal?, Int)] =
            shownSpans(overview).map { ($0.1.total, $0.1.salesCount) }
            + shown.map { ($0.total, $0.salesCount) } + (others.map { [($0.total, $0.salesCount)] } ?? [])
            + overview.buckets.map { ($0.total, $0.salesCount) } + overview.currencies.map { ($0.total, $0.salesCount) }
        var notes = Listing.Cell.revenueNotes(totals, words: words)
        if let total = overview.current.total, let incomplete = TotalText.incomplete(total, words: words) {
            notes.append(Listing.Line(words(.periodsTotalIs(incomplete)), .warning))
        }
        if let unknown = UnknownProductsText.of(overview.unknownProductSales, words: words) {
            notes.append(Listing.Line(words(.leftOutOfFigures(unknown)), .warning))
        }
        if overview.omitsEmptyBuckets {
            notes.append(Listing.Line(words(.emptyIntervalsLeftOut), .warning))
        }
        return notes
    }
}
