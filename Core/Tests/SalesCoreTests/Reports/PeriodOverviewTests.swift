import Foundation
import SalesCore
import SalesSupport
import Testing

/// The overview's figures: a period beside the one before and a year earlier, the products, the
/// currencies, the intervals — against a plain oracle that reads every sale on its own.
@Suite struct PeriodOverviewTests {
    @Test func setsAPeriodBesideThePeriodBeforeAndAYearEarlier() throws {
        let sut = try makeSUT()
        let overview = sut.overview(of: .thisMonth, by: .week, today: try day("2024-01-31"), rates: try rates())

        let (now, before, yearAgo) = (try decimal("104"), try decimal("15"), try decimal("2"))
        #expect(overview.current.salesCount == 3 && overview.current.total?.amount.amount == now)
        #expect(overview.previous?.salesCount == 1 && overview.previous?.total?.amount.amount == before)
        #expect(overview.yearEarlier?.salesCount == 1 && overview.yearEarlier?.total?.amount.amount == yearAgo)
        let change = try #require(overview.previous.map { overview.current.change(from: $0) })
        let percent = try decimal("593.3")
        #expect(change.revenue?.rounded() == percent && change.sales == .percent(200))
        #expect(overview.products.map(\.product.name) == ["Pad", "Phone"])
        #expect(overview.currencies.map(\.own.currency.code) == ["EUR", "USD"])
        #expect(
            overview.buckets.map(\.start.description) == [
                "2024-01-01", "2024-01-08", "2024-01-15", "2024-01-22", "2024-01-29",
            ])
        #expect(overview.buckets.map(\.salesCount) == [1, 0, 0, 0, 2])
        #expect(overview.unknownProductSales == 1)
    }

    @Test func showsTheTopProductsAndTheOthersTogether() throws {
        let overview = try makeSUT().overview(
            of: .allTime, by: .month, today: try day("2024-01-31"), rates: try rates())

        let (top, others) = overview.top(1)
        #expect(top.map(\.product.name) == ["Pad"])
        let rest = try decimal("22")
        #expect(others?.salesCount == 4 && others?.total?.amount.amount == rest)
        #expect(overview.top(5).others == nil)
        #expect(overview.previous == nil && overview.yearEarlier == nil, "all time has nothing to compare with")
        #expect(overview.buckets.count == 13, "January 2023 to January 2024, the empty months too")
    }

    @Test(arguments: ReportInterval.allCases)
    func countsDaysOutsideTheCalendarInTheIntervalsThatAddUpToTheTotal(_ interval: ReportInterval) throws {
        let first = Date(timeIntervalSince1970: -62_135_596_800)  // 0001-01-01T00:00:00Z
        let last = Date(timeIntervalSince1970: 253_402_300_799)  // 9999-12-31T23:59:59Z
        let product = try PeriodFixtures.catalog().products[0]
        let usd = try #require(CurrencyCode("USD"))
        let sales = [first, last, Date(timeIntervalSince1970: 1_700_000_000)].map { date in
            Sale(
                productID: product.id, amount: Money(amount: ExactDecimal(significand: 1, exponent: 0), currency: usd),
                date: date)
        }
        let catalog = Catalog(products: [product], sales: sales)

        for seconds in [-5 * 3600, 14 * 3600] {
            let zone = LocalCalendar(zone: try #require(FixedOffset(seconds: seconds)))
            let overview = catalog.overview(
                of: .allTime, by: interval, today: try day("2024-01-31"), rates: try rates(), calendar: zone)
            #expect(overview.current.salesCount == 3)
            #expect(overview.buckets.map(\.salesCount).reduce(0, +) == 3, "\(interval) at \(seconds) s")
            let report = catalog.intervalReport(by: interval, days: .all, rates: try rates(), calendar: zone)
            #expect(report.buckets.map(\.salesCount).reduce(0, +) == report.salesCount, "\(interval) at \(seconds) s")
        }
    }

    @Test func comparesNoTotalThatLeavesSalesOut() throws {
        let sut = try makeSUT()
        let overview = sut.overview(
            of: .thisMonth, by: .month, today: try day("2024-01-31"), rates: RateTable(rates: []))

        #expect(overview.current.total?.isComplete == false)
        let change = try #require(overview.previous.map { overview.current.change(from: $0) })
        #expect(change.revenue == .incomplete && change.sales == .percent(200))
    }

    /// Random sales over three years in four currencies (one the rates cannot convert), random
    /// periods and intervals, in zones with clock changes and half-hour offsets: every figure
    /// equals the oracle's, which reads each sale's local day through Foundation and converts it
    /// on its own.
    @Test(arguments: ["UTC", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"])
    func agreesWithAPlainOracleOnRandomSales(_ zone: String) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(zone.utf8.count))
        let zoneRules = try TestZone(zone)
        let rates = try rates()
        for _ in 0..<25 {
            let (catalog, sales) = try PeriodFixtures.randomCatalog(products: 6, sales: 300, &random)
            let today = try #require(CalendarDay(ordinal: Int.random(in: 19_000...20_200, using: &random)))
            let period = try PeriodFixtures.randomPeriod(today: today, &random)
            let interval = ReportInterval.allCases.randomElement(using: &random) ?? .month
            let overview = catalog.overview(
                of: period, by: interval, today: today, rates: rates, calendar: zoneRules.calendar)
            let oracle = Oracle(sales: sales, zone: zoneRules.timeZone, rates: rates)

            for (figures, days) in [
                (overview.current, period.range(today: today)), (overview.previous, period.previous(today: today)),
                (overview.yearEarlier, period.yearEarlier(today: today)),
            ] {
                let expected = days.map { oracle.figures(in: $0) }
                #expect(figures?.salesCount == expected?.count, "\(period.text) \(zone)")
                #expect(figures?.total?.amount.amount == expected?.total, "\(period.text) \(zone)")
                #expect(figures?.total?.unconvertedCount == expected?.unconverted, "\(period.text) \(zone)")
            }
            let range = period.range(today: today)
            #expect(overview.products.map(\.product.name) == oracle.productsByRevenue(in: range), "\(period.text)")
            let buckets = overview.buckets.filter { $0.salesCount > 0 }
            #expect(
                buckets.map(\.start.description) == oracle.bucketsWithSales(in: range, by: interval),
                "\(period.text) \(interval)")
            #expect(buckets.map(\.salesCount).reduce(0, +) == overview.current.salesCount)
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> Catalog { try PeriodFixtures.catalog() }
    private func rates() throws -> RateTable { try PeriodFixtures.rates() }
    private func day(_ text: String) throws -> CalendarDay { try PeriodFixtures.day(text) }
}

/// Each sale on its own: its local day by Foundation's calendar in the zone, its amount converted
/// alone, sums in the plainest way.
private struct Oracle {
    let sales: [Sale]
    let zone: TimeZone
    let rates: RateTable

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    func figures(in range: DayRange) -> (count: Int, total: ExactDecimal, unconverted: Int) {
        var (count, total, unconverted) = (0, ExactDecimal.zero, 0)
        for sale in sales where range.holdsDay(of: sale, calendar) {
            count += 1
            if let rate = rates.rate(from: sale.amount.currency) {
                total = total + sale.amount.amount * rate
            } else {
                unconverted += 1
            }
        }
        return (count, total, unconverted)
    }

    func productsByRevenue(in range: DayRange) -> [String] {
        var byProduct: [String: (total: ExactDecimal, count: Int)] = [:]
        for sale in sales where range.holdsDay(of: sale, calendar) {
            var entry = byProduct[sale.productID.rawValue, default: (.zero, 0)]
            entry.count += 1
            if let rate = rates.rate(from: sale.amount.currency) {
                entry.total = entry.total + sale.amount.amount * rate
            }
            byProduct[sale.productID.rawValue] = entry
        }
        return byProduct.sorted { lhs, rhs in
            if lhs.value.total != rhs.value.total { return lhs.value.total > rhs.value.total }
            if lhs.value.count != rhs.value.count { return lhs.value.count > rhs.value.count }
            return lhs.key < rhs.key
        }.map { "Product \($0.key.dropFirst())" }
    }

    func bucketsWithSales(in range: DayRange, by interval: ReportInterval) -> [String] {
        var utc = Calendar(identifier: .iso8601)
        utc.timeZone = TimeZone(identifier: "UTC") ?? zone
        var starts: Set<String> = []
        for sale in sales where range.holdsDay(of: sale, calendar) {
            let local = calendar.dateComponents([.year, .month, .day], from: sale.date)
            let day = utc.date(from: local) ?? sale.date
            let start: Date
            switch interval {
            case .week: start = utc.dateInterval(of: .weekOfYear, for: day)?.start ?? day
            case .month: start = utc.dateInterval(of: .month, for: day)?.start ?? day
            case .year: start = utc.dateInterval(of: .year, for: day)?.start ?? day
            case .quarter:
                let month = utc.component(.month, from: day)
                start =
                    utc.date(
                        from: DateComponents(
                            year: utc.component(.year, from: day), month: (month - 1) / 3 * 3 + 1, day: 1)) ?? day
            }
            let parts = utc.dateComponents([.year, .month, .day], from: start)
            starts.insert(String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0))
        }
        return starts.sorted()
    }
}
