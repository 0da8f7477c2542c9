import Foundation

/// Writes sale dates for people, independent of the machine's locale: `20 Jul 2024 15:45`.
public struct DisplayDate: Sendable {
    public var calendar: LocalCalendar

    /// Dates in `calendar`'s zone; UTC by default, as the upstream records them.
    public init(calendar: LocalCalendar = .utc) {
        self.calendar = calendar
    }

    /// Day, abbreviated English month, year, and 24-hour time: `20 Jul 2024 15:45`.
    public func string(from date: Date) -> String {
        let time = calendar.civilTime(of: date)
        let (month, pad) = (Self.months[time.month - 1], GregorianCalendar.pad(_:_:))
        return "\(time.day) \(month) \(time.year) \(pad(time.hour, 2)):\(pad(time.minute, 2))"
    }

    /// The time of day, 24-hour, with seconds: `15:45:27`.
    public func time(from date: Date) -> String {
        let time = calendar.civilTime(of: date)
        let pad = GregorianCalendar.pad(_:_:)
        return "\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2))"
    }

    /// The day alone: `20 Jul 2024`.
    public func day(from date: Date) -> String {
        let time = calendar.civilTime(of: date)
        return "\(time.day) \(Self.months[time.month - 1]) \(time.year)"
    }

    private static let months = GregorianCalendar.monthNames
}
