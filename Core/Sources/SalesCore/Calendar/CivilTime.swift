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

    init(_ date: Date, offsetSeconds: Int) {
        // Clamped to ±3 million years so that no `Date` (not even an infinite one) can trap here.
        let millis = date.timeIntervalSince1970 * 1000
        let bounded = millis.isFinite ? min(max(millis, -1e17), 1e17) : 0
        let totalMillis = Int(bounded.rounded()) + offsetSeconds * 1000
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
