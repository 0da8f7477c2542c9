import Foundation

/// ISO 8601 timestamps as the upstream writes them (`2024-07-20T15:45:27.366Z`), parsed and
/// written without `DateFormatter`, so that a million sales parse quickly and the result does not
/// depend on the machine's locale.
public enum Timestamp {
    /// Parses `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds (any number of digits, cut — never
    /// rounded — to the millisecond: `23:59:59.9999999` stays in its second, its day and its
    /// year), then `Z` or an offset `±HH:MM` / `±HHMM`. Returns `nil` for anything else, an
    /// impossible date, or a year outside 0001…9999.
    public static func parse(_ text: some StringProtocol) -> Date? {
        var text = String(text)
        return text.withUTF8 { parse(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// ``parse(_:)`` on UTF-8 bytes, so a payload slice is parsed without copying it.
    public static func parse(utf8 bytes: RawSpan) -> Date? {
        bytes.withUnsafeBytes { parse(bytes: $0) }
    }

    /// ``parse(utf8:)`` for the mappers, which read a payload through ``JSONReader``'s pointers.
    /// Inlined where a million sales' dates are read: the upstream's form is tried in place, and
    /// only another form costs a call.
    @inline(__always) static func parse(bytes: UnsafeRawBufferPointer) -> Date? {
        parseUpstreamForm(bytes) ?? parseAnyForm(bytes)
    }

    /// Every form ``parse(_:)`` takes, read field by field.
    private static func parseAnyForm(_ bytes: UnsafeRawBufferPointer) -> Date? {
        var reader = Reader(bytes: bytes)
        guard
            let year = reader.number(digits: 4), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2), reader.skip("T") || reader.skip("t") || reader.skip(" "),
            let hour = reader.number(digits: 2), reader.skip(":"),
            let minute = reader.number(digits: 2), reader.skip(":"),
            let second = reader.number(digits: 2),
            year >= 1, (1...12).contains(month), (1...GregorianCalendar.days(in: month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }

        var milliseconds = 0
        if reader.skip(".") {
            var count = 0
            while let digit = reader.digit() {
                if count < 3 { milliseconds = milliseconds * 10 + digit }
                count += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { milliseconds *= 10 }
        }

        var offset = 0
        if reader.skip("Z") || reader.skip("z") {
            offset = 0
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2) else { return nil }
            _ = reader.skip(":")
            guard let minutes = reader.number(digits: 2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }

        return date(year, month, day, hour, minute, second, milliseconds: milliseconds, offset: offset)
    }

    /// The instant of a checked civil time: the one formula both readings use, so they agree.
    private static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, milliseconds: Int,
        offset: Int
    ) -> Date {
        let days = GregorianCalendar.daysSinceEpoch(checkedYear: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1e3)
    }

    /// `YYYY-MM-DDTHH:MM:SS.sssZ`, the one form the upstream writes, read in place as three
    /// eight-byte words (the separators and that every digit is one checked a word at a time): the
    /// date the general reading makes of the same bytes, or `nil` for anything else (another form,
    /// or an impossible date, which the general reading then judges).
    private static func parseUpstreamForm(_ bytes: UnsafeRawBufferPointer) -> Date? {
        guard bytes.count == 24, let base = bytes.baseAddress else { return nil }
        let head = UInt64(littleEndian: base.loadUnaligned(as: UInt64.self))  // YYYY-MM-
        let middle = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt64.self))  // DDTHH:MM
        let tail = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 16, as: UInt64.self))  // :SS.sssZ
        guard head & UpstreamForm.headSeparators == UpstreamForm.headExpected,
            middle & UpstreamForm.middleSeparators == UpstreamForm.middleExpected,
            tail & UpstreamForm.tailSeparators == UpstreamForm.tailExpected,
            UpstreamForm.areDigits(head, at: ~UpstreamForm.headSeparators),
            UpstreamForm.areDigits(middle, at: ~UpstreamForm.middleSeparators),
            UpstreamForm.areDigits(tail, at: ~UpstreamForm.tailSeparators)
        else { return nil }
        let (days, clock, fraction) = (UpstreamForm.pairs(head), UpstreamForm.pairs(middle), UpstreamForm.pairs(tail))
        func at(_ word: UInt64, _ index: Int) -> Int { Int(truncatingIfNeeded: word >> (8 * index) & 0xFF) }
        let year = at(days, 0) * 100 + at(days, 2)
        let (month, day, hour) = (at(days, 5), at(clock, 0), at(clock, 3))
        let (minute, second) = (at(clock, 6), at(fraction, 1))
        let milliseconds = at(fraction, 4) * 10 + Int(truncatingIfNeeded: tail >> 48 & 0x0F)
        // Every month has a 28th: only a later day asks how long its month is.
        guard year >= 1, (1...12).contains(month), day >= 1,
            day <= 28 || day <= GregorianCalendar.days(in: month, of: year),
            hour < 24, minute < 60, second < 60
        else { return nil }
        return date(year, month, day, hour, minute, second, milliseconds: milliseconds, offset: 0)
    }

    /// The upstream form's three words (little-endian): where their separators are, and what they
    /// must be.
    private enum UpstreamForm {
        /// `YYYY-MM-`: bytes 4 and 7.
        static let headSeparators: UInt64 = 0xFF00_00FF_0000_0000
        static let headExpected: UInt64 = 0x2D00_002D_0000_0000
        /// `DDTHH:MM`: bytes 2 (`T`) and 5 (`:`).
        static let middleSeparators: UInt64 = 0x0000_FF00_00FF_0000
        static let middleExpected: UInt64 = 0x0000_3A00_0054_0000
        /// `:SS.sssZ`: bytes 0 (`:`), 3 (`.`) and 7 (`Z`).
        static let tailSeparators: UInt64 = 0xFF00_0000_FF00_00FF
        static let tailExpected: UInt64 = 0x5A00_0000_2E00_003A

        /// Every two-digit number in `word` at once: byte *i* of the answer is ten times the digit
        /// in byte *i* plus the one in byte *i* + 1 (where both are digits; nothing carries from
        /// one byte to the next, as no byte's low nibble times ten plus another exceeds 255).
        static func pairs(_ word: UInt64) -> UInt64 {
            let nibbles = word & 0x0F0F_0F0F_0F0F_0F0F
            return nibbles &* 10 &+ nibbles >> 8
        }

        /// Whether every byte of `word` that `mask` covers is an ASCII digit: its high nibble 3,
        /// and its low nibble plus 6 still below 16 (no byte's sum reaches the next byte).
        static func areDigits(_ word: UInt64, at mask: UInt64) -> Bool {
            let high = 0xF0F0_F0F0_F0F0_F0F0 & mask
            let low = 0x0F0F_0F0F_0F0F_0F0F & mask
            return word & high == 0x3030_3030_3030_3030 & mask
                && ((word & low) &+ (0x0606_0606_0606_0606 & mask)) & high == 0
        }
    }

    /// Writes a date as the reader's local time with milliseconds and its offset (ISO 8601):
    /// `2024-04-01T05:30:00.000+09:00`; UTC's calendar writes ``string(from:)``'s `Z` form.
    public static func string(from date: Date, in calendar: LocalCalendar) -> String {
        let offset = calendar.zone.secondsFromUTC(at: date)
        let parts = CivilTime(date, offsetSeconds: offset)
        let pad: (Int, Int) -> String = GregorianCalendar.pad
        let local =
            "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T"
            + "\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2)).\(pad(parts.milliseconds, 3))"
        return local + (offset == 0 ? "Z" : offsetText(offset))
    }

    /// An offset from UTC as ISO 8601 writes it: `+09:00`, `-03:30`, `+05:45`; with its seconds
    /// when it has them (local mean time: `-04:56:02`), as RFC 9557 and Python's `isoformat` do.
    public static func offsetText(_ seconds: Int) -> String {
        let magnitude = seconds.magnitude
        let pad: (Int, Int) -> String = GregorianCalendar.pad
        let text = (seconds < 0 ? "-" : "+") + pad(Int(magnitude / 3600), 2) + ":" + pad(Int(magnitude / 60 % 60), 2)
        return magnitude % 60 == 0 ? text : text + ":" + pad(Int(magnitude % 60), 2)
    }

    /// Writes a date as UTC with milliseconds, the upstream's own form: `2024-07-20T15:45:27.366Z`.
    public static func string(from date: Date) -> String {
        let parts = CivilTime(date, offsetSeconds: 0)
        let pad = GregorianCalendar.pad(_:_:)
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T"
            + "\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2)).\(pad(parts.milliseconds, 3))Z"
    }
}

private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    mutating func digit() -> Int? {
        guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else {
            return nil
        }
        defer { position += 1 }
        return Int(bytes[position] - UInt8(ascii: "0"))
    }

    mutating func number(digits count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
