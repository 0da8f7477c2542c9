import ArgumentParser
import Foundation
import SalesCore
import SalesSupport

/// Tells the user, on stderr, what the upstream sent that could not be read, and why (the first
/// reason; `-v` is not needed to learn what went wrong).
enum Warnings {
    static func report(_ snapshot: CatalogSnapshot, to console: Console) {
        report(snapshot.skippedProducts, one: "product", many: "products", to: console)
        report(snapshot.skippedSales, one: "sale", many: "sales", to: console)
    }

    /// When the rates could not be had: says so and what was shown without them, then exits
    /// with the failure's code (4 for a middleware down), after the output.
    static func missingRates<Rates>(_ rates: Result<Rates, ClientError>, to console: Console, shown: String) throws {
        guard case .failure(let error) = rates else { return }
        console.warn(console.style.yellow("warning: \(error) — \(shown)"))
        throw ExitCode(error.exitCode)
    }

    /// `offline: figures as of 23 Nov 2026 14:02 UTC (the sales API did not answer: …)`, in the
    /// reader's zone (`… 23:02 JST`).
    static func offline(asOf date: Date, because reason: ClientError, in zone: ReaderTimeZone = .utc) -> String {
        "offline: figures as of \(zone.stamp(date)) (\(reason))"
    }

    /// `offline: rates as of 23 Nov 2026 14:02 UTC (cannot reach the rates middleware: …)`, in the
    /// reader's zone: kept rates converted because the middleware could not answer.
    static func offline(_ rates: OfflineRates, in zone: ReaderTimeZone = .utc) -> String {
        "offline: rates as of \(zone.stamp(rates.asOf)) (\(rates.reason))"
    }

    /// `warning: the local copy is dated in the future (24 Nov 2026 15:02 UTC): …`, in the reader's
    /// zone: a clock set back, or a copy from another machine; it was not used.
    static func futureCopy(dated date: Date, in zone: ReaderTimeZone = .utc) -> String {
        "warning: the local copy is dated in the future (\(zone.stamp(date))): not used; the next fetch replaces it"
    }

    private static func report(_ skipped: [SkippedElement], one: String, many: String, to console: Console) {
        guard let first = skipped.first else { return }
        let what =
            skipped.count == 1
            ? "1 \(one) from the API could not be read and is"
            : "\(skipped.count) \(many) from the API could not be read and are"
        let example = skipped.count == 1 ? "" : ", the first"
        console.warn(console.style.yellow("warning: \(what) left out (\(first.description.terminalSafe)\(example))"))
    }
}
