import Foundation
import SalesCore
import SalesSupport
import Testing

/// Days and months in the reader's zone, over the zones that break naïve code.
@Suite struct LocalCalendarTests {
    @Test(arguments: [
        // Tokyo, +9 and no DST: 05:30 on 1 April there (20:30Z) is still 31 March in UTC.
        ("Asia/Tokyo", "2024-03-31T14:59:59Z", "2024-03"), ("Asia/Tokyo", "2024-03-31T20:30:00Z", "2024-04"),
        // New York, 21:00 on 31 January (EST) is 1 February in UTC.
        ("America/New_York", "2024-02-01T02:00:00Z", "2024-01"),
        ("America/New_York", "2024-02-01T05:00:00Z", "2024-02"),
        // St. John's, −3:30 in winter, −2:30 in summer.
        ("America/St_Johns", "2024-01-01T03:29:59Z", "2023-12"),
        ("America/St_Johns", "2024-01-01T03:30:00Z", "2024-01"),
        ("America/St_Johns", "2024-07-01T02:29:59Z", "2024-06"),
        ("America/St_Johns", "2024-07-01T02:30:00Z", "2024-07"),
        // Kathmandu, +5:45.
        ("Asia/Kathmandu", "2024-03-31T18:14:59Z", "2024-03"), ("Asia/Kathmandu", "2024-03-31T18:15:00Z", "2024-04"),
        // Chatham, +12:45 in the southern winter, +13:45 in summer.
        ("Pacific/Chatham", "2024-06-30T11:14:59Z", "2024-06"), ("Pacific/Chatham", "2024-06-30T11:15:00Z", "2024-07"),
        ("Pacific/Chatham", "2024-12-31T10:15:00Z", "2025-01"),
        // Kiritimati, +14: the first to see a new year.
        ("Pacific/Kiritimati", "2024-12-31T09:59:59Z", "2024-12"),
        ("Pacific/Kiritimati", "2024-12-31T10:00:00Z", "2025-01"),
        // Lord Howe: +11 in summer, +10:30 in winter (a half-hour change).
        ("Australia/Lord_Howe", "2024-06-30T13:29:59Z", "2024-06"),
        ("Australia/Lord_Howe", "2024-06-30T13:30:00Z", "2024-07"),
    ])
    func putsASaleInTheMonthItWasMadeInThere(_ zone: String, _ instant: String, _ month: String) throws {
        #expect(try calendar(zone).month(of: date(instant)).description == month)
    }

    @Test func aSaleExactlyOnLocalMidnightBelongsToTheDayItBegins() throws {
        let tokyo = try calendar("Asia/Tokyo")
        let midnight = try date("2024-03-31T15:00:00Z")  // 1 April 00:00 in Tokyo
        let april1 = try #require(CalendarDay(year: 2024, month: 4, day: 1))
        #expect(tokyo.day(of: midnight) == april1.ordinal)
        #expect(tokyo.day(of: midnight - 0.001) == april1.ordinal - 1)
        #expect(DayRange(from: april1, to: april1)?.contains(midnight, in: tokyo) == true)
        #expect(DayRange(from: april1, to: april1)?.contains(midnight, in: .utc) == false, "31 March in UTC")
    }

    @Test(arguments: [
        ("America/New_York", 2024, 3, 743.0), ("America/New_York", 2024, 11, 721.0),
        ("America/New_York", 2024, 1, 744.0), ("Australia/Lord_Howe", 2024, 4, 720.5),
        ("Australia/Lord_Howe", 2024, 10, 743.5), ("Asia/Tokyo", 2024, 2, 696.0), ("UTC", 2023, 2, 672.0),
    ])
    func givesEachLocalMonthItsTrueLengthInHours(_ zone: String, _ year: Int, _ month: Int, _ hours: Double) throws {
        let yearMonth = try #require(YearMonth(year: year, month: month))
        #expect(try calendar(zone).hours(in: yearMonth) == hours)
    }

    /// Every sale lands in exactly one local month — the one whose local days hold it — and the
    /// months' counts add up to the whole, in every zone.
    @Test(arguments: [
        "UTC", "Asia/Tokyo", "America/New_York", "America/St_Johns", "Asia/Kathmandu", "Australia/Lord_Howe",
        "Pacific/Chatham", "Pacific/Kiritimati",
    ])
    func putsEverySaleInExactlyOneMonthWhoseDaysHoldIt(_ identifier: String) throws {
        let zone = try TestZone(identifier)
        let local = zone.calendar
        var random = SeededRandomNumberGenerator(seed: 37)
        let start = try date("2023-12-25T00:00:00Z").timeIntervalSince1970
        let dates = (0..<2_000).map { _ in
            Date(timeIntervalSince1970: start + Double.random(in: 0..<(400 * 86_400), using: &random).rounded())
        }
        var counts: [YearMonth: Int] = [:]
        for instant in dates {
            let month = local.month(of: instant)
            let next = month.adding(months: 1)
            let first = try #require(CalendarDay(year: month.year, month: month.month, day: 1))
            let following = try #require(CalendarDay(year: next.year, month: next.month, day: 1))
            #expect(zone.startOfLocalDay(first.ordinal) <= instant, "\(instant) in \(month)")
            #expect(instant < zone.startOfLocalDay(following.ordinal), "\(instant) in \(month)")
            counts[month, default: 0] += 1
        }
        #expect(counts.values.reduce(0, +) == dates.count)
    }
}
