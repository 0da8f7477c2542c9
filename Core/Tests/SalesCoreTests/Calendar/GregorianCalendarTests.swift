import Foundation
import SalesCore
import Testing

@Suite struct GregorianCalendarTests {
    /// The timestamps' unsigned reckoning is the general one on every day of a whole 400-year
    /// cycle (after which the calendar repeats) and of the years sales are dated in (1960–2240),
    /// counting on by one from day to day, and on the first and last day of every month of years
    /// 1 to 9999.
    @Test func numbersEveryDayFromYearOneTheSameWayEitherReckoning() {
        var expected = GregorianCalendar.daysSinceEpoch(year: 1601, month: 1, day: 1)
        var mismatches: [String] = []
        func check(_ year: Int, _ month: Int, _ day: Int, _ expected: Int?) {
            let general = GregorianCalendar.daysSinceEpoch(year: year, month: month, day: day)
            let checked = GregorianCalendar.daysSinceEpoch(checkedYear: year, month: month, day: day)
            if general != checked || expected.map({ $0 != general }) == true {
                mismatches.append("\(year)-\(month)-\(day)")
            }
        }
        for year in 1601...2000 {
            for month in 1...12 {
                for day in 1...GregorianCalendar.days(in: month, of: year) {
                    check(year, month, day, expected)
                    expected += 1
                }
            }
        }
        expected = GregorianCalendar.daysSinceEpoch(year: 1960, month: 1, day: 1)
        for year in 1960...2240 {
            for month in 1...12 {
                for day in 1...GregorianCalendar.days(in: month, of: year) {
                    check(year, month, day, expected)
                    expected += 1
                }
            }
        }
        for year in 1...9999 {
            for month in 1...12 {
                check(year, month, 1, nil)
                check(year, month, GregorianCalendar.days(in: month, of: year), nil)
            }
        }
        #expect(mismatches.isEmpty)
        #expect(GregorianCalendar.daysSinceEpoch(checkedYear: 1970, month: 1, day: 1) == 0)
        #expect(GregorianCalendar.daysSinceEpoch(checkedYear: 2000, month: 3, day: 1) == 11_017)
        #expect(GregorianCalendar.daysSinceEpoch(checkedYear: 1, month: 1, day: 1) == -719_162)
    }
}
