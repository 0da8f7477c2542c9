import SalesCore

/// The middleware's rates to one target, through the API. A currency the middleware does not know
/// (404 for it, while the rates to USD answer) is ``ClientError/unknownCurrency(_:available:)``,
/// with the codes it does know.
package struct RemoteRatesSource: RatesSource {
    private let api: SalesAPI

    package init(api: SalesAPI) {
        self.api = api
    }

    package func rates(to target: CurrencyCode, ifNoneMatch etag: String?) async throws(ClientError) -> RatesReply {
        do {
            switch try await api.rates(to: target, ifNoneMatch: etag) {
            case .rates(let list, let etag, let maxAge): return .rates(list.elements, etag: etag, maxAge: maxAge)
            case .notModified(let maxAge): return .notModified(maxAge: maxAge)
            }
        } catch {
            guard case .notFound(let service, let url) = error, target != .usd else { throw error }
            let known: MappedList<ConversionRate>
            do { known = try await api.rates() } catch { throw .notFound(service: service, url: url) }
            let codes = Set(known.elements.map(\.from.code)).union([CurrencyCode.usd.code]).sorted()
            throw .unknownCurrency(target.code, available: codes)
        }
    }
}
