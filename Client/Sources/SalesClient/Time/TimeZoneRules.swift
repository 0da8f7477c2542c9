import Foundation
import SalesCore

/// Core's ``ZoneRules`` port answered from the tz database, through Foundation's `TimeZone`
/// (Debian's tzdata): the client's adapter, chosen in the composition root.
package struct TimeZoneRules: ZoneRules {
    package let timeZone: TimeZone

    package init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    package func secondsFromUTC(at instant: Date) -> Int {
        timeZone.secondsFromGMT(for: instant)
    }

    /// The local day's first instant, as Foundation's calendar finds it (where a clock change skips
    /// midnight, the first instant after).
    package func startOfLocalDay(_ day: Int) -> Date {
        let midnightUTC = Date(timeIntervalSince1970: Double(day) * 86_400)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? timeZone
        var local = utc
        local.timeZone = timeZone
        // The day's date, read at its UTC noon; then that date's noon here, and the start of its day.
        var noon = utc.dateComponents([.year, .month, .day], from: midnightUTC + 43_200)
        noon.hour = 12
        guard let localNoon = local.date(from: noon) else {
            // A date Foundation cannot place (beyond its calendar's years): midnight at today's offset.
            return midnightUTC - Double(secondsFromUTC(at: midnightUTC))
        }
        return local.startOfDay(for: localNoon)
    }
}
