import Foundation
import SalesCore
import SalesSupport
import Testing

/// The periods a manager picks, against Foundation's Gregorian calendar as the oracle.
@Suite struct ReportPeriodTests {
    @Test func readsAndWritesEveryPresetAndGivenDays() throws {
        for preset in ReportPeriod.presets { #expect(ReportPeriod(preset.text) == preset) }
        let days = try #require(ReportPeriod("2024-01-01..2024-03-31"))
        #expect(days == .days(from: try day("2024-01-01"), to: try day("2024-03-31")))
        #expect(days.text == "2024-01-01..2024-03-31")
        #expect(ReportPeriod("2024-02-29..2024-02-29") != nil, "one day")
    }

    @Test(arguments: [
        "", "this_month", "This-Month", "2024-03-01..2024-02-01", "2024-02-30..2024-03-01", "2024-01-01...2024-02-01",
        "2024-01-01..", "..2024-01-01", "2024-01-01-2024-02-01", " all",
    ])
    func refusesWhatIsNoPeriod(_ text: String) {
        #expect(ReportPeriod(text) == nil)
    }

    @Test func aToDatePresetEndsTodayAndIsComparedWithItsUnitBeforeCutAtTheSameDay() throws {
        let today = try day("2026-11-27")

        #expect(try text(ReportPeriod.thisMonth.range(today: today)) == "2026-11-01..2026-11-27")
        #expect(try text(ReportPeriod.thisMonth.previous(today: today)) == "2026-10-01..2026-10-27")
        #expect(try text(ReportPeriod.thisMonth.yearEarlier(today: today)) == "2025-11-01..2025-11-27")
        #expect(try text(ReportPeriod.thisQuarter.range(today: today)) == "2026-10-01..2026-11-27")
        #expect(try text(ReportPeriod.thisQuarter.previous(today: today)) == "2026-07-01..2026-08-27")
        #expect(try text(ReportPeriod.yearToDate.previous(today: today)) == "2025-01-01..2025-11-27")
        let endOfMay = try day("2024-05-31")
        #expect(try text(ReportPeriod.thisQuarter.previous(today: endOfMay)) == "2024-01-01..2024-02-29")
    }

    @Test func aWholePresetIsComparedWithTheWholeUnitBefore() throws {
        let today = try day("2026-11-27")

        #expect(try text(ReportPeriod.lastMonth.range(today: today)) == "2026-10-01..2026-10-31")
        #expect(try text(ReportPeriod.lastMonth.previous(today: today)) == "2026-09-01..2026-09-30")
        #expect(try text(ReportPeriod.lastQuarter.range(today: today)) == "2026-07-01..2026-09-30")
        #expect(try text(ReportPeriod.lastQuarter.previous(today: today)) == "2026-04-01..2026-06-30")
        #expect(try text(ReportPeriod.last12Months.range(today: today)) == "2025-11-01..2026-10-31")
        #expect(try text(ReportPeriod.last12Months.previous(today: today)) == "2024-11-01..2025-10-31")
        let march2025 = try day("2025-03-10")
        #expect(try text(ReportPeriod.lastMonth.yearEarlier(today: march2025)) == "2024-02-01..2024-02-29")
    }

    @Test func aWholeFebruaryGivenAsDaysIsComparedWithTheWholeFebruaryOfALeapYearEarlier() throws {
        let today = try day("2026-11-27")
        let february = try #require(ReportPeriod("2025-02-01..2025-02-28"))
        #expect(try text(february.yearEarlier(today: today)) == "2024-02-01..2024-02-29")
        let winter = try #require(ReportPeriod("2024-12-01..2025-02-28"))
        #expect(try text(winter.yearEarlier(today: today)) == "2023-12-01..2024-02-29")
        let leap = try #require(ReportPeriod("2024-02-01..2024-02-29"))
        #expect(try text(leap.yearEarlier(today: today)) == "2023-02-01..2023-02-28")
        let notWhole = try #require(ReportPeriod("2025-02-02..2025-02-28"))
        #expect(try text(notWhole.yearEarlier(today: today)) == "2024-02-02..2024-02-28", "not whole: the same days")
    }

    @Test func givenDaysAreComparedWithAsManyDaysJustBeforeAndTheSameDaysAYearEarlier() throws {
        let period = try #require(ReportPeriod("2024-02-20..2024-03-05"))
        let today = try day("2026-11-27")

        #expect(try text(period.range(today: today)) == "2024-02-20..2024-03-05")
        #expect(try text(period.previous(today: today)) == "2024-02-05..2024-02-19")
        #expect(try text(period.yearEarlier(today: today)) == "2023-02-20..2023-03-05")
        #expect(ReportPeriod.allTime.previous(today: today) == nil && ReportPeriod.allTime.range(today: today) == .all)
        let july = try #require(ReportPeriod("2024-07-01..2024-07-31"))
        #expect(try text(july.previous(today: today)) == "2024-06-01..2024-06-30", "a whole month: the month before")
        let quarter = try #require(ReportPeriod("2024-01-01..2024-03-31"))
        #expect(try text(quarter.previous(today: today)) == "2023-10-01..2023-12-31", "whole months: as many before")
        let first = try #require(ReportPeriod("0001-01-01..0001-01-31"))
        #expect(first.previous(today: today) == nil && first.yearEarlier(today: today) == nil, "before year 1")
    }

    /// Every preset on 3,000 random days of 1901–2099 (leap days, month ends, year ends among
    /// them), and given days of random lengths, against the oracle's arithmetic.
    @Test func agreesWithFoundationsCalendarOnRandomDays() throws {
        var random = SeededRandomNumberGenerator(seed: 64)
        let oracle = Oracle()
        let first = try day("1901-01-01").ordinal
        let last = try day("2099-12-31").ordinal
        for _ in 0..<3_000 {
            let today = try #require(CalendarDay(ordinal: Int.random(in: first...last, using: &random)))
            for preset in ReportPeriod.presets where preset != .allTime {
                let expected = oracle.expect(preset, today: today)
                #expect(try text(preset.range(today: today)) == expected.range, "\(preset.text) on \(today)")
                #expect(try text(preset.previous(today: today)) == expected.previous, "\(preset.text) on \(today)")
                #expect(
                    try text(preset.yearEarlier(today: today)) == expected.yearEarlier, "\(preset.text) on \(today)")
            }
            let end = try #require(today.adding(days: Int.random(in: 0...800, using: &random)))
            let given = ReportPeriod.days(from: today, to: end)
            let expected = oracle.expect(given, today: today)
            #expect(try text(given.previous(today: today)) == expected.previous, "\(given.text)")
            #expect(try text(given.yearEarlier(today: today)) == expected.yearEarlier, "\(given.text)")
            let months = ReportPeriod.days(
                from: today.firstOfMonth,
                to: try #require(today.adding(months: Int.random(in: 0...14, using: &random))).lastOfMonth)
            let expectedMonths = oracle.expect(months, today: today)
            #expect(try text(months.previous(today: today)) == expectedMonths.previous, "\(months.text)")
            #expect(try text(months.yearEarlier(today: today)) == expectedMonths.yearEarlier, "\(months.text)")
        }
    }

    // MARK: - Helpers

    private func day(_ text: String) throws -> CalendarDay {
        try #require(CalendarDay(text))
    }

    private func text(_ range: DayRange?) throws -> String {
        let range = try #require(range)
        return "\(try #require(range.from))..\(try #require(range.to))"
    }
}

/// The periods' days by Foundation's Gregorian calendar in UTC, each definition written plainly.
private struct Oracle {
    private let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    func expect(_ period: ReportPeriod, today: CalendarDay) -> (range: String, previous: String, yearEarlier: String) {
        let now = date(today)
        let month = start(now, .month)
        let quarter = add(.month, -((today.month - 1) % 3), to: month)
        let (from, to, unit): (Date, Date, Int) =
            switch period {
            case .thisMonth: (month, now, 1)
            case .lastMonth: (add(.month, -1, to: month), add(.day, -1, to: month), 1)
            case .thisQuarter: (quarter, now, 3)
            case .lastQuarter: (add(.month, -3, to: quarter), add(.day, -1, to: quarter), 3)
            case .yearToDate: (start(now, .year), now, 12)
            case .last12Months: (add(.month, -12, to: month), add(.day, -1, to: month), 12)
            case .days(let first, let last): (date(first), date(last), 0)
            case .allTime: (now, now, 0)
            }
        let whole = !period.isToDate && unit > 0
        let previous: (Date, Date)
        let wholeMonths =
            unit == 0 && calendar.component(.day, from: from) == 1
            && calendar.component(.day, from: add(.day, 1, to: to)) == 1
        if wholeMonths {
            let months = (calendar.dateComponents([.month], from: from, to: add(.day, 1, to: to)).month ?? 0)
            previous = (add(.month, -months, to: from), add(.day, -1, to: from))
        } else if unit == 0 {
            let length = calendar.dateComponents([.day], from: from, to: to).day ?? 0
            previous = (add(.day, -(length + 1), to: from), add(.day, -1, to: from))
        } else {
            let end = add(.month, -unit, to: to)
            previous = (add(.month, -unit, to: from), whole ? endOfMonth(end) : end)
        }
        let yearAgo = add(.year, -1, to: to)
        return (
            "\(text(from))..\(text(to))", "\(text(previous.0))..\(text(previous.1))",
            "\(text(add(.year, -1, to: from)))..\(text(whole || wholeMonths ? endOfMonth(yearAgo) : yearAgo))"
        )
    }

    private func date(_ day: CalendarDay) -> Date {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) ?? .distantPast
    }

    private func start(_ date: Date, _ component: Calendar.Component) -> Date {
        calendar.dateInterval(of: component, for: date)?.start ?? date
    }

    private func endOfMonth(_ date: Date) -> Date {
        add(.day, -1, to: add(.month, 1, to: start(date, .month)))
    }

    private func add(_ component: Calendar.Component, _ value: Int, to date: Date) -> Date {
        calendar.date(byAdding: component, value: value, to: date) ?? date
    }

    private func text(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
