import Foundation
import SalesCore

/// One load of the catalog and the rates as every front end shows it, with its provenance: where
/// the figures came from and as of when, and what the local copy and the stores had to say. The
/// commands and the app read this one value; what the user is told of it is worded once
/// (`Presentation/NoticePresenter.swift`).
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
    /// Kept rates answered because the middleware could not (``OfflineFallbackRatesLoader``).
    package let ratesOffline: OfflineRates?
    package let source: Source
    /// When the products and sales were fetched.
    package let asOf: Date
    /// Why the local copy (or the kept rates) could not be read: it counted as none.
    package var copyNotRead: ClientError?
    /// When the local copy says it was fetched, when that is after the load began: it was not used.
    package var copyDatedInTheFuture: Date?
    /// Why what was fetched could not be kept (a full disk): the answer stands, the next run fetches.
    package var notKept: ClientError?
    /// What the stores said during the load while their notices were held (the app), oldest first.
    package var storeNotices: [String]
    /// What was fetched, still being kept when the load kept behind: the caller waits for it.
    package var pendingKeep: PendingKeep?

    package init(
        snapshot: CatalogSnapshot, rates: Result<RateTable, ClientError>, ratesOffline: OfflineRates? = nil,
        source: Source, asOf: Date, copyNotRead: ClientError? = nil, copyDatedInTheFuture: Date? = nil,
        notKept: ClientError? = nil, storeNotices: [String] = [], pendingKeep: PendingKeep? = nil
    ) {
        self.pendingKeep = pendingKeep
        self.snapshot = snapshot
        self.rates = rates
        self.ratesOffline = ratesOffline
        self.source = source
        self.asOf = asOf
        self.copyNotRead = copyNotRead
        self.copyDatedInTheFuture = copyDatedInTheFuture
        self.notKept = notKept
        self.storeNotices = storeNotices
    }

    /// The same figures with `rates` (to another currency, say): the catalog's provenance as it was.
    package func converted(with rates: RatesLoad) -> CatalogLoad {
        CatalogLoad(
            snapshot: snapshot, rates: rates.rates, ratesOffline: rates.offline, source: source, asOf: asOf,
            copyNotRead: copyNotRead ?? rates.notRead, copyDatedInTheFuture: copyDatedInTheFuture,
            notKept: notKept ?? rates.notKept, storeNotices: storeNotices, pendingKeep: pendingKeep)
    }
}
