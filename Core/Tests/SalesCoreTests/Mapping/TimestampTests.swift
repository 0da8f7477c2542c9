import Foundation
import SalesCore
import SalesSupport
import Testing

@Suite struct TimestampTests {
    @Test func parsesTheUpstreamFormWithMilliseconds() throws {
        let parsed = try #require(Timestamp.parse("2024-07-20T15:45:27.366Z"))
        #expect(abs(parsed.timeIntervalSince1970 - 1_721_490_327.366) < 1e-6)
    }

    @Test(arguments: 0..<10)
    func readsTheUpstreamFormAsTheSameInstantWrittenAnyOtherWay(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        for _ in 0..<200 {
            let (year, month, day) = (
                Int.random(in: 1...9999, using: &random), Int.random(in: 1...12, using: &random),
                Int.random(in: 1...31, using: &random)
            )
            let time =
                "\(two(Int.random(in: 0...23, using: &random))):\(two(Int.random(in: 0...59, using: &random))):\(two(Int.random(in: 0...59, using: &random)))"
            let milliseconds = String(Int.random(in: 1000...1999, using: &random)).dropFirst()
            let yearText = String(String(year + 10000).dropFirst())
            let upstream = "\(yearText)-\(two(month))-\(two(day))T\(time).\(milliseconds)Z"
            // The same instant in forms only the general reading takes.
            let others = [
                "\(yearText)-\(two(month))-\(two(day))T\(time).\(milliseconds)000Z",
                "\(yearText)-\(two(month))-\(two(day))t\(time).\(milliseconds)+00:00",
            ]
            for other in others {
                #expect(Timestamp.parse(upstream) == Timestamp.parse(other), "\(upstream) and \(other)")
            }
        }
        for invalid in [
            "2024-02-30T00:00:00.000Z", "2023-02-29T00:00:00.000Z", "2024-13-01T00:00:00.000Z",
            "2024-01-01T24:00:00.000Z", "2024-01-01T00:60:00.000Z", "2024-01-01T00:00:60.000Z",
            "2024-0a-01T00:00:00.000Z", "2024-01-01T00:00:00.00aZ",
        ] {
            #expect(Timestamp.parse(invalid) == nil, "\(invalid)")
        }
    }

    /// Every byte of an upstream-form timestamp set to every value: the answer is the general
    /// reading's, which alone reads the same text with `+00:00` for its `Z`.
    @Test(arguments: ["2024-07-20T15:45:27.366Z", "2024-02-29T23:59:59.999Z", "0001-01-01T00:00:00.000Z"])
    func readsTheUpstreamFormAsTheGeneralReadingDoesWhateverOneByteIs(text: String) {
        let bytes = Array(text.utf8)
        for position in 0..<23 {
            for value in UInt8.min...UInt8.max {
                var changed = bytes
                changed[position] = value
                let general = Array(changed.dropLast()) + Array("+00:00".utf8)
                let fast = changed.withUnsafeBytes { Timestamp.parse(utf8: $0.bytes) }
                let slow = general.withUnsafeBytes { Timestamp.parse(utf8: $0.bytes) }
                #expect(fast == slow, "byte \(position) = \(value)")
            }
        }
    }

    @Test func parsesWithoutFractionalSecondsAndWithOffsets() throws {
        #expect(Timestamp.parse("2024-07-20T15:45:27Z")?.timeIntervalSince1970 == 1_721_490_327)
        #expect(Timestamp.parse("2024-07-20T17:45:27+02:00")?.timeIntervalSince1970 == 1_721_490_327)
        #expect(Timestamp.parse("2024-07-20T10:15:27-0530")?.timeIntervalSince1970 == 1_721_490_327)
        #expect(Timestamp.parse("1970-01-01T00:00:00.5Z")?.timeIntervalSince1970 == 0.5)
        // Nine digits of fraction are read, and kept to the millisecond (what every output shows).
        let nanos = try #require(Timestamp.parse("2024-07-20T15:45:27.123456789Z"))
        #expect(nanos == Timestamp.parse("2024-07-20T15:45:27.123Z"))
    }

    @Test func agreesWithFoundationOnLeapDaysAndOldDates() throws {
        let formatter = ISO8601DateFormatter()
        for text in ["2024-02-29T23:59:59Z", "2000-03-01T00:00:00Z", "1969-12-31T23:59:59Z", "1900-01-01T00:00:00Z"] {
            #expect(Timestamp.parse(text) == formatter.date(from: text), "\(text)")
        }
    }

    @Test(arguments: [
        "", "2024-07-20", "2024-07-20T15:45:27", "2024-13-01T00:00:00Z", "2023-02-29T00:00:00Z",
        "2024-07-20T24:00:00Z", "2024-07-20T15:60:00Z", "2024-07-20T15:45:27.Z", "2024-07-20T15:45:27ZZ",
        "20-07-2024T15:45:27Z", "2024-07-20T15:45:27+25:00", "yesterday", "0000-12-31T23:59:59.000Z",
        "0000-01-01T00:00:00Z",
    ])
    func refusesMalformedOrImpossibleTimestamps(_ text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    @Test func writesUTCWithMillisecondsAndReadsItBack() throws {
        let text = "2024-07-20T15:45:27.366Z"
        let parsed = try #require(Timestamp.parse(text))
        #expect(Timestamp.string(from: parsed) == text)
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59.000Z")
    }

    /// A fraction below the millisecond is cut, never rounded up into the next second, day, month
    /// or year.
    @Test(arguments: [
        ("2024-06-30T23:59:59.9999999Z", "2024-06-30T23:59:59.999Z"),
        ("9999-12-31T23:59:59.99999Z", "9999-12-31T23:59:59.999Z"),
        ("9999-12-31T23:59:59.6699Z", "9999-12-31T23:59:59.669Z"),  // found by the fuzzer: .668 before
        ("2024-12-31T23:59:59.9996+00:00", "2024-12-31T23:59:59.999Z"),
        ("1969-12-31T23:59:59.9999Z", "1969-12-31T23:59:59.999Z"),
        ("0001-01-01T00:00:00.0009Z", "0001-01-01T00:00:00.000Z"),
    ])
    func cutsAFractionBelowTheMillisecond(_ text: String, _ written: String) throws {
        let parsed = try #require(Timestamp.parse(text))
        #expect(Timestamp.string(from: parsed) == written)
        #expect(LocalCalendar.utc.month(of: parsed).description == String(written.prefix(7)))
    }

    @Test func writesAnOffsetWithItsSecondsWhenItHasThem() throws {
        #expect([-17_762, 561, -1].map(Timestamp.offsetText) == ["-04:56:02", "+00:09:21", "-00:00:01"])
        let lmt = LocalCalendar(zone: try #require(FixedOffset(seconds: -17_762)))
        #expect(Timestamp.string(from: try date("1880-01-01T12:00:00Z"), in: lmt) == "1880-01-01T07:03:58.000-04:56:02")
    }

    @Test func writesALocalInstantWithItsOffsetEitherSideOfUTC() throws {
        #expect([-12_600, 20_700, 0, 50_400].map(Timestamp.offsetText) == ["-03:30", "+05:45", "+00:00", "+14:00"])
        let instant = try date("2024-01-01T03:29:59.5Z")
        #expect(
            Timestamp.string(from: instant, in: try calendar("America/St_Johns")) == "2023-12-31T23:59:59.500-03:30")
        #expect(Timestamp.string(from: instant, in: .utc) == "2024-01-01T03:29:59.500Z")
    }
}
