/// The proleptic Gregorian calendar's arithmetic, once for all of Core: how long a month is, the
/// day number of a date and the date of a day number (H. Hinnant's `days_from_civil` and
/// `civil_from_days`), and zero-padded fields. Pure integer arithmetic, no locale: what parsing
/// (``Timestamp``), report ranges (``CalendarDay``, ``YearMonth``) and display (``DisplayDate``)
/// share.
package enum GregorianCalendar {
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// 28…31.
    package static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to `year`-`month`-`day` (negative before). The caller keeps the fields
    /// within a few million years, where no step can overflow.
    package static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// ``daysSinceEpoch(year:month:day:)`` of a checked date from year 1 on (month 1…12, day
    /// 1…31), in unsigned arithmetic — dividing by a constant costs less without a sign — for the
    /// timestamps of a million sales: the same day numbers.
    package static func daysSinceEpoch(checkedYear year: Int, month: Int, day: Int) -> Int {
        let (month, day) = (UInt(truncatingIfNeeded: month), UInt(truncatingIfNeeded: day))
        let y = UInt(truncatingIfNeeded: year) &- (month <= 2 ? 1 : 0)
        let era = y / 400
        let yearOfEra = y &- era &* 400
        let dayOfYear = (153 &* (month > 2 ? month &- 3 : month &+ 9) &+ 2) / 5 &+ day &- 1
        let dayOfEra = yearOfEra &* 365 &+ yearOfEra / 4 &- yearOfEra / 100 &+ dayOfYear
        return Int(truncatingIfNeeded: era &* 146_097 &+ dayOfEra) &- 719_468
    }

    /// The date of day number `days` (days since 1970-01-01).
    static func date(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `value`'s digits with zeros in front up to `width`: `07`, `0042`.
    static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Abbreviated English month names, January first.
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
