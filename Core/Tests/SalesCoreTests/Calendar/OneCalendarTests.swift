import Foundation
import SalesCore
import Testing

/// Parsing, report days and months, and display agree on every day: they share one calendar.
@Suite struct OneCalendarTests {
    @Test func everyDayFrom1600To2400IsTheSameDayToTheParserTheRangesAndTheDisplay() throws {
        var checked = 0
        for year in stride(from: 1600, through: 2400, by: 1) {
            for month in 1...12 {
                for day in [1, 28, 29, 30, 31] {
                    guard let calendarDay = CalendarDay(year: year, month: month, day: day) else { continue }
                    let text = String(describing: calendarDay)
                    let midnight = try #require(Timestamp.parse(text + "T00:00:00Z"), "\(text)")
                    #expect(Int(midnight.timeIntervalSince1970 / 86_400) == calendarDay.ordinal, "\(text)")
                    #expect(Timestamp.string(from: midnight) == text + "T00:00:00.000Z")
                    #expect(YearMonth(midnight) == YearMonth(calendarDay))
                    #expect(DisplayDate().day(from: midnight).hasPrefix("\(day) "), "\(text)")
                    checked += 1
                }
            }
        }
        // A year has 53 of these days (1st, 28th: 24; 29th, 30th: 11 each; 31st: 7), and 195 leap years
        // in the span have a 29 Feb.
        #expect(checked == 801 * 53 + 195, "every 29 Feb of a leap year, none other")
    }
}
