/// Asks the loader it wraps; when that fails in a way the local copy may answer for (the sales API
/// away) and the copy is young enough by the policy, the copy answers, marked offline with the
/// reason. Any other failure — a 401, a copy too old or none — is the caller's.
package struct OfflineFallbackCatalogLoader: CatalogLoader {
    private let decoratee: any CatalogLoader
    private let policy: CachePolicy

    package init(_ decoratee: any CatalogLoader, policy: CachePolicy) {
        self.decoratee = decoratee
        self.policy = policy
    }

    package func load(_ request: CatalogRequest) async throws(ClientError) -> CatalogAnswer {
        do {
            return try await decoratee.load(request)
        } catch {
            guard let copy = request.copy.load(),
                policy.mayAnswerOffline(for: error, fetchedAt: copy.fetchedAt, at: request.now)
            else { throw error }
            return CatalogAnswer(copy: copy, source: .offline(error))
        }
    }
}
