import Foundation

/// Calendar fields of an instant at a fixed offset from UTC (proleptic Gregorian).
struct CivilTime {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    let milliseconds: Int

    /// The fields of `date`, its milliseconds cut, never rounded: the last instant of a day stays
    /// in that day. (A few units in the last place of the `Double` a `Date` holds — seconds since
    /// 2001 — are allowed for first: `.999` read from text may be held as `.998999…`, and in
    /// year 9999 only to about 0.03 ms.)
    init(_ date: Date, offsetSeconds: Int) {
        // Clamped to ±31,000 years so that no `Date` (not even an infinite one) can trap here.
        let seconds = date.timeIntervalSince1970
        let bounded = seconds.isFinite ? min(max(seconds, -1e12), 1e12) : 0
        let held = date.timeIntervalSinceReferenceDate
        let slack = 4 * (held.isFinite ? held.ulp : 0) * 1000 + 4 * (bounded * 1000).ulp
        let totalMillis = Int((bounded * 1000 + slack).rounded(.down)) + offsetSeconds * 1000
        let (days, millisOfDay) = totalMillis.floorDivided(by: 86_400_000)
        milliseconds = millisOfDay % 1000
        second = millisOfDay / 1000 % 60
        minute = millisOfDay / 60_000 % 60
        hour = millisOfDay / 3_600_000
        (year, month, day) = GregorianCalendar.date(daysSinceEpoch: days)
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = ((self % divisor) + divisor) % divisor
        return ((self - remainder) / divisor, remainder)
    }
}
