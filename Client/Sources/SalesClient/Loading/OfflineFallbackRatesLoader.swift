import SalesCore

/// Asks the loader it wraps; when that fails in a way kept rates may answer for (the middleware
/// away) and they are young enough by the policy, they answer, marked offline with the reason —
/// RFC 5861's `stale-if-error`, the catalog's rule. Any other failure is the caller's.
package struct OfflineFallbackRatesLoader: RatesLoader {
    private let decoratee: any RatesLoader
    private let policy: CachePolicy

    package init(_ decoratee: any RatesLoader, policy: CachePolicy) {
        self.decoratee = decoratee
        self.policy = policy
    }

    package func load(_ request: RatesRequest) async -> RatesLoad {
        let load = await decoratee.load(request)
        guard case .failure(let error) = load.rates, let kept = request.keptForTarget,
            policy.mayAnswerOffline(for: error, fetchedAt: kept.receivedAt, at: request.now)
        else { return load }
        return RatesLoad(
            rates: .success(RateTable(rates: kept.rates, target: request.target)),
            offline: OfflineRates(asOf: kept.receivedAt, reason: error))
    }
}
