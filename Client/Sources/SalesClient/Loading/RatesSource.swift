import SalesCore

/// Where rates come from when they are asked for: one HTTP answer, conditional on `etag`.
package protocol RatesSource: Sendable {
    func rates(to target: CurrencyCode, ifNoneMatch etag: String?) async throws(ClientError) -> SalesAPI.RatesAnswer
}
