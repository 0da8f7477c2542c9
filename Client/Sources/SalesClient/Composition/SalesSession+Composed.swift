import Foundation

extension SalesSession {
    /// The client's loading, composed as essential-feed composes its feed: the local copy answers
    /// first while it may be reused (``LocalCopyFirstCatalogLoader``); otherwise the sales API is
    /// asked and what it returns is kept (``LocalCopySavingCatalogLoader`` over
    /// ``RemoteCatalogLoader``); when it cannot answer, the copy does, marked offline
    /// (``OfflineFallbackCatalogLoader``). Rates go through the copy's HTTP cache
    /// (``CachingRatesLoader`` over ``RemoteRatesLoader``). ``CachePolicy`` decides every age.
    package init(api: SalesAPI, tokens: any TokenStore, copies: any LocalCopyStore, policy: CachePolicy = CachePolicy())
    {
        let remote = LocalCopySavingCatalogLoader(RemoteCatalogLoader(api: api), store: copies)
        let catalogs = LocalCopyFirstCatalogLoader(OfflineFallbackCatalogLoader(remote, policy: policy), policy: policy)
        self.init(
            api: api, tokens: tokens, copies: copies, catalogs: catalogs,
            rates: CachingRatesLoader(source: RemoteRatesLoader(api: api), store: copies, policy: policy),
            now: policy.now)
    }
}
