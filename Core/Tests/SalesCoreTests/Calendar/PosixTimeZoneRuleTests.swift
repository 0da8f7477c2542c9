import Foundation
import SalesCore
import SalesSupport
import Testing

/// `TZ` rules as POSIX writes them and the C library reads them.
@Suite struct PosixTimeZoneRuleTests {
    @Test(arguments: [
        // An offset counts hours west of UTC: UTC+5 is five hours behind it, as `date` shows.
        ("UTC+5", -18_000, "UTC"), ("GMT+2", -7_200, "GMT"), ("UTC-3", 10_800, "UTC"), ("JST-9", 32_400, "JST"),
        ("<+0545>-5:45", 20_700, "+0545"), ("<-03>3", -10_800, "-03"), ("EST5", -18_000, "EST"),
        ("UTC0", 0, "UTC"), ("LMT+4:56:02", -17_762, "LMT"), ("XXX24", -86_400, "XXX"),
    ])
    func readsAZoneWithoutDaylightTime(_ text: String, _ offset: Int, _ name: String) throws {
        let rule = try #require(PosixTimeZoneRule(text))
        #expect(rule.daylight == nil)
        #expect(rule.standard == ZoneState(offset: offset, isDaylight: false, abbreviation: name))
        #expect(rule.state(at: 1_706_738_400) == rule.standard)
    }

    @Test(arguments: [
        "", "UT", "U5", "UTC", "UTC+", "UTC+25", "UTC+5:60", "UTC+5x", "<AB>5", "<+0545-5:45", "EST5EDT,M3.2.0",
        "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J365",
        "EST5EDT,366,0", "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.2.0,M11.1.0,", "EST5EDT;M3.2.0,M11.1.0",
        "Foo/Bar", "Europe/Paris", "UTC+5\u{0}", "ÉST5",
    ])
    func refusesWhatIsNotARule(_ text: String) {
        #expect(PosixTimeZoneRule(text) == nil)
    }

    @Test func startsAndEndsDaylightTimeAtLocalTimesOfTheRightDays() throws {
        // 2024: the last Sunday of March is the 31st, of October the 27th; 02:00 CET and 03:00 CEST
        // are both 01:00 UTC.
        let rule = try #require(PosixTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        let start = try seconds("2024-03-31T01:00:00Z")
        let end = try seconds("2024-10-27T01:00:00Z")
        #expect(rule.state(at: start - 1).abbreviation == "CET")
        #expect(rule.state(at: start) == ZoneState(offset: 7_200, isDaylight: true, abbreviation: "CEST"))
        #expect(rule.state(at: end - 1).offset == 7_200)
        #expect(rule.state(at: end).offset == 3_600)
    }

    @Test func aSouthernZoneIsInDaylightTimeAcrossTheNewYear() throws {
        // Sydney: from the first Sunday of October (2024-10-06 02:00 AEST = 16:00Z the day before)
        // to the first Sunday of April (2024-04-07 03:00 AEDT = 16:00Z the day before).
        let rule = try #require(PosixTimeZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(rule.state(at: try seconds("2024-01-15T00:00:00Z")).abbreviation == "AEDT")
        #expect(rule.state(at: try seconds("2024-04-06T15:59:59Z")).offset == 39_600)
        #expect(rule.state(at: try seconds("2024-04-06T16:00:00Z")).offset == 36_000)
        #expect(rule.state(at: try seconds("2024-10-05T15:59:59Z")).offset == 36_000)
        #expect(rule.state(at: try seconds("2024-10-05T16:00:00Z")).offset == 39_600)
    }

    @Test func withoutDatesTakesTheUSRulesAndAnHourAhead() throws {
        let rule = try #require(PosixTimeZoneRule("EST5EDT"))
        #expect(rule == PosixTimeZoneRule("EST5EDT4,M3.2.0/2,M11.1.0/2:00:00"))
        #expect(rule.state(at: try seconds("2024-03-10T06:59:59Z")).offset == -18_000)
        #expect(rule.state(at: try seconds("2024-03-10T07:00:00Z")).offset == -14_400)
    }

    @Test func readsJulianDaysWithAndWithoutTheLeapDay() throws {
        // J60 is 1 March in every year; 59 (counted from 0) is 29 February in a leap year.
        let julian = try #require(PosixTimeZoneRule("AAA0BBB,J60/0,J300/0"))
        let counted = try #require(PosixTimeZoneRule("AAA0BBB,59/0,300/0"))
        #expect(julian.state(at: try seconds("2024-02-29T23:59:59Z")).isDaylight == false)
        #expect(julian.state(at: try seconds("2024-03-01T00:00:00Z")).isDaylight)
        #expect(counted.state(at: try seconds("2024-02-28T23:59:59Z")).isDaylight == false)
        #expect(counted.state(at: try seconds("2024-02-29T00:00:00Z")).isDaylight)
    }

    /// The rules tzdata gives for today's New York, Berlin, Sydney, Santiago and Lord Howe agree
    /// with the database (read by Foundation) every quarter of an hour of 2025 and 2026.
    @Test(arguments: [
        ("EST5EDT,M3.2.0,M11.1.0", "America/New_York"), ("CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Berlin"),
        ("AEST-10AEDT,M10.1.0,M4.1.0/3", "Australia/Sydney"), ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", "America/Santiago"),
        ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "Australia/Lord_Howe"),
    ])
    func agreesWithTheDatabaseForTheZoneItDescribes(_ text: String, _ identifier: String) throws {
        let zone = TransitionZone(rule: try #require(PosixTimeZoneRule(text)))
        let database = try TestZone(identifier)
        let from = try date("2025-01-01T00:00:00Z").timeIntervalSince1970
        var disagreements: [Date] = []
        for quarter in 0..<(2 * 365 * 96) {
            let instant = Date(timeIntervalSince1970: from + Double(quarter * 900))
            if zone.secondsFromUTC(at: instant) != database.secondsFromUTC(at: instant) {
                disagreements.append(instant)
            }
        }
        #expect(disagreements.isEmpty, "first at \(disagreements.first.map(Timestamp.string(from:)) ?? "")")
    }

    private func seconds(_ text: String) throws -> Int64 {
        Int64(try date(text).timeIntervalSince1970)
    }
}
