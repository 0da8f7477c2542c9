import Foundation
import SalesCore

/// The zone the person reading lives in, and how dates name it. Chosen once by the configuration:
/// `--utc` or `--time-zone` (flags), else `SALES_TIME_ZONE`, else `TZ` (read as the C library
/// reads it: ``resolvingTZ(_:in:)``), else the system's (`/etc/localtime`), else UTC.
package struct ReaderTimeZone: Sendable, Equatable {
    /// The tz database's name (`Asia/Tokyo`), the `TZ` rule as given (`UTC+5`), `UTC` for UTC:
    /// what `--json` says.
    package let identifier: String
    /// The zone's offsets and names over time.
    package let zone: TransitionZone

    package static let utc = ReaderTimeZone(identifier: "UTC", zone: .utc)

    package init(identifier: String, zone: TransitionZone) {
        let isUTC = zone.fixedOffset == 0 && Self.utcNames.contains(identifier)
        self.identifier = isUTC ? "UTC" : identifier
        self.zone = zone
    }

    /// Names that mean UTC itself, in the tz database and in `TZ`.
    private static let utcNames: Set<String> = [
        "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "UCT", "Etc/UCT",
        "UTC0", "GMT0", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0", "GMT+0", "GMT-0", "Greenwich", "Etc/Greenwich",
    ]

    private var isUTC: Bool { identifier == "UTC" }

    /// The calendar Core reads dates in: a zone of one offset without a look-up, UTC as UTC.
    package var calendar: LocalCalendar {
        if isUTC { return .utc }
        if let offset = zone.fixedOffset, let fixed = FixedOffset(seconds: offset) { return LocalCalendar(zone: fixed) }
        return LocalCalendar(zone: zone)
    }

    /// How a date at `instant` names its zone: the zone's abbreviation where it has a lettered one
    /// of its own (`JST`, `EDT`), else its offset (`UTC+05:45`, `UTC-05:00` for `TZ=UTC+5`); `UTC`
    /// for UTC.
    package func name(at instant: Date) -> String {
        let state = zone.state(at: instant)
        let abbreviation = state.abbreviation
        if abbreviation.first?.isLetter == true, !["GMT", "UTC", "UT", "Z"].contains(where: abbreviation.hasPrefix) {
            return abbreviation
        }
        return state.offset == 0 ? "UTC" : "UTC" + Timestamp.offsetText(state.offset)
    }

    /// `23 Nov 2026 14:02 UTC` (`… 23:02 JST`): an instant as warnings and banners say it.
    package func stamp(_ instant: Date) -> String {
        "\(DisplayDate(calendar: calendar).string(from: instant)) \(name(at: instant))"
    }

    /// The names of the zone over `instants`, each once in the order they first apply (`EST/EDT`
    /// across a change): asked of the zone once an offset, not once an instant (a table may hold
    /// a million sales).
    package func names(over instants: some Sequence<Date>) -> [String] {
        guard !isUTC else { return ["UTC"] }
        var offsets: [Int] = []
        var names: [String] = []
        for instant in instants {
            let offset = zone.secondsFromUTC(at: instant)
            guard !offsets.contains(offset) else { continue }
            offsets.append(offset)
            let name = name(at: instant)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The zone a setting names (`Asia/Tokyo`, `UTC`) in `database`; `nil` for a name it does not
    /// hold (``suggestions(for:)`` says which it might have been).
    package static func named(_ name: String, in database: ZoneDatabase) -> ReaderTimeZone? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.uppercased() == "UTC" { return .utc }
        return database.zone(named: trimmed).map { ReaderTimeZone(identifier: trimmed, zone: $0) }
    }

    /// The zone `TZ` gives, as glibc reads it: unset, the system's (`/etc/localtime`; none: UTC);
    /// empty, UTC; else, after an optional `:`, a file of the database (or an absolute path to
    /// one), else a POSIX rule (`UTC+5`, `JST-9`, `CET-1CEST,M3.5.0,M10.5.0/3`). What is neither
    /// is UTC there too, and ``TZReading/unreadable`` says so.
    package static func resolvingTZ(_ value: String?, in database: ZoneDatabase) -> TZReading {
        guard let value else {
            guard let system = database.system() else { return TZReading(zone: .utc, unreadable: false) }
            return TZReading(zone: ReaderTimeZone(identifier: system.name, zone: system.zone), unreadable: false)
        }
        let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if name.isEmpty { return TZReading(zone: .utc, unreadable: false) }
        if let zone = database.zone(forFile: name) {
            return TZReading(zone: ReaderTimeZone(identifier: name, zone: zone), unreadable: false)
        }
        if let rule = PosixTimeZoneRule(name) {
            return TZReading(
                zone: ReaderTimeZone(identifier: name, zone: TransitionZone(rule: rule)), unreadable: false)
        }
        return TZReading(zone: .utc, unreadable: true)
    }

    /// What `TZ` gave, and whether it could not be read (then UTC, as for the C library).
    package struct TZReading: Equatable {
        package let zone: ReaderTimeZone
        package let unreadable: Bool
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
