import SalesCore

/// Where rates come from when they are asked for: one answer, conditional on `etag`.
package protocol RatesSource: Sendable {
    func rates(to target: CurrencyCode, ifNoneMatch etag: String?) async throws(ClientError) -> RatesReply
}

/// What a ``RatesSource`` answers, with what HTTP caching needs (RFC 9111).
package enum RatesReply: Sendable, Equatable {
    /// The rates, their validator and how long they are fresh (zero: ask again every time).
    case rates([ConversionRate], etag: String?, maxAge: Duration)
    /// The rates kept under the validator asked with still stand; fresh for `maxAge`.
    case notModified(maxAge: Duration)
}
