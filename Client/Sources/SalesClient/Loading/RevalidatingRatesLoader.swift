import SalesCore
import SalesLocalCopy

/// Asks the source for the rates, conditionally on the kept ones' validator (`If-None-Match`): new
/// rates, or a 304 that renews the kept ones for another `max-age`; either is what the load fetched
/// (``RatesLoad/fetched``), for the local copy to keep.
package struct RevalidatingRatesLoader: RatesLoader {
    private let source: any RatesSource

    package init(source: any RatesSource) {
        self.source = source
    }

    package func load(_ request: RatesRequest) async -> RatesLoad {
        let kept = request.keptForTarget
        let entry: CachedRates
        do {
            switch try await source.rates(to: request.target, ifNoneMatch: kept?.etag) {
            case .rates(let rates, let etag, let maxAge):
                entry = CachedRates(rates: rates, etag: etag, receivedAt: request.now, maxAge: maxAge)
            case .notModified(let maxAge):
                guard var renewed = kept else {
                    return RatesLoad(
                        rates: .failure(.badResponse(service: SalesAPI.middleware, reason: "HTTP 304 without a copy")))
                }
                renewed.receivedAt = request.now
                renewed.maxAge = maxAge
                entry = renewed
            }
        } catch {
            return RatesLoad(rates: .failure(error))
        }
        return RatesLoad(
            rates: .success(RateTable(rates: entry.rates, target: request.target)), asOf: request.now, fetched: entry)
    }
}
