#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The wall-clock time as RFC 3339 in UTC with milliseconds (`2026-11-22T20:15:12.123Z`), written
/// with integer arithmetic only: no formatter, no locale, no time-zone lookup per line.
public enum LogTimestamp {
    /// The current time.
    public static func now() -> (seconds: Int64, milliseconds: Int64) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return (Int64(time.tv_sec), Int64(time.tv_nsec) / 1_000_000)
    }

    /// Appends `seconds` since 1970 (and `milliseconds`) as `YYYY-MM-DDTHH:MM:SS.mmmZ`; years
    /// outside 0…9999 are clamped to them, so the text keeps its shape.
    static func write(seconds: Int64, milliseconds: Int64, to bytes: inout [UInt8]) {
        let clamped = min(max(seconds, -62_167_219_200), 253_402_300_799)
        let days = clamped >= 0 ? clamped / 86_400 : (clamped - 86_399) / 86_400
        let secondOfDay = clamped - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        digits(year, 4, &bytes)
        bytes.append(UInt8(ascii: "-"))
        digits(month, 2, &bytes)
        bytes.append(UInt8(ascii: "-"))
        digits(day, 2, &bytes)
        bytes.append(UInt8(ascii: "T"))
        digits(secondOfDay / 3600, 2, &bytes)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay / 60 % 60, 2, &bytes)
        bytes.append(UInt8(ascii: ":"))
        digits(secondOfDay % 60, 2, &bytes)
        bytes.append(UInt8(ascii: "."))
        digits(min(max(milliseconds, 0), 999), 3, &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func digits(_ value: Int64, _ width: Int, _ bytes: inout [UInt8]) {
        var divisor: Int64 = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}
