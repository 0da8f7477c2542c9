import Foundation
import SalesCore
import Testing

@Suite struct RevenueTests {
    @Test func everyProductsRevenueIsItsDetailsTotal() throws {
        let catalog = try makeFixtureCatalog()
        let rates = try makeFixtureRates()
        let revenue = catalog.revenue(rates: rates)
        #expect(revenue.count == catalog.productList.items.count)
        for item in catalog.productList.items {
            let detail = try #require(catalog.detail(of: item.product.id, rates: rates))
            #expect(revenue[item.product.id] == detail.total, "\(item.product.name)")
        }
    }

    @Test func revenueCountsTheSalesItCannotConvert() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "EUR", "10", "2024-01-01T00:00:00Z"), try sale("P", "XXX", "5", "2024-01-02T00:00:00Z"),
                try sale("P", "XXX", "6", "2024-01-03T00:00:00Z"),
            ]
        )
        let total = try #require(
            catalog.revenue(rates: RateTable(rates: [try rate("EUR", "USD", "1.5")]))[productID("P")])
        #expect(total.amount == Money(amount: try decimal("15"), currency: .usd))
        #expect(total.unconvertedCount == 2)
        #expect(total.unconvertedCurrencies == [try code("XXX")])
    }

    @Test func revenueByMonthGroupsUTCMonthsAcrossAYearEndOldestFirst() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "EUR", "10.10", "2023-12-31T23:59:59.999Z"),
                try sale("P", "USD", "1", "2024-01-01T00:00:00+01:00"),  // still December in UTC
                try sale("P", "USD", "2.5", "2024-01-01T00:00:00Z"),
                try sale("P", "EUR", "3", "2024-03-15T12:00:00Z"),
            ]
        )
        let detail = try #require(
            catalog.detail(of: try productID("P"), rates: RateTable(rates: [try rate("EUR", "USD", "1.1")])))
        let months = try #require(detail.revenueByMonth)
        #expect(months.map(\.month.description) == ["2023-12", "2024-01", "2024-03"])
        #expect(months.map(\.salesCount) == [2, 1, 1])
        #expect(months.map(\.total.amount.amount) == [try decimal("12.11"), try decimal("2.5"), try decimal("3.3")])
        var sum = ExactDecimal.zero
        for month in months { sum += month.total.amount.amount }
        #expect(sum == detail.total?.amount.amount)
    }

    @Test func revenueByMonthMarksMonthsWithUnconvertibleSalesIncomplete() throws {
        let catalog = Catalog(
            products: [Product(id: try productID("P"), name: "Phone")],
            sales: [
                try sale("P", "XXX", "4", "2024-02-01T00:00:00Z"), try sale("P", "USD", "1", "2024-02-02T00:00:00Z"),
                try sale("P", "USD", "7", "2024-03-01T00:00:00Z"),
            ]
        )
        let withRates = try #require(catalog.detail(of: try productID("P"), rates: RateTable(rates: [])))
        let months = try #require(withRates.revenueByMonth)
        #expect(months.map(\.total.isComplete) == [false, true])
        #expect(months.map(\.total.amount.amount) == [1, 7])
        let withoutRates = try #require(catalog.detail(of: try productID("P"), rates: nil))
        #expect(withoutRates.revenueByMonth == nil)
    }

    @Test func monthsCountAcrossYearsBothWaysAndStayWithinTheirRange() throws {
        let december = try #require(YearMonth(year: 2023, month: 12))
        #expect(december.adding(months: 1).description == "2024-01")
        #expect(december.adding(months: -12).description == "2022-12")
        #expect(december.adding(months: -2023 * 12 - 12).description == "-0001-12")
        #expect(december.adding(months: .max) == YearMonth(year: 9_999_999, month: 12))
        #expect(december.adding(months: .min) == YearMonth(year: -9_999_999, month: 1))
        #expect(december.shortName == "Dec 2023")
        #expect(YearMonth(year: 2024, month: 13) == nil)
        #expect(YearMonth(year: .max, month: 1) == nil)
        #expect(YearMonth(try date("2024-07-20T15:45:27.366Z")).description == "2024-07")
    }
}
