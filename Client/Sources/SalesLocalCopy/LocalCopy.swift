import Foundation
import SalesCore
import SalesSupport

/// What the client keeps of the last successful fetch, for one user of one sales API: the catalog
/// (products, their sales grouped and summed) with when it was fetched, and the middleware's rates
/// per target currency with what HTTP caching needs to reuse them. Every amount and rate is kept
/// exactly.
public struct LocalCopy: Equatable, Sendable {
    public var catalog: Catalog
    /// When the products and sales were fetched.
    public var fetchedAt: Date
    /// The rates last fetched for each target.
    public var rates: [CurrencyCode: CachedRates]
    /// What that fetch could not read and left out.
    public var leftOut: LeftOut

    public init(
        catalog: Catalog, fetchedAt: Date, rates: [CurrencyCode: CachedRates] = [:], leftOut: LeftOut = .nothing
    ) {
        self.catalog = catalog
        self.fetchedAt = fetchedAt
        self.rates = rates
        self.leftOut = leftOut
    }

    public init(products: [Product], sales: [Sale], fetchedAt: Date, rates: [CurrencyCode: CachedRates] = [:]) {
        self.init(catalog: Catalog(products: products, sales: sales), fetchedAt: fetchedAt, rates: rates)
    }

    /// Rates kept before any catalog: a copy dated never.
    public static func ratesAlone(_ rates: [CurrencyCode: CachedRates]) -> LocalCopy {
        LocalCopy(products: [], sales: [], fetchedAt: .distantPast, rates: rates)
    }
}

/// The middleware's direct rates to one target as last received, with their validator and how
/// long the middleware said they stay fresh (RFC 9111: `ETag`, `Cache-Control: max-age`).
public struct CachedRates: Equatable, Sendable {
    public var rates: [ConversionRate]
    public var etag: String?
    /// When the answer (a 200, or a 304 that renewed it) arrived.
    public var receivedAt: Date
    /// `max-age` from that answer; zero when it had none or said `no-cache`/`no-store`.
    public var maxAge: Duration

    public init(rates: [ConversionRate], etag: String?, receivedAt: Date, maxAge: Duration) {
        self.rates = rates
        self.etag = etag
        self.receivedAt = receivedAt
        self.maxAge = maxAge
    }

    /// Whether the copy may be used without asking the middleware at `now`.
    public func isFresh(at now: Date) -> Bool {
        let age = now.timeIntervalSince(receivedAt)
        return age >= 0 && age < maxAge.timeInterval
    }
}
