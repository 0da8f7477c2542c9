import Foundation
import SalesClient
import Testing

/// Which zone the reader's dates are in: a flag, else SALES_TIME_ZONE, else TZ, else the system's.
@Suite struct ReaderTimeZoneTests {
    @Test func takesTheFlagOverSALES_TIME_ZONEOverTZ() throws {
        let environment = ["SALES_TIME_ZONE": "Asia/Kathmandu", "TZ": "America/New_York"]
        #expect(try zone(ClientFlags(timeZone: "Asia/Tokyo"), environment) == "Asia/Tokyo")
        #expect(try zone(ClientFlags(utc: true), environment) == "UTC")
        #expect(try zone(ClientFlags(), environment) == "Asia/Kathmandu")
        #expect(try zone(ClientFlags(), ["TZ": ":America/New_York"]) == "America/New_York")
        #expect(try zone(ClientFlags(), ["SALES_TIME_ZONE": "utc", "TZ": "Asia/Tokyo"]) == "UTC")
    }

    @Test func refusesAZoneTheDatabaseDoesNotKnowWithTheNearestNames() {
        #expect {
            try ClientConfiguration(flags: ClientFlags(timeZone: "Asia/Tokio"), environment: [:])
        } throws: { error in
            let text = "\(error)"
            return (error as? ClientError)?.exitCode == 2 && text.contains("--time-zone") && text.contains("Asia/Tokyo")
        }
        #expect {
            try ClientConfiguration(flags: ClientFlags(), environment: ["SALES_TIME_ZONE": "Mars/\u{1B}[2JBase"])
        } throws: { error in
            "\(error)".contains("SALES_TIME_ZONE") && !"\(error)".contains("\u{1B}")
        }
    }

    @Test func refusesUTCAndAZoneTogether() {
        #expect(throws: (any Error).self) { try GlobalOptions.parse(["--utc", "--time-zone", "Asia/Tokyo"]) }
    }

    @Test func namesAZoneByItsAbbreviationOrItsOffset() throws {
        let kathmandu = ReaderTimeZone(try #require(TimeZone(identifier: "Asia/Kathmandu")))
        let stJohns = ReaderTimeZone(try #require(TimeZone(identifier: "America/St_Johns")))
        let winter = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
        #expect(kathmandu.name(at: winter) == "UTC+05:45")
        #expect(["NST", "UTC-03:30"].contains(stJohns.name(at: winter)))
        #expect(ReaderTimeZone.utc.name(at: winter) == "UTC")
    }

    @Test func stampsAnInstantWithItsLocalTimeAndTheZonesName() throws {
        let kathmandu = ReaderTimeZone(try #require(TimeZone(identifier: "Asia/Kathmandu")))
        let instant = Date(timeIntervalSince1970: 1_795_442_520)  // 23 Nov 2026 14:02 UTC
        #expect(ReaderTimeZone.utc.stamp(instant) == "23 Nov 2026 14:02 UTC")
        #expect(kathmandu.stamp(instant) == "23 Nov 2026 19:47 UTC+05:45")
    }

    @Test func namesAZoneOnceAnOffsetInTheOrderTheyApply() throws {
        let newYork = ReaderTimeZone(try #require(TimeZone(identifier: "America/New_York")))
        let winter = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01, EST
        let summer = Date(timeIntervalSince1970: 1_719_792_000)  // 2024-07-01, EDT
        let names = newYork.names(over: [summer, summer + 60, winter, winter + 60, summer + 120])
        #expect(names == [newYork.name(at: summer), newYork.name(at: winter)])
        #expect(names.count == 2 && names[0] != names[1])
        #expect(ReaderTimeZone.utc.names(over: [summer, winter]) == ["UTC"])
    }

    private func zone(_ flags: ClientFlags, _ environment: [String: String]) throws -> String {
        try ClientConfiguration(flags: flags, environment: environment).timeZone.identifier
    }
}
