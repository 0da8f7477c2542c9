/// Answers from the local copy while the policy lets it be reused without asking (never when the
/// request says refresh), and asks the loader it wraps otherwise.
package struct LocalCopyFirstCatalogLoader: CatalogLoader {
    private let decoratee: any CatalogLoader
    private let policy: CachePolicy

    package init(_ decoratee: any CatalogLoader, policy: CachePolicy) {
        self.decoratee = decoratee
        self.policy = policy
    }

    package func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        if !request.refresh, let copy = request.copy.load(), policy.mayReuse(fetchedAt: copy.fetchedAt, at: request.now)
        {
            return CatalogAnswer(copy: copy, source: .localCopy)
        }
        return try await decoratee.load(request)
    }
}
