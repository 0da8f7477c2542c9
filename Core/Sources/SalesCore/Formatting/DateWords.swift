/// How a locale writes the days and months our text names in English (`20 Jul 2024`, `Jul 2024`):
/// for each month, where its name, the day and the year go — `{d}. Juli {y}`, `{y}年7月{d}日`,
/// `{d} de jul. de {y}` — as CLDR writes them (read from ICU by the client). Applied by
/// ``ReaderFormats/figures(in:)`` to our own text only: never to a name from outside.
public struct DateWords: Sendable, Hashable {
    /// Twelve templates, January first, with `{d}` for the day and `{y}` for the year.
    public let dayMonthYear: [String]
    /// Twelve templates with `{y}` for the year.
    public let monthYear: [String]

    /// `nil` unless there are twelve of each, each with its placeholders.
    public init?(dayMonthYear: [String], monthYear: [String]) {
        guard dayMonthYear.count == 12, monthYear.count == 12,
            dayMonthYear.allSatisfy({ $0.contains("{d}") && $0.contains("{y}") }),
            monthYear.allSatisfy({ $0.contains("{y}") })
        else { return nil }
        self.dayMonthYear = dayMonthYear
        self.monthYear = monthYear
    }

    /// The English abbreviations our text writes, January first.
    static let english = GregorianCalendar.monthNames
}
