import Foundation
import SalesCore

extension ReaderFormats {
    /// How `locale` writes numbers, read from the ICU that Foundation links (CLDR's data): each
    /// symbol taken from what Foundation's own format styles write for a few small numbers, which
    /// they write exactly — the amounts themselves are then written from their own digits
    /// (``ReaderFormats/write(_:)``), of any length.
    package init(locale: Locale) {
        let integers = IntegerFormatStyle<Int>.number.locale(locale)
        let digits = (0...9).map { $0.formatted(integers) }
        let isDigit = { (character: Character) in digits.contains(String(character)) }
        // `1,234,567,890` → the groups' sizes and their separator.
        let long = 1_234_567_890.formatted(integers)
        var groups: [Int] = [0]
        var separator = ""
        for character in long {
            if isDigit(character) {
                groups[groups.count - 1] += 1
            } else if groups[groups.count - 1] > 0 {
                if groups.count == 1 || separator.isEmpty { separator.append(character) }
                groups.append(0)
            } else if groups.count == 2 {
                separator.append(character)
            }
        }
        let primary = groups.count > 1 ? groups[groups.count - 1] : 3
        let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        // `1234` ungrouped where a group needs two digits before it.
        let short = 1234.formatted(integers)
        let minimum = short.contains(where: { !isDigit($0) }) ? 1 : 2
        // `0.5`: what comes between the digits.
        let half = (Decimal(5) / 10).formatted(Decimal.FormatStyle.number.locale(locale))
        let point = String(half.drop { !isDigit($0) }.dropFirst().prefix { !isDigit($0) })
        // `-1`: what comes before the digit.
        let rawMinus = String((-1).formatted(integers).prefix { !isDigit($0) })
        // `50%`: what comes around the digits.
        let percent = (Decimal(5) / 10).formatted(Decimal.FormatStyle.Percent.percent.locale(locale))
        let rawPrefix = String(percent.prefix { !isDigit($0) })
        let rawSuffix = String(percent.reversed().prefix { !isDigit($0) }.reversed())
        // Bidi marks (U+061C before an Arabic minus, U+200E in `ar`) are left out: where a figure
        // sits in text of the other direction, the page isolates it (`<bdi>`, `dir`); a terminal
        // lays out no bidi text; and a page escapes such marks as visible text.
        let (minus, prefix, suffix) = (Self.unmarked(rawMinus), Self.unmarked(rawPrefix), Self.unmarked(rawSuffix))
        let dates = Self.dateWords(locale, digits: digits)
        self.init(
            digits: digits, decimalSeparator: point.isEmpty ? "." : point,
            groupingSeparator: separator.isEmpty ? "," : separator, primaryGrouping: primary,
            secondaryGrouping: secondary, minimumGroupingDigits: minimum, minusSign: minus.isEmpty ? "-" : minus,
            percentPrefix: prefix, percentSuffix: suffix, dates: dates,
            currencyAfter: Self.currencyAfter(locale, isDigit: isDigit))
    }

    /// What comes between an amount and its currency's code where `locale` writes the code after
    /// the amount (`1.234,50 USD`: U+00A0); `nil` where it writes it before (`USD 1,234.50`).
    private static func currencyAfter(_ locale: Locale, isDigit: (Character) -> Bool) -> String? {
        let written = unmarked(
            (Decimal(12345) / 10).formatted(.currency(code: "USD").presentation(.isoCode).locale(locale)))
        guard written.hasSuffix("USD") else { return nil }
        let between = String(written.dropLast(3).reversed().prefix { !isDigit($0) }.reversed())
        return between.isEmpty ? "\u{00A0}" : between
    }

    /// `text` without the Unicode bidi controls (ALM, LRM, RLM, embeddings, overrides, isolates).
    private static func unmarked(_ text: String) -> String {
        String(
            text.unicodeScalars.filter { scalar in
                !(scalar == "\u{061C}" || scalar == "\u{200E}" || scalar == "\u{200F}"
                    || ("\u{202A}"..."\u{202E}").contains(scalar) || ("\u{2066}"..."\u{2069}").contains(scalar))
            }.map(Character.init))
    }

    /// Each month's day and month as `locale` writes them, from ICU's own for the 20th of each month
    /// of 2024 (a day and a year no month number is part of): its year and day made placeholders.
    private static func dateWords(_ locale: Locale, digits: [String]) -> DateWords? {
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let local = { (ascii: String) in ascii.map { digits[Int($0.asciiValue ?? 48) - 48] }.joined() }
        let (year, day) = (local("2024"), local("20"))
        var dayMonthYear: [String] = []
        var monthYear: [String] = []
        for month in 1...12 {
            guard let date = calendar.date(from: DateComponents(year: 2024, month: month, day: 20)) else { return nil }
            let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: utc)
            let full = date.formatted(style.day().month(.abbreviated).year())
            let short = date.formatted(style.month(.abbreviated).year())
            dayMonthYear.append(
                unmarked(full).replacingOccurrences(of: year, with: "{y}").replacingOccurrences(of: day, with: "{d}"))
            monthYear.append(unmarked(short).replacingOccurrences(of: year, with: "{y}"))
        }
        return DateWords(dayMonthYear: dayMonthYear, monthYear: monthYear)
    }
}
