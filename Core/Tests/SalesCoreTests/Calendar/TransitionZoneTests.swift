import Foundation
import SalesCore
import SalesSupport
import Testing

/// Zones as tz database files hold them (TZif, RFC 8536), read as the C library reads them.
@Suite struct TransitionZoneTests {
    @Test func readsTheStateOfEachSpanAndTheRuleAfterTheLastChange() throws {
        let zone = try TransitionZone(tzif: newYorkLike.bytes(version: 2))
        // Before the first change: the first standard-time state (LMT), as glibc chooses.
        #expect(zone.state(at: Date(timeIntervalSince1970: -3_000_000_000)).abbreviation == "LMT")
        #expect(zone.secondsFromUTC(at: Date(timeIntervalSince1970: -3_000_000_000)) == -17_762)
        #expect(zone.state(at: try date("2000-07-01T00:00:00Z")).abbreviation == "EDT")
        #expect(zone.state(at: try date("2000-12-01T00:00:00Z")).abbreviation == "EST")
        // After the last change (2001-04-01), the footer's rule: EDT from 2024-03-10 07:00Z.
        #expect(zone.state(at: try date("2024-03-10T06:59:59Z")).abbreviation == "EST")
        #expect(zone.state(at: try date("2024-03-10T07:00:00Z")).offset == -14_400)
    }

    @Test func readsAFileOfVersionOneByItsThirtyTwoBitData() throws {
        let zone = try TransitionZone(tzif: newYorkLike.bytes(version: 1))
        #expect(zone.state(at: try date("2000-07-01T00:00:00Z")).abbreviation == "EDT")
        // No rule: the last change's state goes on.
        #expect(zone.state(at: try date("2024-01-01T00:00:00Z")).abbreviation == "EDT")
    }

    /// Found by the fuzzer: a day before the last change of a zone with a rule after it trapped.
    @Test func startsADayLongBeforeTheLastChange() throws {
        let zone = try TransitionZone(tzif: newYorkLike.bytes(version: 2))
        let day = try #require(CalendarDay(year: 1990, month: 6, day: 1)).ordinal
        #expect(zone.startOfLocalDay(day) == Date(timeIntervalSince1970: Double(day) * 86_400 + 18_000))
        #expect(zone.startOfLocalDay(-700_000) <= zone.startOfLocalDay(-699_999))
    }

    /// Found by the fuzzer: from the last change on the rule is in force, whatever the file says
    /// of that change's own state; days start by the offsets the zone answers.
    @Test func theRuleAfterTheLastChangeWinsOverThatChangesState() throws {
        let file = TZifFile(
            transitions: [(-54_000, 1)], states: [(36_000, false, "AAA"), (54_000, false, "BBB")], footer: "CCC1")
        let zone = try TransitionZone(tzif: file.bytes(version: 2))
        #expect(zone.secondsFromUTC(at: Date(timeIntervalSince1970: -54_000)) == -3_600)
        #expect(zone.startOfLocalDay(0) == Date(timeIntervalSince1970: 3_600))
    }

    /// Found by the fuzzer: a rule read a year at a time changes at a year's first instant when its
    /// dates fall so (the last Thursday of February 1969 after its last Saturday, as glibc reads
    /// them); that day starts by the offset then in force.
    @Test func aRuleCanChangeAtTheFirstInstantOfAYear() throws {
        let zone = TransitionZone(rule: try #require(PosixTimeZoneRule("UInt1CES,M2.5.4,M2.5.6")))
        #expect(zone.secondsFromUTC(at: Date(timeIntervalSince1970: -1)) == 0)
        #expect(zone.secondsFromUTC(at: Date(timeIntervalSince1970: 0)) == -3_600)
        #expect(zone.startOfLocalDay(0) == Date(timeIntervalSince1970: 3_600))
    }

    /// Found by the fuzzer: before 1970 glibc places a rule's changes in 1970 (its years start
    /// there), so a year's changes can fall outside that year, where the next year's rule decides.
    /// Day 0 at `AST-05AEDT,02,M1.1.4/0` is in daylight time (+6) until 1970's first instant; it
    /// starts at 18:00 UTC, as the offsets the zone answers say.
    @Test func aYearsChangesCountOnlyWithinThatYear() throws {
        let zone = TransitionZone(rule: try #require(PosixTimeZoneRule("AST-05AEDT,02,M1.1.4/0")))
        #expect(zone.secondsFromUTC(at: Date(timeIntervalSince1970: -21_601)) == 21_600)
        #expect(zone.secondsFromUTC(at: Date(timeIntervalSince1970: 0)) == 18_000)
        #expect(zone.startOfLocalDay(0) == Date(timeIntervalSince1970: -21_600))
        for day in [-3, -2, -1, 0, 1, 2, 3, 4] {
            #expect(zone.startOfLocalDay(day) == bruteForceStart(of: day, in: zone))
        }
    }

    @Test func aZoneOfOneOffsetIsFixed() throws {
        let tokyo = TZifFile(transitions: [], states: [(32_400, false, "JST")], footer: "JST-9")
        #expect(try TransitionZone(tzif: tokyo.bytes(version: 2)).fixedOffset == 32_400)
        #expect(try TransitionZone(tzif: newYorkLike.bytes(version: 2)).fixedOffset == nil)
        #expect(TransitionZone.utc.fixedOffset == 0)
    }

    @Test func refusesBytesThatAreNotAZone() throws {
        let good = newYorkLike.bytes(version: 2)
        #expect(throws: TransitionZone.TZifError.self) {
            try TransitionZone(tzif: Array("TZig".utf8) + good.dropFirst(4))
        }
        #expect(throws: TransitionZone.TZifError.self) { try TransitionZone(tzif: []) }
        let unordered = TZifFile(transitions: [(100, 1), (50, 0)], states: newYorkLike.states, footer: "")
        #expect(throws: TransitionZone.TZifError.self) { try TransitionZone(tzif: unordered.bytes(version: 2)) }
        let badIndex = TZifFile(transitions: [(100, 9)], states: newYorkLike.states, footer: "")
        #expect(throws: TransitionZone.TZifError.self) { try TransitionZone(tzif: badIndex.bytes(version: 2)) }
        let badFooter = TZifFile(transitions: [], states: newYorkLike.states, footer: "EST5EDT,M3")
        #expect(throws: TransitionZone.TZifError.self) { try TransitionZone(tzif: badFooter.bytes(version: 2)) }
    }

    /// Every prefix of a good file, and the file with any one byte changed, is read or refused —
    /// never a trap, whatever the counts claim.
    @Test func neitherACutNorAChangedByteTraps() throws {
        let good = newYorkLike.bytes(version: 2)
        for length in 0..<good.count { _ = try? TransitionZone(tzif: Array(good[0..<length])) }
        var random = SeededRandomNumberGenerator(seed: 5)
        for _ in 0..<4_000 {
            var bytes = good
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            if let zone = try? TransitionZone(tzif: bytes) {
                _ = zone.secondsFromUTC(
                    at: Date(timeIntervalSince1970: Double.random(in: -1e10...1e10, using: &random)))
            }
        }
    }

    @Test func aDayAChangeSkipsStartsWhenTheNextDayDoes() throws {
        // Apia, 2011: from −10:00 to +14:00 at 2011-12-30T10:00Z; 30 December never happened there.
        let apia = TZifFile(
            transitions: [(1_325_239_200, 1)], states: [(-36_000, false, "-10"), (50_400, false, "+14")], footer: "")
        let zone = try TransitionZone(tzif: apia.bytes(version: 2))
        let december30 = try #require(CalendarDay(year: 2011, month: 12, day: 30)).ordinal
        #expect(zone.startOfLocalDay(december30) == Date(timeIntervalSince1970: 1_325_239_200))
        #expect(zone.startOfLocalDay(december30 + 1) == Date(timeIntervalSince1970: 1_325_239_200))
        #expect(try zone.startOfLocalDay(december30 - 1) == date("2011-12-29T10:00:00Z"))
    }

    /// The first instant of each local day is the earliest instant whose local date is that day,
    /// over zones of random changes two to four days apart (forward, back, more than a day at
    /// once), checked minute by minute.
    @Test func startsEachLocalDayAtItsEarliestInstant() throws {
        var random = SeededRandomNumberGenerator(seed: 23)
        for _ in 0..<15 {
            var at: Int64 = 1_699_999_980  // a whole minute
            var transitions: [(Int64, UInt8)] = []
            var states: [(Int32, Bool, String)] = []
            for index in 0..<8 {
                states.append((Int32(Int.random(in: -56...56, using: &random) * 900), false, "Z\(index)"))
                at += Int64(Int.random(in: (2 * 86_400 / 60)...(4 * 86_400 / 60), using: &random) * 60)
                transitions.append((at, UInt8(index)))
            }
            let zone = try TransitionZone(
                tzif: TZifFile(transitions: transitions, states: states, footer: "").bytes(version: 2))
            let firstDay = Int(1_700_000_000 / 86_400) + 1
            for day in firstDay..<(firstDay + 32) {
                #expect(zone.startOfLocalDay(day) == bruteForceStart(of: day, in: zone))
            }
        }
    }

    /// The earliest minute whose local day is `day`, else the first minute of a later day.
    private func bruteForceStart(of day: Int, in zone: TransitionZone) -> Date {
        let midnight = Int64(day) * 86_400
        var minute = midnight - 2 * 86_400
        while minute < midnight + 3 * 86_400 {
            let instant = Date(timeIntervalSince1970: Double(minute))
            let local = minute + Int64(zone.secondsFromUTC(at: instant))
            let localDay = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
            if localDay >= day { return instant }
            minute += 60
        }
        return Date(timeIntervalSince1970: Double(midnight))
    }

    /// A New York of few changes: LMT until 1906, then EST/EDT in 2000, EST from 2000-10-29, EDT
    /// from 2001-04-01, then the rule.
    private let newYorkLike = TZifFile(
        transitions: [(-2_000_000_000, 2), (954_658_800, 1), (972_802_800, 2), (986_108_400, 1)],
        states: [(-17_762, false, "LMT"), (-14_400, true, "EDT"), (-18_000, false, "EST")],
        footer: "EST5EDT,M3.2.0,M11.1.0")
}

/// A TZif file written from its parts, as `zic` would write it.
private struct TZifFile {
    var transitions: [(at: Int64, type: UInt8)]
    var states: [(offset: Int32, isDaylight: Bool, name: String)]
    var footer: String

    func bytes(version: Int) -> [UInt8] {
        var characters: [UInt8] = []
        var designations: [UInt8] = []
        for state in states {
            designations.append(UInt8(characters.count))
            characters += Array(state.name.utf8) + [0]
        }
        func block(timeSize: Int) -> [UInt8] {
            var bytes = Array("TZif".utf8) + [version == 1 ? 0 : UInt8(ascii: "0") + UInt8(version)]
            bytes += [UInt8](repeating: 0, count: 15)
            for count in [0, 0, 0, transitions.count, states.count, characters.count] { bytes += bigEndian(count, 4) }
            for transition in transitions { bytes += bigEndian(Int(transition.at), timeSize) }
            bytes += transitions.map(\.type)
            for (index, state) in states.enumerated() {
                bytes += bigEndian(Int(state.offset), 4) + [state.isDaylight ? 1 : 0, designations[index]]
            }
            return bytes + characters
        }
        guard version >= 2 else { return block(timeSize: 4) }
        let old = TZifFile(transitions: [], states: states, footer: "")
        return old.bytesOfVersionOneBlock(version: version) + block(timeSize: 8) + Array("\n\(footer)\n".utf8)
    }

    /// The 32-bit block a version 2+ file starts with (here without changes: readers skip it).
    private func bytesOfVersionOneBlock(version: Int) -> [UInt8] {
        var copy = self
        copy.transitions = []
        var bytes = copy.bytes(version: 1)
        bytes[4] = UInt8(ascii: "0") + UInt8(version)
        return bytes
    }

    private func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
