import Foundation
import SalesCore
import Testing

/// Revenue by week, month, quarter or year over given days.
@Suite struct IntervalReportTests {
    @Test func listsEveryIntervalOfTheDaysWithTheirSales() throws {
        let days = try #require(DayRange(from: CalendarDay("2023-12-01"), to: CalendarDay("2024-01-31")))
        let report = try makeSUT().intervalReport(by: .week, days: days, rates: try rates())

        #expect(report.buckets.first?.start.description == "2023-11-27", "the ISO week that holds 1 December")
        #expect(report.buckets.last?.start.description == "2024-01-29")
        #expect(report.buckets.count == 10)
        #expect(report.buckets.map(\.salesCount).reduce(0, +) == 4 && report.salesCount == 4)
        let total = try decimal("119")
        #expect(report.total?.amount.amount == total, "EUR 10 × 1.5 + USD 2 + 3 + EUR 66 × 1.5")
        #expect(report.unknownProductSales == 1)
    }

    @Test func addsUpToTheMonthlyReportByQuarterAndByYear() throws {
        let sut = try makeSUT()
        let byMonth = sut.revenueReport(by: .month, rates: try rates())
        for interval in [ReportInterval.quarter, .year] {
            let report = sut.intervalReport(by: interval, days: .all, rates: try rates())
            #expect(report.buckets.map(\.salesCount).reduce(0, +) == byMonth.salesCount, "\(interval)")
            #expect(report.total?.amount == byMonth.total?.amount, "\(interval)")
        }
        let quarters = sut.intervalReport(by: .quarter, days: .all, rates: try rates())
        #expect(
            quarters.buckets.map(\.start.description) == [
                "2023-01-01", "2023-04-01", "2023-07-01", "2023-10-01", "2024-01-01",
            ])
        #expect(quarters.buckets.map(\.salesCount) == [1, 0, 0, 1, 3])
    }

    private func makeSUT() throws -> Catalog { try PeriodFixtures.catalog() }
    private func rates() throws -> RateTable { try PeriodFixtures.rates() }
}
