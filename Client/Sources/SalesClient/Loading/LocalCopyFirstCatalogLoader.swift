/// Answers from the local copy while the policy lets it be reused without asking (never when the
/// request says refresh), and asks the loader it wraps otherwise.
package struct LocalCopyFirstCatalogLoader: CatalogLoader {
    private let next: any CatalogLoader
    private let policy: CachePolicy

    package init(_ next: any CatalogLoader, policy: CachePolicy) {
        self.next = next
        self.policy = policy
    }

    package func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        if !request.refresh, let copy = request.copy.load(), policy.mayReuse(fetchedAt: copy.fetchedAt, at: request.now)
        {
            return CatalogAnswer(copy: copy, source: .localCopy)
        }
        return try await next.load(request)
    }
}
