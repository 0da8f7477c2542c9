import Foundation
import SalesCore

/// The catalog and the rates as a command or the app shows them, and where they came from.
package struct CatalogLoad: Sendable {
    /// Where the figures came from.
    package enum Source: Sendable, Equatable {
        /// Fetched now.
        case network
        /// The local copy, young enough to use without asking (`SALES_CACHE_MAX_AGE`).
        case localCopy
        /// The local copy, because the sales API could not answer (the reason).
        case offline(ClientError)

        /// Whether the local copy answered because the sales API could not.
        package var isOffline: Bool {
            if case .offline = self { return true }
            return false
        }
    }

    package let snapshot: CatalogSnapshot
    package let rates: Result<RateTable, ClientError>
    /// Kept rates answered because the middleware could not (``CachingRatesLoader``).
    package let ratesOffline: OfflineRates?
    package let source: Source
    /// When the products and sales were fetched.
    package let asOf: Date
    /// Why what was fetched could not be kept (a full disk): the answer stands, the next run fetches.
    package var notKept: ClientError?

    package init(
        snapshot: CatalogSnapshot, rates: Result<RateTable, ClientError>, ratesOffline: OfflineRates? = nil,
        source: Source, asOf: Date, notKept: ClientError? = nil
    ) {
        self.snapshot = snapshot
        self.rates = rates
        self.ratesOffline = ratesOffline
        self.source = source
        self.asOf = asOf
        self.notKept = notKept
    }
}
