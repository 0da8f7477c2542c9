import ArgumentParser
import Foundation
import SalesCore
import SalesLocalCopy
import SalesSupport

/// Tells the user, on stderr, what the upstream sent that could not be read, and why (the first
/// reason; `-v` is not needed to learn what went wrong).
enum Warnings {
    /// What the figures leave out — elements that could not be read, sales of products not in the
    /// list —, said whenever they are shown: fetched now, or answered by the local copy since.
    static func report(_ snapshot: CatalogSnapshot, to console: Console) {
        report(snapshot.leftOut.products, one: "product", many: "products", to: console)
        report(snapshot.leftOut.sales, one: "sale", many: "sales", to: console)
        if let unknown = UnknownProductsText.of(snapshot.catalog.productList.unknownProductSales.count) {
            console.warn(console.style.yellow("warning: \(unknown): they are left out of every figure"))
        }
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

    private static func report(_ skipped: SkippedSummary?, one: String, many: String, to console: Console) {
        guard let skipped else { return }
        let what =
            skipped.count == 1
            ? "1 \(one) from the API could not be read and is"
            : "\(CountText.of(skipped.count)) \(many) from the API could not be read and are"
        let example = skipped.count == 1 ? "" : ", the first"
        console.warn(console.style.yellow("warning: \(what) left out (\(skipped.first.terminalSafe)\(example))"))
    }
}
