import Foundation

extension SalesSession {
    /// The client's loading, composed as essential-feed composes its feed: the local copy answers
    /// first while it may be reused (``LocalCopyFirstCatalogLoader``); otherwise the sales API is
    /// asked and what it returns is kept (``LocalCopySavingCatalogLoader`` over
    /// ``RemoteCatalogLoader``); when it cannot answer, the copy does, marked offline
    /// (``OfflineFallbackCatalogLoader``). Rates go through the copy's HTTP cache the same way: kept
    /// ones answer while fresh (``KeptRatesFirstLoader``); otherwise the middleware is asked with
    /// their validator (``RevalidatingRatesLoader`` over ``RemoteRatesSource``) and what it sends is
    /// kept (``KeptRatesSavingLoader``); when it cannot answer, kept ones do, marked offline
    /// (``OfflineFallbackRatesLoader``). ``CachePolicy`` decides every age.
    package init(api: SalesAPI, tokens: any TokenStore, copies: any LocalCopyStore, policy: CachePolicy = CachePolicy())
    {
        let remote = LocalCopySavingCatalogLoader(RemoteCatalogLoader(api: api), store: copies)
        let catalogs = LocalCopyFirstCatalogLoader(OfflineFallbackCatalogLoader(remote, policy: policy), policy: policy)
        self.init(
            api: api, tokens: tokens, copies: copies, catalogs: catalogs,
            rates: Self.composedRates(source: RemoteRatesSource(api: api), copies: copies, policy: policy),
            now: policy.now)
    }

    /// The rates loaders, composed as the catalog's, over `source` (the middleware; the tests' spies).
    package static func composedRates(source: any RatesSource, copies: any KeptRatesStore, policy: CachePolicy)
        -> any RatesLoader
    {
        let fetched = KeptRatesSavingLoader(RevalidatingRatesLoader(source: source), store: copies)
        return KeptRatesFirstLoader(OfflineFallbackRatesLoader(fetched, policy: policy))
    }
}
