import Foundation
import SalesCore
import Testing

@Suite struct RevenueReportTests {
    @Test func byMonthFillsEmptyMonthsAcrossAYearEndOldestFirst() throws {
        let sut = try makeSUT()
        let report = sut.revenueReport(by: .month, rates: try rates())
        #expect(
            report.rows.map(\.key) == [
                .month(try month(2023, 11)), .month(try month(2023, 12)), .month(try month(2024, 1)),
            ])
        #expect(report.rows.map(\.salesCount) == [2, 0, 2])
        #expect(report.rows.map { $0.total?.amount.amount } == [try decimal("25.0015"), .zero, try decimal("3.9985")])
        #expect(report.total?.amount == Money(amount: try decimal("29"), currency: .usd))
        #expect(report.salesCount == 4)
        #expect(report.months == [try month(2023, 11), try month(2023, 12), try month(2024, 1)])
    }

    @Test func theRowsOfEveryGroupingAddUpToTheSameTotal() throws {
        let catalog = try makeFixtureCatalog()
        let rates = try makeFixtureRates()
        let productTotals = catalog.productList.items.compactMap {
            catalog.detail(of: $0.product.id, rates: rates)?.total?.amount.amount
        }
        let expected = productTotals.reduce(ExactDecimal.zero, +)
        for grouping in RevenueReport.Grouping.allCases {
            let report = catalog.revenueReport(by: grouping, rates: rates)
            #expect(report.rows.compactMap { $0.total?.amount.amount }.reduce(.zero, +) == expected, "\(grouping)")
            #expect(report.rows.map(\.salesCount).reduce(0, +) == 2_485, "\(grouping)")
            #expect(report.total?.amount.amount == expected)
        }
    }

    @Test func aRangeKeepsTheSalesOfItsDaysOnly() throws {
        let sut = try makeSUT()
        let range = try #require(DayRange(from: CalendarDay("2023-11-30"), to: CalendarDay("2024-01-01")))
        let report = sut.revenueReport(by: .month, days: range, rates: try rates())
        #expect(report.salesCount == 2)
        #expect(report.rows.map(\.salesCount) == [1, 0, 1])
        #expect(report.total?.amount.amount == (try decimal("15.0015")) + (try decimal("1.5")))
    }

    @Test func aCurrencyKeepsTheSalesMadeInItOnly() throws {
        let report = try makeSUT().revenueReport(by: .product, soldIn: try code("EUR"), rates: try rates())

        let (sold, phone) = (report.rows.filter { $0.salesCount > 0 }, try phone())
        #expect(report.salesCount == 1 && sold.map(\.key) == [.product(phone)])
        #expect(report.total?.amount.amount == (try decimal("15.0015")))
        let usd = try makeSUT().revenueReport(by: .currency, soldIn: .usd, rates: try rates())
        #expect(usd.rows.map(\.key) == [.currency(.usd)] && usd.salesCount == 3)
    }

    @Test func monthsAndDaysAreTheReadersInTheirZone() throws {
        let sut = try makeSUT()
        let tokyo = try calendar("Asia/Tokyo")
        // 23:59:59.999Z on 30 November is 1 December in Tokyo; midnight on 1 January UTC is 09:00 there.
        let local = sut.revenueReport(by: .month, rates: try rates(), calendar: tokyo)
        let utc = sut.revenueReport(by: .month, rates: try rates())
        #expect(
            local.rows.map(\.key) == [
                .month(try month(2023, 11)), .month(try month(2023, 12)), .month(try month(2024, 1)),
            ])
        #expect(local.rows.map(\.salesCount) == [1, 1, 2])
        #expect(utc.rows.map(\.salesCount) == [2, 0, 2])
        #expect(local.total == utc.total, "the same sales, bucketed differently")
        let december = try #require(DayRange(from: CalendarDay("2023-12-01"), to: CalendarDay("2023-12-31")))
        #expect(sut.revenueReport(by: .month, days: december, rates: try rates(), calendar: tokyo).salesCount == 1)
        #expect(sut.revenueReport(by: .month, days: december, rates: try rates()).salesCount == 0)
    }

    /// In every zone, the months' rows add up to the same total as the UTC report's.
    @Test(arguments: ["UTC", "Asia/Tokyo", "America/New_York", "Australia/Lord_Howe", "Pacific/Chatham"])
    func everyZonesMonthsAddUpToTheSameTotal(_ zone: String) throws {
        let catalog = try makeFixtureCatalog()
        let rates = try makeFixtureRates()
        let utc = catalog.revenueReport(by: .month, rates: rates)
        let local = catalog.revenueReport(by: .month, rates: rates, calendar: try calendar(zone))
        #expect(local.rows.map(\.salesCount).reduce(0, +) == 2_485)
        #expect(local.rows.compactMap { $0.total?.amount.amount }.reduce(.zero, +) == utc.total?.amount.amount)
    }

    @Test func anEmptyRangeHasNoRowsAndAZeroCompleteTotal() throws {
        let range = try #require(DayRange(from: CalendarDay("2030-01-01"), to: nil))
        for grouping in [RevenueReport.Grouping.month, .currency] {
            let report = try makeSUT().revenueReport(by: grouping, days: range, rates: try rates())
            #expect(report.rows.isEmpty)
            #expect(report.months.isEmpty)
            #expect(report.salesCount == 0)
            #expect(report.total?.amount.amount == .zero)
            #expect(report.total?.isComplete == true)
        }
    }

    @Test func unconvertibleSalesLeaveTheirRowsAndTheTotalIncomplete() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "EUR", "10", "2024-01-05T00:00:00Z"), try sale("P", "XAU", "1", "2024-02-05T00:00:00Z"),
            ])
        let report = catalog.revenueReport(by: .month, rates: try rates())
        #expect(report.rows.map { $0.total?.isComplete } == [true, false])
        #expect(report.rows.last?.total?.unconvertedCurrencies == [try code("XAU")])
        #expect(report.total?.unconvertedCount == 1)
        #expect(report.total?.amount.amount == (try decimal("15")))
    }

    @Test func byCurrencyKeepsEachCurrencysOwnSumExactAndConvertsItOnce() throws {
        let report = try makeSUT().revenueReport(by: .currency, rates: try rates())
        #expect(report.rows.map(\.key) == [.currency(try code("EUR")), .currency(.usd)])
        #expect(
            report.rows.map(\.ownAmount) == [
                Money(amount: try decimal("10.001"), currency: try code("EUR")),
                Money(amount: try decimal("13.9985"), currency: .usd),
            ])
        #expect(report.rows.first?.total?.amount.amount == (try decimal("15.0015")))
    }

    @Test func byProductPutsMostRevenueFirstWithEachProductsMonths() throws {
        let report = try makeSUT().revenueReport(by: .product, rates: try rates())
        #expect(report.rows.map(\.key) == [.product(try phone()), .product(try pad()), .product(try watch())])
        #expect(report.rows.map(\.salesCount) == [3, 1, 0])
        #expect(
            report.rows.first?.monthly == [
                try month(2023, 11): try decimal("25.0015"), try month(2024, 1): try decimal("1.5"),
            ])
        let one = try makeSUT().revenueReport(by: .product, product: try productID("D"), rates: try rates())
        #expect(one.rows.map(\.key) == [.product(try pad())])
    }

    @Test func otherCurrenciesAndNoRatesAtAll() throws {
        let eur = RateTable(rates: [try rate("USD", "EUR", "0.5")], target: try code("EUR"))
        let report = try makeSUT().revenueReport(by: .month, rates: eur)
        #expect(report.currency == (try code("EUR")))
        #expect(
            report.total?.amount.amount == (try decimal("10.001")) + (try decimal("13.9985")) * (try decimal("0.5")))
        let bare = try makeSUT().revenueReport(by: .product, rates: nil)
        #expect(bare.total == nil)
        #expect(bare.rows.allSatisfy { $0.total == nil && $0.monthly.isEmpty })
        #expect(bare.rows.map(\.salesCount) == [3, 1, 0], "most sales first without rates")
    }

    @Test func hostileDatesDoNotFillMillionsOfMonths() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "USD", "1", "0001-01-01T00:00:00Z"), try sale("P", "USD", "2", "9999-12-31T00:00:00Z"),
            ])
        let report = catalog.revenueReport(by: .month, rates: try rates())
        #expect(report.rows.count == 2)
        #expect(report.months == [try month(1, 1), try month(9999, 12)])
        #expect(report.omitsEmptyMonths, "and says so")
        #expect(!(try makeSUT().revenueReport(by: .month, rates: try rates()).omitsEmptyMonths))
    }

    @Test func byMonthShowsTheEmptyMonthsAtTheEndsOfTheDaysAskedFor() throws {
        let range = try #require(DayRange(from: CalendarDay("2023-10-15"), to: CalendarDay("2024-03-02")))
        let report = try makeSUT().revenueReport(by: .month, days: range, rates: try rates())
        #expect(
            report.rows.map(\.key)
                == (try [(2023, 10), (2023, 11), (2023, 12), (2024, 1), (2024, 2), (2024, 3)].map {
                    RevenueReport.Key.month(try month($0.0, $0.1))
                }))
        #expect(report.rows.map(\.salesCount) == [0, 2, 0, 2, 0, 0])
        let quiet = try #require(DayRange(from: CalendarDay("2030-01-01"), to: CalendarDay("2030-03-31")))
        let empty = try makeSUT().revenueReport(by: .month, days: quiet, rates: try rates())
        #expect(empty.rows.map(\.salesCount) == [0, 0, 0], "a quarter without sales is three zero months")
        #expect(empty.total?.amount.amount == .zero)
    }

    // MARK: - Helpers

    /// Phone (P): Nov 2023 EUR 10.001 + USD 10, Jan 2024 USD 1.5; Pad (D): Jan 2024 USD 2.4985; Watch (W): none;
    /// a sale of an unknown product (left out). EUR→USD 1.5.
    private func makeSUT() throws -> Catalog {
        Catalog(
            products: [try phone(), try pad(), try watch()],
            sales: [
                try sale("P", "EUR", "10.001", "2023-11-30T23:59:59.999Z"),
                try sale("P", "USD", "10", "2023-11-01T00:00:00Z"),
                try sale("P", "USD", "1.5", "2024-01-01T00:00:00Z"),
                try sale("D", "USD", "2.4985", "2024-01-31T10:00:00Z"),
                try sale("X", "USD", "1000", "2024-01-02T00:00:00Z"),
            ])
    }

    private func rates() throws -> RateTable { RateTable(rates: [try rate("EUR", "USD", "1.5")]) }
    private func phone() throws -> Product { Product(id: try productID("P"), name: "Phone") }
    private func pad() throws -> Product { Product(id: try productID("D"), name: "Pad") }
    private func watch() throws -> Product { Product(id: try productID("W"), name: "Watch") }

    private func month(_ year: Int, _ month: Int) throws -> YearMonth {
        guard let value = YearMonth(year: year, month: month) else { throw InvalidTestValue(text: "\(year)-\(month)") }
        return value
    }
}
