import Foundation
import SalesCore
import Testing

@Suite struct CalendarDayTests {
    @Test func readsAndWritesISODays() throws {
        let day = try #require(CalendarDay("2024-02-29"))
        #expect((day.year, day.month, day.day) == (2024, 2, 29))
        #expect(day.description == "2024-02-29")
        #expect(CalendarDay("1970-01-01")?.ordinal == 0)
        #expect(CalendarDay("2000-03-01")?.ordinal == 11_017)
        #expect(CalendarDay("0001-01-01").map { $0 < day } == true)
    }

    @Test(arguments: [
        "2023-02-29", "1900-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "0000-01-01", "2024-7-1", "24-07-01",
        "2024-07-01T00:00:00Z", " 2024-07-01", "+024-07-01", "2024-07-0a", "２０２４-07-01", "", "2024--07-01",
    ])
    func refusesWhatIsNotADay(_ text: String) {
        #expect(CalendarDay(text) == nil)
    }

    @Test func aRangeHoldsWholeUTCDaysAtBothEnds() throws {
        let range = try #require(DayRange(from: CalendarDay("2024-07-01"), to: CalendarDay("2024-07-31")))
        #expect(range.contains(try date("2024-07-01T00:00:00Z")))
        #expect(range.contains(try date("2024-07-31T23:59:59.999Z")))
        #expect(!range.contains(try date("2024-06-30T23:59:59.999Z")))
        #expect(!range.contains(try date("2024-08-01T00:00:00Z")))
        #expect(range.contains(try date("2024-08-01T01:00:00+02:00")), "23:00 UTC on the 31st")
    }

    @Test func aRangeMayBeOpenAtEitherEndButNotBackwards() throws {
        let from = try #require(DayRange(from: CalendarDay("2024-07-01"), to: nil))
        #expect(from.contains(try date("9999-12-31T00:00:00Z")))
        #expect(!from.contains(try date("2024-06-30T12:00:00Z")))
        #expect(DayRange(from: CalendarDay("2024-07-02"), to: CalendarDay("2024-07-01")) == nil)
        #expect(DayRange.all.contains(Date(timeIntervalSince1970: -1e15)))
    }

    @Test func anyOrdinalIsADayWithinTheCalendarsYears() throws {
        #expect(CalendarDay(clampingOrdinal: 0).description == "1970-01-01")
        #expect(CalendarDay(clampingOrdinal: 19_691).description == "2023-11-30")
        #expect(CalendarDay(clampingOrdinal: .min).description == "0001-01-01")
        #expect(CalendarDay(clampingOrdinal: .max).description == "9999-12-31")
        #expect(CalendarDay(ordinal: .max) == nil && CalendarDay(ordinal: 19_691)?.description == "2023-11-30")
    }
}
