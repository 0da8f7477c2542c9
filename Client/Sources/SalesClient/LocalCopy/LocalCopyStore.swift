import Foundation
import SalesCore
import SalesLocalCopy

/// Where the local copy lives between runs, one per user of one sales API (the store is made for
/// one API URL; each method names the user). A copy that is damaged, unreadable with the current
/// key or from another version of the program loads as none — the store deals with it (a damaged
/// one is moved aside with a warning) — so a caller never sees a wrong figure.
///
/// Writes name the store's ``LocalCopyGeneration`` as it was when their load began: a logout
/// (``LocalCopyGenerations/delete(for:)``) moves it on, under the same lock as the writes, so a
/// load that finishes after the logout it raced is refused and no copy of an ended session is left
/// behind. Each role is a port of its own, for the loaders that need only it: the products and
/// sales (``CatalogCopyStore``), the kept rates (``KeptRatesStore``), the generations and what a
/// logout forgets (``LocalCopyGenerations``).
package typealias LocalCopyStore = CatalogCopyStore & KeptRatesStore & LocalCopyGenerations

/// The local copy's products and sales.
package protocol CatalogCopyStore: Sendable {
    /// The user's copy: for ``CatalogNeeds/sums``, a store may leave its sales unread (the
    /// catalog then has none).
    func load(for user: String, needs: CatalogNeeds) throws(ClientError) -> LocalCopy?
    /// Keeps the products and sales fetched at `fetchedAt`, with what that fetch left out (the rates
    /// kept beside them stay as they are), unless the store has moved past `generation` (a logout
    /// since): then nothing is written, and ``ClientError/storage(_:)`` says why.
    func saveCatalog(
        _ catalog: Catalog, leftOut: LeftOut, fetchedAt: Date, for user: String, in generation: LocalCopyGeneration
    ) throws(ClientError)
}

/// The rates kept with the local copy, one answer per target (RFC 9111).
package protocol KeptRatesStore: Sendable {
    /// The cached rates alone, without reading the products and sales (empty when there are none).
    func rates(for user: String) throws(ClientError) -> [CurrencyCode: CachedRates]
    /// Keeps new rates with the user's copy without rewriting its products and sales (a 304 renews
    /// the rates every minute; the sales can be a million); refused as
    /// ``CatalogCopyStore/saveCatalog(_:leftOut:fetchedAt:for:in:)`` is.
    func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String, in generation: LocalCopyGeneration)
        throws(ClientError)
}

/// Which sessions' writes the store takes, and forgetting: a logout's, or every user's.
package protocol LocalCopyGenerations: Sendable {
    /// The store's generation now: what a load names when it saves what it fetched.
    func generation() throws(ClientError) -> LocalCopyGeneration
    /// Forgets the user's copy and moves the generation on, refusing every write begun before;
    /// nothing to forget is fine.
    func delete(for user: String) throws(ClientError)
    /// Forgets every user's copy and kept rates (of every API URL and middleware) and what was set
    /// aside of them, moving the generation on: `sales logout --all`.
    func deleteAll() throws(ClientError)
}

/// Which sessions' writes a local copy's store still takes: every write from before the last logout
/// names an older one, and is refused.
package struct LocalCopyGeneration: Hashable, Sendable {
    package let rawValue: String

    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// What a write from an ended session is told.
    static let endedMessage = "the session ended while loading: logged out"
}

extension CatalogCopyStore {
    /// The user's whole copy, sales and all.
    package func load(for user: String) throws(ClientError) -> LocalCopy? {
        try load(for: user, needs: .sales)
    }

    /// Keeps products and sales of a fetch that left nothing out.
    package func saveCatalog(_ catalog: Catalog, fetchedAt: Date, for user: String, in generation: LocalCopyGeneration)
        throws(ClientError)
    {
        try saveCatalog(catalog, leftOut: .nothing, fetchedAt: fetchedAt, for: user, in: generation)
    }
}
