import Foundation
import SalesCore
import SalesLocalCopy

/// What one load of rates is about: to which currency, whether a fresh kept copy may answer, as of
/// when, the user's kept rates (none without a session), and the store's generation when the load
/// began (what it keeps names it).
package struct RatesRequest: Sendable {
    package let target: CurrencyCode
    package let refresh: Bool
    package let now: Date
    /// The rates kept with the user's local copy, read at most once however many loaders look.
    package let kept: KeptRates
    package let generation: Result<LocalCopyGeneration, ClientError>

    package init(
        target: CurrencyCode, refresh: Bool, now: Date, kept: KeptRates,
        generation: Result<LocalCopyGeneration, ClientError>
    ) {
        self.target = target
        self.refresh = refresh
        self.now = now
        self.kept = kept
        self.generation = generation
    }

    /// The rates kept for this request's target, if any.
    var keptForTarget: CachedRates? { kept.load()[target] }
}

/// The rates as loaded — which may have failed (the middleware down) without failing a load of the
/// catalog — whether kept ones answered for a middleware that could not, and why the kept copy
/// could not be read or updated, for one warning each.
package struct RatesLoad: Sendable {
    package var rates: Result<RateTable, ClientError>
    /// When the middleware sent the rates shown (or last said, with a 304, that they still stood).
    package var asOf: Date?
    /// Kept rates answered because the middleware could not: as of when, and why it could not.
    package var offline: OfflineRates?
    package var notRead: ClientError?
    package var notKept: ClientError?
    /// What the middleware just sent (or renewed with a 304), for the local copy to keep.
    package var fetched: CachedRates?

    package init(
        rates: Result<RateTable, ClientError>, asOf: Date? = nil, offline: OfflineRates? = nil,
        notRead: ClientError? = nil, notKept: ClientError? = nil, fetched: CachedRates? = nil
    ) {
        self.rates = rates
        self.asOf = asOf ?? offline?.asOf
        self.offline = offline
        self.notRead = notRead
        self.notKept = notKept
        self.fetched = fetched
    }
}

/// Rates kept from the middleware, shown because it could not answer (``CachePolicy``'s one rule).
package struct OfflineRates: Sendable, Equatable {
    /// When the middleware sent them (or last said, with a 304, that they still stood).
    package let asOf: Date
    /// Why it could not answer now.
    package let reason: ClientError

    package init(asOf: Date, reason: ClientError) {
        self.asOf = asOf
        self.reason = reason
    }
}
