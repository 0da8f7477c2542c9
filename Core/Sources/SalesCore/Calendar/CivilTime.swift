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
    /// in that day. (The instant is first taken to the nearest microsecond, which undoes the
    /// binary fraction a `Date` holds: `.999` read from text is `.998999…` in a `Double`.)
    init(_ date: Date, offsetSeconds: Int) {
        // Clamped to ±31,000 years so that no `Date` (not even an infinite one) can trap here.
        let seconds = date.timeIntervalSince1970
        let bounded = seconds.isFinite ? min(max(seconds, -1e12), 1e12) : 0
        let (micros, _) = Int((bounded * 1e6).rounded()).floorDivided(by: 1000)
        let totalMillis = micros + offsetSeconds * 1000
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
