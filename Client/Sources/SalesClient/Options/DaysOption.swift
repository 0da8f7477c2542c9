import ArgumentParser
import SalesCore

/// `--from DATE --to DATE`: inclusive calendar days of the reader's zone.
package struct DaysOption: ParsableArguments, Sendable {
    @Option(help: "First day included, YYYY-MM-DD, in the reader's zone.")
    package var from: String?

    @Option(help: "Last day included, YYYY-MM-DD, in the reader's zone.")
    package var to: String?

    package init() {}

    package func validate() throws {
        _ = try range()
    }

    /// The days asked for; every day when neither is given.
    package func range() throws(ValidationError) -> DayRange {
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
