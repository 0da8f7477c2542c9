import Foundation
import SalesTeam
import Testing

/// Instants as the stores keep them: whole milliseconds since 1970, never a trap.
@Suite struct DateMillisecondsTests {
    @Test func countsWholeMillisecondsTowardZero() {
        #expect(Date(timeIntervalSince1970: 1_700_000_000.1239).millisecondsSince1970 == 1_700_000_000_123)
        #expect(Date(timeIntervalSince1970: -1.0009).millisecondsSince1970 == -1_000)
    }

    @Test func holdsAnyClockWithinTheRangeRatherThanTrapping() {
        #expect(Date(timeIntervalSince1970: 1e300).millisecondsSince1970 == .max)
        #expect(Date(timeIntervalSince1970: -1e300).millisecondsSince1970 == .min)
        #expect(Date(timeIntervalSince1970: .infinity).millisecondsSince1970 == .max)
        #expect(Date(timeIntervalSince1970: .nan).millisecondsSince1970 == .max, "not a time: the far end")
    }
}
