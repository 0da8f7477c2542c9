import Foundation

/// Writes sale dates for people, independent of the machine's locale: `20 Jul 2024 15:45`.
public struct DisplayDate: Sendable {
    public var timeZone: TimeZone

    /// Dates in `timeZone`; UTC by default, as the upstream records them.
    public init(timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current) {
        self.timeZone = timeZone
    }

    /// Day, abbreviated English month, year, and 24-hour time: `20 Jul 2024 15:45`.
    public func string(from date: Date) -> String {
        let time = CivilTime(date, offsetSeconds: timeZone.secondsFromGMT(for: date))
        let month = Self.months[time.month - 1]
        return "\(time.day) \(month) \(time.year) \(GregorianCalendar.pad(time.hour)):\(GregorianCalendar.pad(time.minute))"
    }

    /// The time of day, 24-hour, with seconds: `15:45:27`.
    public func time(from date: Date) -> String {
        let time = CivilTime(date, offsetSeconds: timeZone.secondsFromGMT(for: date))
        return "\(GregorianCalendar.pad(time.hour)):\(GregorianCalendar.pad(time.minute)):\(GregorianCalendar.pad(time.second))"
    }

    /// The day alone: `20 Jul 2024`.
    public func day(from date: Date) -> String {
        let time = CivilTime(date, offsetSeconds: timeZone.secondsFromGMT(for: date))
        return "\(time.day) \(Self.months[time.month - 1]) \(time.year)"
    }

    private static let months = GregorianCalendar.monthNames
}
