import Foundation
import SalesCore
import SalesLocalCopy

/// Rates through the local copy's HTTP cache (RFC 9111): a kept answer is reused while the
/// middleware's `max-age` lasts (never when the request says refresh), then asked for again with
/// `If-None-Match` — a 304 renews it — and whatever changed is kept with the user's copy, in the
/// generation its load began in. When the middleware cannot answer (unreachable, timing out,
/// failing), the kept answer stands in for it up to the policy's `maxStale`, said as such
/// (``RatesLoad/offline``) — RFC 5861's `stale-if-error`, one rule for every command and the app.
/// Without a user nothing is read or kept.
package struct CachingRatesLoader: Sendable {
    private let source: any RatesSource
    private let store: any LocalCopyStore
    private let policy: CachePolicy

    package init(source: any RatesSource, store: any LocalCopyStore, policy: CachePolicy = CachePolicy()) {
        self.source = source
        self.store = store
        self.policy = policy
    }

    package func load(_ request: RatesRequest) async -> RatesLoad {
        let target = request.target
        guard let user = request.user else {
            let fetched = await fetch(to: target, cached: nil, now: request.now)
            return RatesLoad(rates: fetched.map(\.table), asOf: request.now)
        }
        var kept: [CurrencyCode: CachedRates] = [:]
        var notRead: ClientError?
        do { kept = try store.rates(for: user) } catch { notRead = error }
        let cached = kept[target]
        if !request.refresh, let cached, cached.isFresh(at: request.now) {
            return RatesLoad(
                rates: .success(RateTable(rates: cached.rates, target: target)), asOf: cached.receivedAt,
                notRead: notRead)
        }
        let fetched = await fetch(to: target, cached: cached, now: request.now)
        if case .failure(let error) = fetched, let cached,
            policy.mayAnswerOffline(for: error, fetchedAt: cached.receivedAt, at: request.now)
        {
            return RatesLoad(
                rates: .success(RateTable(rates: cached.rates, target: target)),
                offline: OfflineRates(asOf: cached.receivedAt, reason: error), notRead: notRead)
        }
        var notKept: ClientError?
        if case .success(let answer) = fetched {
            kept[target] = answer.entry
            do { try store.saveRates(kept, for: user, in: request.generation.get()) } catch { notKept = error }
        }
        return RatesLoad(rates: fetched.map(\.table), asOf: request.now, notRead: notRead, notKept: notKept)
    }

    /// Asks the source, conditionally on `cached`'s validator; the table and the entry to keep.
    private func fetch(to target: CurrencyCode, cached: CachedRates?, now: Date) async
        -> Result<(table: RateTable, entry: CachedRates), ClientError>
    {
        do {
            switch try await source.rates(to: target, ifNoneMatch: cached?.etag) {
            case .rates(let list, let etag, let maxAge):
                let entry = CachedRates(rates: list.elements, etag: etag, receivedAt: now, maxAge: maxAge)
                return .success((RateTable(rates: entry.rates, target: target), entry))
            case .notModified(let maxAge):
                guard var entry = cached else {
                    return .failure(.badResponse(service: SalesAPI.middleware, reason: "HTTP 304 without a copy"))
                }
                entry.receivedAt = now
                entry.maxAge = maxAge
                return .success((RateTable(rates: entry.rates, target: target), entry))
            }
        } catch {
            return .failure(error)
        }
    }
}
