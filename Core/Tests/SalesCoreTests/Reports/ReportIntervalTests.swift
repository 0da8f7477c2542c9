import Foundation
import SalesCore
import SalesSupport
import Testing

/// Weeks, months, quarters and years, against Foundation's Gregorian calendar (ISO weeks).
@Suite struct ReportIntervalTests {
    @Test func namesEachBucketByItsFirstDay() throws {
        let day = try #require(CalendarDay("2024-02-29"))  // a Thursday

        #expect(ReportInterval.week.start(of: day).description == "2024-02-26")
        #expect(ReportInterval.month.start(of: day).description == "2024-02-01")
        #expect(ReportInterval.quarter.start(of: day).description == "2024-01-01")
        #expect(ReportInterval.year.start(of: day).description == "2024-01-01")
        #expect(ReportInterval.quarter.next(after: ReportInterval.quarter.start(of: day))?.description == "2024-04-01")
    }

    @Test func agreesWithFoundationsCalendarOnRandomDays() throws {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        var random = SeededRandomNumberGenerator(seed: 7)
        let range = try #require(CalendarDay("1901-01-01")).ordinal...(try #require(CalendarDay("2099-12-31")).ordinal)
        for _ in 0..<3_000 {
            let day = try #require(CalendarDay(ordinal: Int.random(in: range, using: &random)))
            let date = try #require(calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)))
            for (interval, component) in [
                (ReportInterval.week, Calendar.Component.weekOfYear), (.month, .month), (.year, .year),
            ] {
                let expected = try #require(calendar.dateInterval(of: component, for: date))
                #expect(text(calendar, expected.start) == interval.start(of: day).description, "\(interval) of \(day)")
                #expect(
                    text(calendar, expected.end) == interval.next(after: interval.start(of: day))?.description,
                    "\(interval) after \(day)")
            }
            let quarter = ReportInterval.quarter.start(of: day)
            #expect(quarter.day == 1 && [1, 4, 7, 10].contains(quarter.month) && quarter.year == day.year)
            #expect(quarter <= day && day.ordinal - quarter.ordinal < 92)
        }
    }

    @Test func listsEveryBucketOfASpanButNotMillenniaOfWeeks() throws {
        let from = try #require(CalendarDay("2024-01-15"))
        let to = try #require(CalendarDay("2024-04-02"))

        #expect(
            ReportInterval.month.starts(from: from, to: to)?.map(\.description) == [
                "2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01",
            ])
        #expect(ReportInterval.quarter.starts(from: from, to: to)?.count == 2)
        let far = try #require(CalendarDay("9999-12-31"))
        #expect(ReportInterval.week.starts(from: from, to: far) == nil)
        #expect(ReportInterval.year.starts(from: from, to: far, limit: 10_000)?.count == 7_976)
    }

    private func text(_ calendar: Calendar, _ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
