import SalesCore

/// Where the local copy lives between runs, one per user of one sales API (the store is made for
/// one API URL; each method names the user). A copy that is damaged, unreadable with the current
/// key or from another version of the program loads as none — the store deals with it (a damaged
/// one is moved aside with a warning) — so a caller never sees a wrong figure.
package protocol LocalCopyStore: Sendable {
    func load(for user: String) throws(ClientError) -> LocalCopy?
    /// The cached rates alone, without reading the products and sales (empty when there are none).
    func rates(for user: String) throws(ClientError) -> [CurrencyCode: CachedRates]
    func save(_ copy: LocalCopy, for user: String) throws(ClientError)
    /// Keeps new rates with the user's copy without rewriting its products and sales (a 304 renews
    /// the rates every minute; the sales can be a million).
    func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String) throws(ClientError)
    /// Forgets the user's copy; nothing to forget is fine.
    func delete(for user: String) throws(ClientError)
}
