import Foundation
import SalesSupport

/// When the local copy may answer, decided apart from the loaders that ask (essential-feed's cache
/// policy): products and sales are reused without asking for `maxAge` (`SALES_CACHE_MAX_AGE`,
/// default 300 s; zero: never), and answer for the sales API when it cannot — unreachable, timing
/// out, failing — for `maxStale` (`SALES_CACHE_MAX_STALE`, default 7 days). A 401 never lets the
/// copy answer: the session has ended. Rates follow the middleware's own `Cache-Control`
/// (``CachedRates/isFresh(at:)``).
package struct CachePolicy: Sendable {
    package static let defaultMaxAge = Duration.seconds(300)
    package static let defaultMaxStale = Duration.seconds(7 * 86_400)

    package var maxAge: Duration
    package var maxStale: Duration
    package var now: @Sendable () -> Date

    package init(
        maxAge: Duration = CachePolicy.defaultMaxAge, maxStale: Duration = CachePolicy.defaultMaxStale,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.maxAge = maxAge
        self.maxStale = maxStale
        self.now = now
    }

    /// Whether products and sales fetched at `fetchedAt` may be shown at `now` without asking.
    package func mayReuse(fetchedAt: Date, at now: Date) -> Bool {
        Self.isYounger(than: maxAge, since: fetchedAt, at: now)
    }

    /// Whether products and sales fetched at `fetchedAt` may answer at `now` for a sales API that
    /// failed with `error`.
    package func mayAnswerOffline(for error: ClientError, fetchedAt: Date, at now: Date) -> Bool {
        Self.answersOffline(error) && Self.isYounger(than: maxStale, since: fetchedAt, at: now)
    }

    /// Failures the local copy may answer for: the service away, not the session ended nor a
    /// mistake of the user's.
    package static func answersOffline(_ error: ClientError) -> Bool {
        switch error {
        case .unreachable, .timeout, .serverFailed: true
        default: false
        }
    }

    /// Whether something from `date` is younger than `limit` at `now` (never when from the future).
    static func isYounger(than limit: Duration, since date: Date, at now: Date) -> Bool {
        let age = now.timeIntervalSince(date)
        return age >= 0 && age < limit.timeInterval
    }
}
