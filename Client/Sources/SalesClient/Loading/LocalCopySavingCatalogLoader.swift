import SalesCore

/// Keeps what the loader it wraps fetched in the local copy, in the store's generation when the
/// load began (a logout since refuses it). The answer stands whatever the store says; why it was
/// not kept travels with it, for one warning.
package struct LocalCopySavingCatalogLoader: CatalogLoader {
    private let decoratee: any CatalogLoader
    private let store: any CatalogCopyStore

    package init(_ decoratee: any CatalogLoader, store: any CatalogCopyStore) {
        self.decoratee = decoratee
        self.store = store
    }

    package func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        var answer = try await decoratee.load(request)
        do {
            try store.saveCatalog(
                answer.snapshot.catalog, leftOut: answer.snapshot.leftOut, fetchedAt: answer.asOf, for: request.user,
                in: request.generation.get())
        } catch {
            answer.notKept = error
        }
        return answer
    }
}
