import SalesCore

/// Answers with the kept rates while the middleware's `max-age` lasts (never when the request says
/// refresh, nor for rates dated in the future), and asks the loader it wraps otherwise.
package struct KeptRatesFirstLoader: RatesLoader {
    private let decoratee: any RatesLoader

    package init(_ decoratee: any RatesLoader) {
        self.decoratee = decoratee
    }

    package func load(_ request: RatesRequest) async -> RatesLoad {
        if !request.refresh, let kept = request.keptForTarget, kept.isFresh(at: request.now) {
            return RatesLoad(
                rates: .success(RateTable(rates: kept.rates, target: request.target)), asOf: kept.receivedAt)
        }
        return await decoratee.load(request)
    }
}
