import SalesCore

/// Keeps what the loader it wraps fetched in the local copy, in the store's generation when the
/// load began (a logout since refuses it). The answer stands whatever the store says; why it was
/// not kept travels with it, for one warning — or, when the request keeps behind, the write itself
/// does (``CatalogAnswer/pendingKeep``), started before the answer is handed back.
package struct LocalCopySavingCatalogLoader: CatalogLoader {
    private let decoratee: any CatalogLoader
    private let store: any CatalogCopyStore

    package init(_ decoratee: any CatalogLoader, store: any CatalogCopyStore) {
        self.decoratee = decoratee
        self.store = store
    }

    package func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        var answer = try await decoratee.load(request)
        let (store, snapshot, asOf) = (store, answer.snapshot, answer.asOf)
        let (user, generation) = (request.user, request.generation)
        let keep = { @Sendable () throws(ClientError) in
            try store.saveCatalog(
                snapshot.catalog, leftOut: snapshot.leftOut, fetchedAt: asOf, for: user, in: generation.get())
        }
        if request.keepsBehind {
            answer.pendingKeep = PendingKeep(keep)
        } else {
            do { try keep() } catch { answer.notKept = error }
        }
        return answer
    }
}
