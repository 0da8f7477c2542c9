import Logging
import SalesCore
import SalesSupport

extension RatesSnapshot {
    /// One line for the fetch, then a warning for each thing it could not use (at most 20 of each).
    func log(to logger: Logger) {
        let table = defaultRates.table
        logger.info(
            "fetched upstream rates",
            metadata: [
                "pairs": "\(upstream.elements.count)",
                "skipped": "\(upstream.skipped.count)",
                "reachable": "\(table.directRates.count)",
                "unreachable": "\(table.unreachable.count)",
                "inconsistent": "\(table.inconsistencyCount)",
                "duration_ms": "\(fetchDuration.milliseconds)",
            ]
        )
        for skipped in upstream.skipped.prefix(20) {
            logger.warning("skipped upstream rate \(skipped)")
        }
        for unreachable in table.unreachable.prefix(20) {
            logger.warning("no rate from \(unreachable.currency) to \(table.target): \(unreachable.reason)")
        }
        for inconsistency in table.inconsistencies.prefix(20) {
            logger.warning("inconsistent upstream rate: \(inconsistency)")
        }
    }
}
