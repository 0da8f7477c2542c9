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
        // H. Hinnant's `civil_from_days`.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = ((self % divisor) + divisor) % divisor
        return ((self - remainder) / divisor, remainder)
    }
}
