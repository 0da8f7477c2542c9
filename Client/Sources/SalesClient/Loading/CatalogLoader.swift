import Foundation
import SalesCore
import SalesLocalCopy

/// Loads the catalog (products and sales together) for one request. The client's loading is
/// composed of small loaders behind this port, each deciding one thing — see
/// `SalesSession+Composed.swift` for how they are put together.
package protocol CatalogLoader: Sendable {
    func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer
}

/// What one load is about: whose catalog, with which token, as of when, whether the local copy may
/// be reused without asking, and the store's generation when it began (what it keeps names it).
package struct CatalogRequest: Sendable {
    package let user: String
    package let token: AccessToken
    package let refresh: Bool
    package let now: Date
    package let generation: Result<LocalCopyGeneration, ClientError>
    /// The user's local copy, read at most once however many loaders look at it.
    package let copy: UserLocalCopy
    /// Where a fetch says how far the sales have come.
    package let progress: LoadProgress?
    /// Whether what is fetched is kept behind the answer (``CatalogAnswer/pendingKeep``), for a
    /// caller that waits for it once the answer is shown; otherwise it is kept before the answer.
    package let keepsBehind: Bool

    package init(
        user: String, token: AccessToken, refresh: Bool, now: Date,
        generation: Result<LocalCopyGeneration, ClientError>, copy: UserLocalCopy, progress: LoadProgress? = nil,
        keepsBehind: Bool = false
    ) {
        self.progress = progress
        self.keepsBehind = keepsBehind
        self.user = user
        self.token = token
        self.refresh = refresh
        self.now = now
        self.generation = generation
        self.copy = copy
    }
}

/// A loader's answer: the catalog, where it came from, as of when, and why it could not be kept.
package struct CatalogAnswer: Sendable {
    package let snapshot: CatalogSnapshot
    package let source: CatalogLoad.Source
    /// When the products and sales were fetched.
    package let asOf: Date
    /// Why what was fetched could not be kept (a full disk, a logout since); the answer stands.
    package var notKept: ClientError?
    /// What was fetched, still being kept (``CatalogRequest/keepsBehind``): why it was not comes
    /// when it is over.
    package var pendingKeep: PendingKeep?

    package init(snapshot: CatalogSnapshot, source: CatalogLoad.Source, asOf: Date, notKept: ClientError? = nil) {
        self.snapshot = snapshot
        self.source = source
        self.asOf = asOf
        self.notKept = notKept
    }

    /// The local copy's products and sales, as of their fetch.
    init(copy: LocalCopy, source: CatalogLoad.Source) {
        self.init(
            snapshot: CatalogSnapshot(catalog: copy.catalog, leftOut: copy.leftOut), source: source,
            asOf: copy.fetchedAt)
    }
}
