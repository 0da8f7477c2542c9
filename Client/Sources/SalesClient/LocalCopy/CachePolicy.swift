import Foundation

/// How loads use the local copy: products and sales are reused without asking for `maxAge`
/// (`SALES_CACHE_MAX_AGE`, default 300 s; zero: never), and answer for the sales API when it
/// cannot — unreachable, timing out, failing — for `maxStale` (`SALES_CACHE_MAX_STALE`, default
/// 7 days). Rates follow the middleware's own `Cache-Control`.
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

    /// Whether something fetched at `date` is younger than `limit` at `now`.
    func isWithin(_ limit: Duration, since date: Date, at now: Date) -> Bool {
        let age = now.timeIntervalSince(date)
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        return age >= 0 && age < seconds
    }
}
