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
        let kathmandu = try #require(ReaderTimeZone.named("Asia/Kathmandu", in: ZoneDatabase()))
        let stJohns = try #require(ReaderTimeZone.named("America/St_Johns", in: ZoneDatabase()))
        let winter = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
        #expect(kathmandu.name(at: winter) == "UTC+05:45")
        #expect(["NST", "UTC-03:30"].contains(stJohns.name(at: winter)))
        #expect(ReaderTimeZone.utc.name(at: winter) == "UTC")
    }

    @Test func stampsAnInstantWithItsLocalTimeAndTheZonesName() throws {
        let kathmandu = try #require(ReaderTimeZone.named("Asia/Kathmandu", in: ZoneDatabase()))
        let instant = Date(timeIntervalSince1970: 1_795_442_520)  // 23 Nov 2026 14:02 UTC
        #expect(ReaderTimeZone.utc.stamp(instant) == "23 Nov 2026 14:02 UTC")
        #expect(kathmandu.stamp(instant) == "23 Nov 2026 19:47 UTC+05:45")
    }

    @Test func namesAZoneOnceAnOffsetInTheOrderTheyApply() throws {
        let newYork = try #require(ReaderTimeZone.named("America/New_York", in: ZoneDatabase()))
        let winter = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01, EST
        let summer = Date(timeIntervalSince1970: 1_719_792_000)  // 2024-07-01, EDT
        let names = newYork.names(over: [summer, summer + 60, winter, winter + 60, summer + 120])
        #expect(names == [newYork.name(at: summer), newYork.name(at: winter)])
        #expect(names.count == 2 && names[0] != names[1])
        #expect(ReaderTimeZone.utc.names(over: [summer, winter]) == ["UTC"])
    }

    /// `TZ` read as glibc reads it, checked against glibc itself (`date`, one process a zone) at
    /// 3,000 instants from 1850 to 2100 and every half hour of 2024: offsets and abbreviations.
    @Test(arguments: [
        "UTC+5", "GMT+2", "UTC-3", "EST", "EST5EDT,M3.2.0,M11.1.0", "JST-9", "CET-1CEST,M3.5.0,M10.5.0/3",
        "<+0545>-5:45", ":Asia/Tokyo", "Asia/Kathmandu", "America/St_Johns", "EST5EDT", "Europe/London",
        "/usr/share/zoneinfo/America/Sao_Paulo", "Australia/Lord_Howe", "Pacific/Apia", "", "UTC",
        "AEST-10AEDT,M10.1.0,M4.1.0/3", "<-04>4<-03>,M9.1.6/24,M4.1.6/24", "NZST-12NZDT,M9.5.0,M4.1.0/3",
        "Africa/Casablanca", "Europe/Dublin", "America/Santiago", "CST6CDT", "WET0WEST,M3.5.0/1,M10.5.0",
    ])
    func readsTZAsTheCLibraryDoes(_ tz: String) throws {
        let configuration = try ClientConfiguration(flags: ClientFlags(), environment: ["TZ": tz])
        #expect(configuration.warnings.isEmpty)
        // From 1850 in steps of 30 days, 10 hours and 37 seconds (every time of day, month and
        // weekday in turn), then every half hour of 2024.
        let year2024 = 1_704_067_200
        let instants =
            (0..<3_000).map { -3_786_825_600 + $0 * 2_628_037 } + (0..<(366 * 48)).map { year2024 + $0 * 1_800 }
        let expected = try cLibrary(tz: tz, at: instants)
        var disagreements: [String] = []
        for (instant, (offset, abbreviation)) in zip(instants, expected) {
            let state = configuration.timeZone.zone.state(at: Date(timeIntervalSince1970: Double(instant)))
            if state.offset != offset || state.abbreviation != abbreviation {
                disagreements.append("@\(instant): \(state.offset) \(state.abbreviation), C: \(offset) \(abbreviation)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree: \(disagreements.prefix(3))")
    }

    @Test(arguments: ["Foo/Bar", "Mars/Olympus", "UTC+5x", "../../etc/passwd"])
    func aTZNeitherTheDatabaseNorARuleIsUTCAndSaysSoOnce(_ tz: String) throws {
        let configuration = try ClientConfiguration(flags: ClientFlags(), environment: ["TZ": tz])
        #expect(configuration.timeZone == .utc)
        #expect(
            configuration.warnings == [
                "TZ='\(tz)' is neither a zone of the tz database (/usr/share/zoneinfo) nor a POSIX rule: dates are in UTC"
            ])
    }

    @Test func readsTheDatabaseWhereTZDIRSays() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokyo = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Asia/Tokyo"))
        try tokyo.write(to: folder.appendingPathComponent("Home"))
        let environment = ["TZ": "Home", "TZDIR": folder.path]
        let configuration = try ClientConfiguration(flags: ClientFlags(), environment: environment)
        #expect(configuration.timeZone.identifier == "Home")
        let instant = Date(timeIntervalSince1970: 1_706_738_400)
        #expect(configuration.timeZone.zone.secondsFromUTC(at: instant) == 32_400)
        let named = try ClientConfiguration(flags: ClientFlags(timeZone: "Home"), environment: ["TZDIR": folder.path])
        #expect(named.timeZone.zone.secondsFromUTC(at: instant) == 32_400)
    }

    @Test func namesAZoneWrittenAsARuleByItsOffsetNotItsLetters() throws {
        let behind = try ClientConfiguration(flags: ClientFlags(), environment: ["TZ": "UTC+5"]).timeZone
        let instant = Date(timeIntervalSince1970: 1_706_738_400)  // 2024-01-31T22:00Z
        #expect(behind.name(at: instant) == "UTC-05:00")
        #expect(behind.stamp(instant) == "31 Jan 2024 17:00 UTC-05:00")
        #expect(behind.calendar.month(of: instant).description == "2024-01")
        let tokyo = try ClientConfiguration(flags: ClientFlags(), environment: ["TZ": "JST-9"]).timeZone
        #expect(tokyo.name(at: instant) == "JST")
        #expect(tokyo.calendar.month(of: instant).description == "2024-02")
    }

    /// Offsets (seconds east, `%::z`) and abbreviations the C library gives for `tz` at `instants`.
    private func cLibrary(tz: String, at instants: [Int]) throws -> [(Int, String)] {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("instants")
        try instants.map { "@\($0)" }.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/date")
        process.arguments = ["-f", input.path, "+%::z %Z"]
        process.environment = ["TZ": tz, "LC_ALL": "C"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            let text = parts[0]
            let sign = text.hasPrefix("-") ? -1 : 1
            // ±hh:mm:ss
            let fields = text.dropFirst().split(separator: ":").compactMap { Int($0) }
            let seconds = fields.count == 3 ? fields[0] * 3600 + fields[1] * 60 + fields[2] : Int.min
            return (sign * seconds, parts.count > 1 ? String(parts[1]) : "")
        }
    }

    private func zone(_ flags: ClientFlags, _ environment: [String: String]) throws -> String {
        try ClientConfiguration(flags: flags, environment: environment).timeZone.identifier
    }
}
