/// A time zone written as POSIX's `TZ` rule (POSIX.1-2017 §8.3, with the extensions the tz
/// database's footers and glibc read): `JST-9`, `UTC+5`, `<+0545>-5:45`,
/// `CET-1CEST,M3.5.0,M10.5.0/3`, `EST5EDT` (no dates: the US rules since 2007, `M3.2.0,M11.1.0`).
///
/// An offset in the rule counts hours *west* of UTC, so `UTC+5` is five hours behind it, as `date`
/// shows; ``ZoneState/offset`` is seconds *east*, as everywhere else in Core. A change's time is
/// local time before the change (standard time for the start of daylight saving time, daylight
/// time for its end), 02:00 unless given, from −167 to 167 hours.
public struct PosixTimeZoneRule: Sendable, Hashable {
    /// Standard time: its name and seconds east of UTC.
    public let standard: ZoneState
    /// Daylight saving time and when it starts and ends; `nil` for a zone without it.
    public let daylight: Daylight?

    public struct Daylight: Sendable, Hashable {
        public let state: ZoneState
        public let start: Change
        public let end: Change
    }

    /// A yearly change: a day of the year and a local time of day, in seconds.
    public struct Change: Sendable, Hashable {
        public enum Day: Sendable, Hashable {
            /// `Jn`: day 1…365, 29 February never counted.
            case julian(Int)
            /// `n`: day 0…365, 29 February counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (1…5, 5 the last) of month `m`.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }

        public let day: Day
        public let seconds: Int
    }

    /// Reads a whole rule; `nil` when any of it is not POSIX's grammar (the C library then reads
    /// UTC too).
    public init?(_ text: some StringProtocol) {
        var reader = RuleReader(Array(text.utf8))
        guard let standardName = reader.name(), let standardWest = reader.offset() else { return nil }
        standard = ZoneState(offset: -standardWest, isDaylight: false, abbreviation: standardName)
        if reader.isAtEnd {
            daylight = nil
            return
        }
        guard let daylightName = reader.name() else { return nil }
        let daylightWest = reader.peekIsOffset ? reader.offset() : standardWest - 3600
        guard let daylightWest else { return nil }
        let state = ZoneState(offset: -daylightWest, isDaylight: true, abbreviation: daylightName)
        let start: Change
        let end: Change
        if reader.isAtEnd || reader.remainder == [UInt8(ascii: ",")] {
            start = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), seconds: 7200)
            end = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), seconds: 7200)
        } else {
            guard reader.skip(","), let first = reader.change(), reader.skip(","), let second = reader.change(),
                reader.isAtEnd
            else { return nil }
            (start, end) = (first, second)
        }
        daylight = Daylight(state: state, start: start, end: end)
    }

    /// The state in force at `seconds` since 1970 (UTC). Daylight time runs from the start to the
    /// end of the UTC year the instant falls in, or (southern zones, whose start comes after their
    /// end) outside that span — as the C library decides it.
    public func state(at seconds: Int64) -> ZoneState {
        guard let daylight else { return standard }
        let year = Self.utcYear(of: seconds)
        let start = changeInstant(daylight.start, year: year, offsetBefore: standard.offset)
        let end = changeInstant(daylight.end, year: year, offsetBefore: daylight.state.offset)
        let inDaylight = start > end ? (seconds < end || seconds >= start) : (seconds >= start && seconds < end)
        return inDaylight ? daylight.state : standard
    }

    /// The instants of the year's changes, in order, with the state each begins.
    func changes(inYear year: Int) -> [(at: Int64, state: ZoneState)] {
        guard let daylight else { return [] }
        let start = changeInstant(daylight.start, year: year, offsetBefore: standard.offset)
        let end = changeInstant(daylight.end, year: year, offsetBefore: daylight.state.offset)
        let changes = [(at: start, state: daylight.state), (at: end, state: standard)]
        return start <= end ? changes : changes.reversed()
    }

    /// Seconds since 1970 (UTC) at which `change` happens in `year`. As glibc counts it: the day
    /// of the year is `year`'s, but a year up to 1970 starts on 1 January 1970 — so before 1970 a
    /// rule's changes fall in 1970 (no daylight time in northern zones, all of it in southern
    /// ones), which is what `date` shows for such instants.
    private func changeInstant(_ change: Change, year: Int, offsetBefore: Int) -> Int64 {
        let firstOfYear = year > 1970 ? GregorianCalendar.daysSinceEpoch(year: year, month: 1, day: 1) : 0
        let dayOfYear: Int
        switch change.day {
        case .julian(let n):
            dayOfYear = n - 1 + (GregorianCalendar.isLeap(year) && n >= 60 ? 1 : 0)
        case .zeroBased(let n):
            dayOfYear = n
        case .monthWeekDay(let month, let week, let weekday):
            let first = GregorianCalendar.daysSinceEpoch(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday (weekday 4).
            let firstWeekday = ((first % 7) + 7 + 4) % 7
            var date = 1 + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
            while date > GregorianCalendar.days(in: month, of: year) { date -= 7 }
            dayOfYear = first + date - 1 - GregorianCalendar.daysSinceEpoch(year: year, month: 1, day: 1)
        }
        return Int64(firstOfYear + dayOfYear) * 86_400 + Int64(change.seconds) - Int64(offsetBefore)
    }

    /// The UTC year of `seconds` since 1970.
    static func utcYear(of seconds: Int64) -> Int {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return GregorianCalendar.date(daysSinceEpoch: Int(days)).year
    }
}

/// What a zone says at an instant: its offset (seconds east of UTC), whether it is daylight saving
/// time, and its abbreviation (`JST`, `CEST`, `+0545`).
public struct ZoneState: Sendable, Hashable {
    public let offset: Int
    public let isDaylight: Bool
    public let abbreviation: String

    public init(offset: Int, isDaylight: Bool, abbreviation: String) {
        self.offset = offset
        self.isDaylight = isDaylight
        self.abbreviation = abbreviation
    }
}

/// Reads the pieces of a POSIX `TZ` rule from its bytes.
private struct RuleReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }
    var remainder: ArraySlice<UInt8> { bytes[position...] }
    private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Whether an offset follows (a sign or a digit), rather than a `,` or the end.
    var peekIsOffset: Bool {
        guard let next else { return false }
        return next == UInt8(ascii: "+") || next == UInt8(ascii: "-") || next.isDigit
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard next == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// Three or more letters, or `<…>` around three or more letters, digits, `+` and `-`.
    mutating func name() -> String? {
        let start = position
        if skip("<") {
            while let next, next.isLetter || next.isDigit || next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
                position += 1
            }
            let name = bytes[start + 1..<position]
            guard skip(">"), name.count >= 3 else { return nil }
            return String(decoding: name, as: UTF8.self)
        }
        while let next, next.isLetter { position += 1 }
        guard position - start >= 3 else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// `[+-]hh[:mm[:ss]]`, hours 0…24: seconds *west* of UTC (a `-` is east).
    mutating func offset() -> Int? {
        let sign = skip("-") ? -1 : (skip("+") ? 1 : 1)
        guard let seconds = clock(maximumHours: 24) else { return nil }
        return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then `/time` (−167…167 hours) or 02:00.
    mutating func change() -> PosixTimeZoneRule.Change? {
        let day: PosixTimeZoneRule.Change.Day
        if skip("J") {
            guard let n = number(), (1...365).contains(n) else { return nil }
            day = .julian(n)
        } else if skip("M") {
            guard let month = number(), (1...12).contains(month), skip("."),
                let week = number(), (1...5).contains(week), skip("."),
                let weekday = number(), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        guard skip("/") else { return .init(day: day, seconds: 7200) }
        let sign = skip("-") ? -1 : (skip("+") ? 1 : 1)
        guard let seconds = clock(maximumHours: 167) else { return nil }
        return .init(day: day, seconds: sign * seconds)
    }

    /// `h[h…][:mm[:ss]]`: seconds.
    private mutating func clock(maximumHours: Int) -> Int? {
        guard let hours = number(), hours <= maximumHours else { return nil }
        var seconds = hours * 3600
        if skip(":") {
            guard let minutes = number(), minutes < 60 else { return nil }
            seconds += minutes * 60
            if skip(":") {
                guard let extra = number(), extra < 60 else { return nil }
                seconds += extra
            }
        }
        return seconds
    }

    /// One to three decimal digits (every number a rule holds is below 1000).
    private mutating func number() -> Int? {
        var value = 0
        var count = 0
        while let next, next.isDigit, count < 3 {
            value = value * 10 + Int(next - UInt8(ascii: "0"))
            position += 1
            count += 1
        }
        return count > 0 ? value : nil
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isLetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
}
