import SalesClient
import SalesCore

/// Writes in the store's generation now, for the tests about what a store keeps (a load names the
/// generation it began in: ``SalesSession`` never writes through these).
extension LocalCopyStore {
    func save(_ copy: LocalCopy, for user: String) throws(ClientError) {
        try save(copy, for: user, in: generation())
    }

    func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String) throws(ClientError) {
        try saveRates(rates, for: user, in: generation())
    }
}
