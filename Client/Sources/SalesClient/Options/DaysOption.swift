import ArgumentParser
import SalesCore

/// `--from DATE --to DATE`: inclusive calendar days of the reader's zone.
package struct DaysOption: ParsableArguments, Sendable {
    @Option(help: "First day included, YYYY-MM-DD, in the reader's zone.")
    package var from: String?

    @Option(help: "Last day included, YYYY-MM-DD, in the reader's zone.")
    package var to: String?

    @Option(
        help: """
            Instead of --from/--to: this-month, last-month, this-quarter, last-quarter, year-to-date, \
            last-12-months, all, or YYYY-MM-DD..YYYY-MM-DD — the web pages' periods, in the reader's zone.
            """)
    package var period: String?

    package init() {}

    package func validate() throws {
        _ = try range(today: CalendarDay(clampingOrdinal: 0))
    }

    /// The days asked for, `today` being the reader's day (for `--period`); every day when nothing
    /// is given.
    package func range(today: CalendarDay) throws(ValidationError) -> DayRange {
        guard let period else { return try range() }
        guard from == nil, to == nil else { throw ValidationError("--period and --from/--to exclude each other") }
        guard let read = ReportPeriod(period) else {
            throw ValidationError(
                "--period must be this-month, last-month, this-quarter, last-quarter, year-to-date, last-12-months, "
                    + "all or YYYY-MM-DD..YYYY-MM-DD, not '\(period.prefix(32))'")
        }
        return read.range(today: today)
    }

    /// The days of --from and --to; every day when neither is given.
    private func range() throws(ValidationError) -> DayRange {
        let first = try from.map { text throws(ValidationError) in try Self.day(text, flag: "--from") }
        let last = try to.map { text throws(ValidationError) in try Self.day(text, flag: "--to") }
        guard let range = DayRange(from: first, to: last) else {
            throw ValidationError("--from \(from ?? "") is after --to \(to ?? ""): no day is in between")
        }
        return range
    }

    private static func day(_ text: String, flag: String) throws(ValidationError) -> CalendarDay {
        guard let day = CalendarDay(text) else {
            throw ValidationError("\(flag) must be a day as YYYY-MM-DD (e.g. 2024-07-01), not '\(text.prefix(32))'")
        }
        return day
    }
}
