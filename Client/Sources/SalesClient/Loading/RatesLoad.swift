import Foundation
import SalesCore

/// What one load of rates is about: to which currency, whether a fresh kept copy may answer, as of
/// when, and — when there is a session — whose copy keeps them, in the store's generation when the
/// load began.
package struct RatesRequest: Sendable {
    package let target: CurrencyCode
    package let refresh: Bool
    package let now: Date
    /// The user whose local copy keeps the rates; `nil` without a session (nothing is kept).
    package let user: String?
    package let generation: Result<LocalCopyGeneration, ClientError>

    package init(
        target: CurrencyCode, refresh: Bool, now: Date, user: String?,
        generation: Result<LocalCopyGeneration, ClientError>
    ) {
        self.target = target
        self.refresh = refresh
        self.now = now
        self.user = user
        self.generation = generation
    }
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

    package init(
        rates: Result<RateTable, ClientError>, asOf: Date? = nil, offline: OfflineRates? = nil,
        notRead: ClientError? = nil, notKept: ClientError? = nil
    ) {
        self.rates = rates
        self.asOf = asOf ?? offline?.asOf
        self.offline = offline
        self.notRead = notRead
        self.notKept = notKept
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
