import Foundation
import SalesCore
import SalesSupport
import Testing

/// Every product's figures for a period beside the period before, with its monthly trend — against
/// a plain oracle that reads every sale on its own.
@Suite struct PeriodProductsTests {
    @Test func setsEachProductsPeriodBesideThePeriodBeforeInReadingOrder() throws {
        let products = try makeSUT().periodProducts(of: .thisMonth, today: try day("2024-01-31"), rates: try rates())

        #expect(products.rows.map(\.product.name) == ["Pad", "Phone", "Watch"], "every product, in reading order")
        let (pad, phone, watch) = (products.rows[0], products.rows[1], products.rows[2])
        let (ninetyNine, five, fifteen) = (try decimal("99"), try decimal("5"), try decimal("15"))
        #expect(pad.current.salesCount == 1 && pad.current.total?.amount.amount == ninetyNine)
        #expect(pad.previous?.salesCount == 0 && pad.change?.revenue == .fromNothing)
        #expect(phone.current.total?.amount.amount == five && phone.previous?.total?.amount.amount == fifteen)
        #expect(phone.change?.sales == .percent(100))
        #expect(watch.current.salesCount == 0 && watch.previous?.salesCount == 0)
        #expect(products.previousDays?.from?.description == "2023-12-01")
        #expect(products.unknownProductSales == 1)
    }

    @Test func drawsATrendOfTheYearUpToThePeriodsLastMonth() throws {
        let products = try makeSUT().periodProducts(of: .allTime, today: try day("2024-06-30"), rates: try rates())

        #expect(products.trend.map(\.description) == (2...12).map { String(format: "2023-%02d", $0) } + ["2024-01"])
        let phone = products.rows[1]
        let (fifteen, five) = (try decimal("15"), try decimal("5"))
        let months = phone.monthly.mapKeys(\.description)
        #expect(months == ["2023-12": fifteen, "2024-01": five], "January 2023 is more than a year before")
        #expect(phone.previous == nil && phone.change == nil, "all time has nothing to compare with")
        let days = try #require(ReportPeriod("2024-01-15..2024-01-30"))
        let short = try makeSUT().periodProducts(of: days, today: try day("2024-06-30"), rates: try rates())
        #expect(short.trend == products.trend, "the year up to the period's month, whatever its first day")
        let (two, fifteenAgain) = (try decimal("2"), try decimal("15"))
        #expect(
            short.rows[1].monthly.mapKeys(\.description) == ["2023-12": fifteenAgain, "2024-01": two],
            "up to the period's last day: the sale of 31 January is after it")
    }

    @Test func countsButDoesNotConvertWithoutRates() throws {
        let products = try makeSUT().periodProducts(of: .lastMonth, today: try day("2024-02-10"), rates: nil)

        #expect(products.rows[1].current.salesCount == 2 && products.rows[1].current.total == nil)
        #expect(products.rows[1].monthly.isEmpty && products.currency == nil)
    }

    /// Random sales in four currencies (one the rates cannot convert), random periods, zones with
    /// clock changes and half-hour offsets: every product's figures equal the oracle's.
    @Test(arguments: ["UTC", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"])
    func agreesWithAPlainOracleOnRandomSales(_ zone: String) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(zone.utf8.count) + 7)
        let zoneRules = try TestZone(zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zoneRules.timeZone
        let rates = try rates()
        for _ in 0..<20 {
            let (catalog, sales) = try PeriodFixtures.randomCatalog(products: 5, sales: 250, &random)
            let today = try #require(CalendarDay(ordinal: Int.random(in: 19_000...20_200, using: &random)))
            let period = try PeriodFixtures.randomPeriod(today: today, &random)
            let products = catalog.periodProducts(of: period, today: today, rates: rates, calendar: zoneRules.calendar)

            for row in products.rows {
                let own = sales.filter { $0.productID == row.product.id }
                for (figures, days) in [(row.current, products.days), (row.previous, products.previousDays)] {
                    let expected = days.map { days in oracle(own.filter { days.holdsDay(of: $0, calendar) }, rates) }
                    #expect(figures?.salesCount == expected?.count, "\(period.text) \(zone)")
                    #expect(figures?.total?.amount.amount == expected?.total, "\(period.text) \(zone)")
                }
                for month in products.trend {
                    let upToEnd = DayRange(from: nil, to: products.days.to) ?? .all
                    let inMonth = own.filter { upToEnd.holdsDay(of: $0, calendar) && $0.isIn(month, calendar) }
                    let expected = oracle(inMonth, rates)
                    #expect(row.monthly[month] == (expected.count == 0 ? nil : expected.total), "\(month) \(zone)")
                }
            }
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> Catalog { try PeriodFixtures.catalog() }
    private func rates() throws -> RateTable { try PeriodFixtures.rates() }
    private func day(_ text: String) throws -> CalendarDay { try PeriodFixtures.day(text) }

    /// The plainest sum: each sale converted on its own, the unconvertible left out of the total.
    private func oracle(_ sales: [Sale], _ rates: RateTable) -> (count: Int, total: ExactDecimal) {
        sales.reduce((0, ExactDecimal.zero)) { sum, sale in
            (sum.0 + 1, sum.1 + (rates.rate(from: sale.amount.currency).map { sale.amount.amount * $0 } ?? .zero))
        }
    }
}

extension Sale {
    fileprivate func isIn(_ month: YearMonth, _ calendar: Calendar) -> Bool {
        let parts = calendar.dateComponents([.year, .month], from: date)
        return parts.year == month.year && parts.month == month.month
    }
}

extension Dictionary {
    fileprivate func mapKeys<NewKey: Hashable>(_ transform: (Key) -> NewKey) -> [NewKey: Value] {
        [NewKey: Value](uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
