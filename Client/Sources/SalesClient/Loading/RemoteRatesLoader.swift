import SalesCore

/// The middleware's rates to one target. A currency the middleware does not know (404 for it,
/// while the rates to USD answer) is ``ClientError/unknownCurrency(_:available:)``, with the codes
/// it does know.
package struct RemoteRatesLoader: RatesSource {
    private let api: SalesAPI

    package init(api: SalesAPI) {
        self.api = api
    }

    package func rates(to target: CurrencyCode, ifNoneMatch etag: String?) async throws(ClientError)
        -> SalesAPI.RatesAnswer
    {
        do {
            return try await api.rates(to: target, ifNoneMatch: etag)
        } catch {
            guard case .notFound(let service, let url) = error, target != .usd else { throw error }
            let known: MappedList<ConversionRate>
            do { known = try await api.rates() } catch { throw .notFound(service: service, url: url) }
            let codes = Set(known.elements.map(\.from.code)).union([CurrencyCode.usd.code]).sorted()
            throw .unknownCurrency(target.code, available: codes)
        }
    }
}
