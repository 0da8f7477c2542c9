import SalesClient
import SalesCore

/// The one period every page of figures is read for, as its address and its form carry it: a
/// preset (`?period=last-month`), or given days (`?period=2024-01-01..2024-03-31`, which the form
/// sends as `period=days&from=…&to=…`). The preset chosen wins over days left in the fields, so
/// that picking "Last month" after given days shows last month; the one script picks "Given days"
/// as soon as a day is typed. What is not a period is said on the page, never guessed.
enum PeriodFields {
    /// The address's period: `nil` when it names none (the page's default then), or why it is
    /// not one.
    static func read(period written: String?, from: String?, to: String?) -> (ReportPeriod?, problem: String?) {
        let (text, first, last) = (nonEmpty(written), nonEmpty(from), nonEmpty(to))
        if text == nil || text == givenDays {
            guard first != nil || last != nil else { return (nil, text == nil ? nil : "Give both days, From and To.") }
            guard let first, let last else { return (nil, "Give both days, From and To.") }
            guard let from = CalendarDay(first), let to = CalendarDay(last) else {
                return (nil, "From and To must be days as YYYY-MM-DD.")
            }
            guard from <= to else { return (nil, "From is after To: no day is in between.") }
            return (.days(from: from, to: to), nil)
        }
        guard let text, let read = ReportPeriod(text) else {
            return (
                nil,
                "That is not a period: this-month, last-month, this-quarter, last-quarter, year-to-date, "
                    + "last-12-months, all, or YYYY-MM-DD..YYYY-MM-DD."
            )
        }
        return (read, nil)
    }

    /// The form's value for given days.
    static let givenDays = "days"

    /// The period's fields for a page's GET form: the presets and "Given days", then From and To.
    static func html(_ context: PageContext) -> HTML {
        let period = context.period
        let presets = ReportPeriod.presets.map { preset -> HTML in
            "<option value=\"\(preset.text)\"\(preset == period ? " selected" as HTML : .empty)>"
                + "\(context.figures(PeriodText.title(preset, words: context.words)))</option>"
        }
        var (from, to) = ("", "")
        var given: HTML = .empty
        if case .days(let first, let last) = period {
            (from, to) = (first.description, last.description)
            given = " selected"
        }
        if context.periodProblem != nil {
            // What was written stays in the fields, beside the message that says what is wrong.
            let written = { (name: String) in context.query.first { $0.0 == name }?.1 ?? "" }
            (from, to) = (written("from"), written("to"))
        }
        let words = context.words
        return """
            <fieldset class="period"><legend class="visually-hidden">\(words(.period))</legend>\
            <label>\(words(.period)) <select name="period" data-period>\(presets)\
            <option value="\(givenDays)"\(given)>\(words(.givenDays))</option></select></label>\
            \(dayField(words(.from), name: "from", value: from))\(dayField(words(.to), name: "to", value: to))</fieldset>
            """
    }

    /// A day's field: a date picker, or — for what is not a day — the text as written, marked
    /// invalid, so the reader sees what was wrong beside the message (a browser empties a date
    /// field given `2024-13-01`).
    private static func dayField(_ label: String, name: String, value: String) -> HTML {
        guard !value.isEmpty, CalendarDay(value) == nil else {
            return "<label data-period-days>\(label) <input type=\"date\" name=\"\(name)\" value=\"\(value)\" "
                + "data-period-day></label>"
        }
        return "<label data-period-days>\(label) <input type=\"text\" name=\"\(name)\" value=\"\(value)\" "
            + "aria-invalid=\"true\" placeholder=\"YYYY-MM-DD\" data-period-day></label>"
    }

    /// A page's form behind one line that says what is shown (`Last 12 months · 1 Nov 2025 – 31 Oct
    /// 2026`): a phone shows the figures first and the form when asked; a wide screen (the one
    /// script) and a page whose address asked for what is not (its words in the fields) show it open.
    static func disclosure(_ context: PageContext, _ form: HTML) -> HTML {
        let open: HTML = context.periodProblem == nil ? .empty : " open"
        return """
            <details class="choose" data-open-wide\(open)><summary>\(summary(context))</summary>
            \(form)</details>
            """
    }

    /// `Last 12 months · 1 Nov 2025 – 31 Oct 2026`, `All time`, or the days alone when they are the period.
    static func summary(_ context: PageContext) -> HTML {
        let title = PeriodText.title(context.period, words: context.words)
        let days = PeriodText.days(context.days, words: context.words)
        return context.figures(title == days || context.days.from == nil ? title : "\(title) · \(days)")
    }

    /// The page's alert when the address's period is not one; empty otherwise.
    static func problem(_ context: PageContext) -> HTML {
        context.periodProblem.map { "<p class=\"notice\" role=\"alert\">\($0)</p>" } ?? .empty
    }

    private static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }
}
