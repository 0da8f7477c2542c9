import SalesCore

/// A period and its comparisons in words, once for every front end: `This month`, `1 Nov 2026 –
/// 27 Nov 2026`, `+12.3 %`.
package enum PeriodText {
    /// The period's name as a manager picks it, in `words`.
    package static func title(_ period: ReportPeriod, words: Words = .english) -> String {
        switch period {
        case .thisMonth: words(.thisMonth)
        case .lastMonth: words(.lastMonth)
        case .thisQuarter: words(.thisQuarter)
        case .lastQuarter: words(.lastQuarter)
        case .yearToDate: words(.yearToDate)
        case .last12Months: words(.last12Months)
        case .allTime: words(.allTime)
        case .days(let from, let to): days(from, to)
        }
    }

    /// `1 Nov 2026 – 27 Nov 2026`, `1 Nov 2026` for one day, `every day` for all (in `words`).
    package static func days(_ range: DayRange, words: Words = .english) -> String {
        guard let from = range.from, let to = range.to else { return words(.everyDay) }
        return days(from, to)
    }

    /// A bucket's label: `Nov 2026` for a month, `Q4 2026`, `2026`, `week of 23 Nov 2026`.
    package static func bucket(_ start: CalendarDay, _ interval: ReportInterval) -> String {
        switch interval {
        case .week: "week of \(day(start))"
        case .month: YearMonth(start).shortName
        case .quarter: "Q\((start.month - 1) / 3 + 1) \(start.year)"
        case .year: "\(start.year)"
        }
    }

    /// A bucket's label on a chart, where a phone has room for a few words: a week by its Monday
    /// alone (`23 Nov 2026`; the chart's title says they are weeks from Monday), the rest as
    /// ``bucket(_:_:)``.
    package static func chartLabel(_ start: CalendarDay, _ interval: ReportInterval) -> String {
        interval == .week ? day(start) : bucket(start, interval)
    }

    /// `+12.3 %`, `−4.0 %`, `0.0 %`; `new` when there was nothing before; `no sales in either
    /// period` when there is nothing now either; `not comparable` when a
    /// total leaves sales out; `nil` without rates.
    package static func change(_ change: PeriodChange?, words: Words = .english) -> String? {
        guard let change else { return nil }
        switch change {
        case .incomplete: return words(.notComparableWhy)
        case .fromNothing: return words(.newChange)
        case .nothingEither: return words(.noSalesEither)
        case .percent:
            let rounded = change.rounded() ?? .zero
            var digits = rounded.magnitude.description
            if !digits.contains(".") { digits += ".0" }
            return (rounded > .zero ? "+" : rounded < .zero ? "−" : "") + digits + " %"
        }
    }

    /// A change beside the earlier figure it is from, read against it: `▲ +12.3 % vs the period
    /// before`, `▼ −4.0 % vs a year earlier` (the arrow a second cue beside the sign, and beside
    /// the colour a page gives it); `new`, `no sales in either period`, `not comparable (…)` as they are.
    package static func changeVersus(_ change: PeriodChange?, _ earlier: String, words: Words = .english) -> String? {
        guard let text = self.change(change, words: words) else { return nil }
        guard case .percent = change, let rounded = change?.rounded() else { return text }
        let arrow = rounded > .zero ? "▲ " : rounded < .zero ? "▼ " : ""
        return words(.versus("\(arrow)\(text)", "\(earlier.prefix(1).lowercased())\(earlier.dropFirst())"))
    }

    /// Which way a change went, for a page's colour: `up`, `down`, or `nil` (none, or level).
    package static func direction(_ change: PeriodChange?) -> String? {
        guard case .percent = change, let rounded = change?.rounded(), rounded != .zero else { return nil }
        return rounded > .zero ? "up" : "down"
    }

    /// `part`'s share of `whole`, rounded once to a tenth: `14.1 %`; `nil` without a whole.
    package static func share(_ part: ExactDecimal, of whole: ExactDecimal) -> String? {
        let hundred: ExactDecimal = 100
        guard whole > .zero, let ratio = ExactDecimal.quotient(part * hundred, whole, significantDigits: 20) else {
            return nil
        }
        var digits = ratio.rounded(scale: 1).description
        if !digits.contains(".") { digits += ".0" }
        return digits + " %"
    }

    /// A change in a table's cell: `+12.3 %`, `new`, `not comparable` (the revenue's `*` says why).
    package static func shortChange(_ change: PeriodChange, words: Words = .english) -> String {
        switch change {
        case .incomplete: words(.notComparable)
        case .nothingEither: words(.noSales)
        case .fromNothing, .percent: self.change(change, words: words) ?? ""
        }
    }

    private static func days(_ from: CalendarDay, _ to: CalendarDay) -> String {
        from == to ? day(from) : "\(day(from)) – \(day(to))"
    }

    /// `1 Nov 2026`.
    private static func day(_ day: CalendarDay) -> String {
        "\(day.day) \(YearMonth(day).shortName)"
    }
}
