import Foundation
import SalesCore

/// The zone the person reading lives in, and how dates name it. Chosen once by the configuration:
/// `--utc` or `--time-zone` (flags), else `SALES_TIME_ZONE`, else `TZ`, else the system's
/// (`/etc/localtime`), else UTC.
package struct ReaderTimeZone: Sendable, Equatable {
    package let timeZone: TimeZone

    package static let utc = ReaderTimeZone(TimeZone(secondsFromGMT: 0) ?? .current)

    package init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The tz database's name (`Asia/Tokyo`), `UTC` for UTC: what `--json` says.
    package var identifier: String { isUTC ? "UTC" : timeZone.identifier }

    /// The calendar Core reads dates in.
    package var calendar: LocalCalendar {
        // A zone that is UTC in all but name (UTC, GMT, Etc/UTC) is read without asking the database.
        isUTC ? .utc : LocalCalendar(zone: TimeZoneRules(timeZone))
    }

    private var isUTC: Bool {
        timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
            && ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu"].contains(
                timeZone.identifier)
    }

    /// How a date at `instant` names its zone: the zone's abbreviation where it has a lettered one
    /// (`JST`, `EDT`), else its offset (`UTC+05:45`); `UTC` for UTC.
    package func name(at instant: Date) -> String {
        let offset = timeZone.secondsFromGMT(for: instant)
        if let abbreviation = timeZone.abbreviation(for: instant), abbreviation.first?.isLetter == true,
            !abbreviation.hasPrefix("GMT")
        {
            return abbreviation
        }
        return offset == 0 ? "UTC" : "UTC" + Timestamp.offsetText(offset)
    }

    /// `23 Nov 2026 14:02 UTC` (`… 23:02 JST`): an instant as warnings and banners say it.
    package func stamp(_ instant: Date) -> String {
        "\(DisplayDate(calendar: calendar).string(from: instant)) \(name(at: instant))"
    }

    /// The names of the zone over `instants`, each once in the order they first apply (`EST/EDT`
    /// across a change): asked of the database once an offset, not once an instant (a table may
    /// hold a million sales).
    package func names(over instants: some Sequence<Date>) -> [String] {
        guard !isUTC else { return ["UTC"] }
        var offsets: [Int] = []
        var names: [String] = []
        for instant in instants {
            let offset = timeZone.secondsFromGMT(for: instant)
            guard !offsets.contains(offset) else { continue }
            offsets.append(offset)
            let name = name(at: instant)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The zone named by a setting (`Asia/Tokyo`, `UTC`); `nil` for a name the tz database does not
    /// know (``suggestions(for:)`` says which it might have been).
    package static func named(_ name: String) -> ReaderTimeZone? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.uppercased() == "UTC" { return .utc }
        guard !trimmed.isEmpty, TimeZone.knownTimeZoneIdentifiers.contains(trimmed),
            let zone = TimeZone(identifier: trimmed)
        else { return nil }
        return ReaderTimeZone(zone)
    }

    /// The nearest names the tz database knows, for a name it does not: by edit distance, case
    /// ignored, at most three.
    package static func suggestions(for name: String) -> [String] {
        let wanted = Array(name.lowercased().unicodeScalars.prefix(64))
        let scored = TimeZone.knownTimeZoneIdentifiers.map { identifier in
            (identifier, editDistance(wanted, Array(identifier.lowercased().unicodeScalars)))
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
    }

    private static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
