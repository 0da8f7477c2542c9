import Foundation
import SalesCore

/// A real zone's rules from the tz database (through Foundation), for Core's tests: Core takes
/// zones through its port and never reads the database itself.
struct TestZone: ZoneRules {
    let timeZone: TimeZone

    init(_ identifier: String) throws {
        guard let timeZone = TimeZone(identifier: identifier) else { throw BadTestZone(identifier: identifier) }
        self.timeZone = timeZone
    }

    func secondsFromUTC(at instant: Date) -> Int { timeZone.secondsFromGMT(for: instant) }

    func startOfLocalDay(_ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? timeZone
        var noon = calendar.dateComponents(
            [.year, .month, .day], from: Date(timeIntervalSince1970: Double(day) * 86_400))
        noon.hour = 12
        calendar.timeZone = timeZone
        return calendar.date(from: noon).map { calendar.startOfDay(for: $0) } ?? .distantPast
    }

    /// The calendar a reader in this zone lives by.
    var calendar: LocalCalendar { LocalCalendar(zone: self) }
}

struct BadTestZone: Error {
    let identifier: String
}

/// A calendar in the zone `identifier` names.
func calendar(_ identifier: String) throws -> LocalCalendar {
    try TestZone(identifier).calendar
}
