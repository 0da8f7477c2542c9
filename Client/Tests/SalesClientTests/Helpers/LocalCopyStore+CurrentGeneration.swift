import SalesClient
import SalesCore
import SalesLocalCopy

/// Writes in the store's generation now, for the tests about what a store keeps (a load names the
/// generation it began in: the session's loaders never write through these).
extension CatalogCopyStore where Self: KeptRatesStore & LocalCopyGenerations {
    /// Keeps the copy's products and sales, then its rates, as a load keeps them.
    func save(_ copy: LocalCopy, for user: String) throws(ClientError) {
        try save(copy, for: user, in: generation())
    }

    func save(_ copy: LocalCopy, for user: String, in generation: LocalCopyGeneration) throws(ClientError) {
        try saveCatalog(copy.catalog, leftOut: copy.leftOut, fetchedAt: copy.fetchedAt, for: user, in: generation)
        try saveRates(copy.rates, for: user, in: generation)
    }

    func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String) throws(ClientError) {
        try saveRates(rates, for: user, in: generation())
    }
}
