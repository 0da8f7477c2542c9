import Hummingbird

/// `GET /health` (the process answers) and `GET /ready` (rates can be served: a table is cached
/// or can be fetched now).
struct HealthController<Context: RequestContext> {
    let cache: RatesCache

    func addRoutes(to router: Router<Context>) {
        router.get("/health") { _, _ in JSONBody.response(["status": "ok"]) }
        router.get("/ready") { _, _ in
            do {
                let lookup = try await cache.current()
                return JSONBody.response(["cache": lookup.freshness.rawValue, "status": "ready"])
            } catch {
                throw APIError(.serviceUnavailable, "not ready: \(error)")
            }
        }
        router.onlyGet("/health", "/ready")
    }
}
