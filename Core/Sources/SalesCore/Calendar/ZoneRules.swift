import Foundation

/// A time zone as Core's calendar needs it: a port, so Core stays pure — the client's adapter reads
/// the tz database, tests script any zone. Two questions, both about instants: the offset from UTC
/// in force, and when a local day begins.
public protocol ZoneRules: Sendable {
    /// Seconds east of UTC in force at `instant`: +32,400 in Tokyo, −12,600 in St. John's in
    /// winter, +20,700 in Kathmandu.
    func secondsFromUTC(at instant: Date) -> Int

    /// The first instant of the local day `day` (days since 1970-01-01, counted in local time): its
    /// midnight, or where a clock change skips midnight, the first instant the day has.
    func startOfLocalDay(_ day: Int) -> Date
}

/// A zone with one offset the year round: UTC, or a fixed `UTC+05:45`.
public struct FixedOffset: ZoneRules, Hashable {
    public let seconds: Int

    /// UTC itself: what the upstream records and `--utc` shows.
    public static let utc = FixedOffset(uncheckedSeconds: 0)

    /// Within a day either side of UTC (real zones lie within ±14 hours).
    public init?(seconds: Int) {
        guard (-86_399...86_399).contains(seconds) else { return nil }
        self.seconds = seconds
    }

    private init(uncheckedSeconds seconds: Int) {
        self.seconds = seconds
    }

    public func secondsFromUTC(at instant: Date) -> Int { seconds }

    public func startOfLocalDay(_ day: Int) -> Date {
        Date(timeIntervalSince1970: Double(day) * 86_400 - Double(seconds))
    }
}
