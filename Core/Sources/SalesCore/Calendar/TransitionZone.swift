import Foundation

/// A time zone as the C library keeps one: instants at which the offset changes, each with the
/// state it begins, and a POSIX rule for every instant from the last change on — what a tz
/// database file holds (``init(tzif:)``), or a `TZ` rule alone (``init(rule:)``). Core's
/// ``ZoneRules`` answered the way glibc's `localtime` answers, so the dates a person reads agree
/// with `date` and `ls -l` for the same `TZ`.
public struct TransitionZone: ZoneRules, Sendable, Hashable {
    /// Seconds since 1970 (UTC) of each change, ascending.
    let transitions: [Int64]
    /// The state each change begins (`states[typeIndices[i]]` from `transitions[i]` on).
    let typeIndices: [UInt8]
    let states: [ZoneState]
    /// In force from the last change on (or always, without changes).
    let rule: PosixTimeZoneRule?

    /// UTC: one state, offset 0, named `UTC`.
    public static let utc = TransitionZone(
        transitions: [], typeIndices: [], states: [ZoneState(offset: 0, isDaylight: false, abbreviation: "UTC")],
        rule: nil)

    /// A zone that is a rule alone: `UTC+5`, `CET-1CEST,M3.5.0,M10.5.0/3`.
    public init(rule: PosixTimeZoneRule) {
        transitions = []
        typeIndices = []
        states = [rule.standard]
        self.rule = rule
    }

    init(transitions: [Int64], typeIndices: [UInt8], states: [ZoneState], rule: PosixTimeZoneRule?) {
        self.transitions = transitions
        self.typeIndices = typeIndices
        self.states = states
        self.rule = rule
    }

    /// One offset, no daylight saving time, ever: read as a fixed offset, with no look-up.
    public var fixedOffset: Int? {
        guard rule?.daylight == nil, Set(states.map(\.offset)).count == 1 else { return nil }
        return states.first?.offset
    }

    /// The state in force at `instant`.
    public func state(at instant: Date) -> ZoneState {
        state(atSeconds: Self.seconds(of: instant))
    }

    public func secondsFromUTC(at instant: Date) -> Int {
        state(atSeconds: Self.seconds(of: instant)).offset
    }

    func state(atSeconds seconds: Int64) -> ZoneState {
        if let rule, transitions.isEmpty || seconds >= transitions[transitions.count - 1] {
            return rule.state(at: seconds)
        }
        guard let first = transitions.first, seconds >= first else { return stateBeforeTransitions }
        // The last change at or before `seconds`.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return states[Int(typeIndices[low])]
    }

    /// Before the first change (or in a file without changes nor rule): the first standard-time
    /// state, else the first — as glibc chooses.
    private var stateBeforeTransitions: ZoneState {
        states.first(where: { !$0.isDaylight }) ?? states[0]
    }

    /// The first instant of local day `day`: the earliest instant whose local date is that day;
    /// where a change skips the whole day, the instant after it.
    public func startOfLocalDay(_ day: Int) -> Date {
        let midnight = Int64(day) * 86_400
        // Offsets lie within a day of UTC: every instant of the day is in this window.
        let window = (midnight - 2 * 86_400)..<(midnight + 3 * 86_400)
        var segments = [(from: window.lowerBound, offset: state(atSeconds: window.lowerBound).offset)]
        for change in changes(in: window) where change.offset != segments[segments.count - 1].offset {
            segments.append((change.at, change.offset))
        }
        var earliest: Int64?
        var firstAfter: Int64?
        for (index, segment) in segments.enumerated() {
            let end = index + 1 < segments.count ? segments[index + 1].from : window.upperBound
            let offset = Int64(segment.offset)
            let from = max(segment.from, midnight - offset)
            if from < min(end, midnight + 86_400 - offset) {
                earliest = min(earliest ?? from, from)
            } else if firstAfter == nil, segment.from + offset >= midnight + 86_400 {
                firstAfter = segment.from
            }
        }
        return Date(timeIntervalSince1970: Double(earliest ?? firstAfter ?? midnight))
    }

    /// The changes within `window`, in order, with the offset each begins.
    private func changes(in window: Range<Int64>) -> [(at: Int64, offset: Int)] {
        var found: [(at: Int64, offset: Int)] = []
        // The offset in force from each change, as ``state(atSeconds:)`` answers it (from the last
        // change on, the rule's: a file may say otherwise for that change's own state).
        for instant in transitions where window.contains(instant) {
            found.append((instant, state(atSeconds: instant).offset))
        }
        let ruleFrom = max(window.lowerBound, transitions.last ?? window.lowerBound)
        // The rule applies from the last change on: not in a window that ends before it.
        guard let rule, ruleFrom < window.upperBound else { return found }
        let years = PosixTimeZoneRule.utcYear(of: ruleFrom)...PosixTimeZoneRule.utcYear(of: window.upperBound)
        for year in years {
            // The rule is read a UTC year at a time (as glibc reads it): a year's first instant can
            // change the state too (a rule whose changes fall otherwise in the next year).
            // A year's changes count within that year only: outside it the other year's rule
            // decides (before 1970 glibc places a rule's dates in 1970).
            let first = Int64(GregorianCalendar.daysSinceEpoch(year: year, month: 1, day: 1)) * 86_400
            let next = Int64(GregorianCalendar.daysSinceEpoch(year: year + 1, month: 1, day: 1)) * 86_400
            if first > ruleFrom, window.contains(first) { found.append((first, rule.state(at: first).offset)) }
            for change in rule.changes(inYear: year)
            where change.at >= ruleFrom && change.at >= first && change.at < next && window.contains(change.at) {
                found.append((change.at, change.state.offset))
            }
        }
        return found.sorted { $0.at < $1.at }
    }

    /// Whole seconds since 1970, floored, for any `Date` (bounded to ±3 million years).
    static func seconds(of instant: Date) -> Int64 {
        let seconds = instant.timeIntervalSince1970
        let bounded = seconds.isFinite ? min(max(seconds, -1e14), 1e14) : 0
        return Int64(bounded.rounded(.down))
    }
}
