import Hummingbird
import SalesVersion

/// `GET /health` (the process answers, and which version it is) and `GET /ready` (rates can be served: a table is cached
/// or can be fetched now). Both say `Cache-Control: no-store`: what they tell is true only now, and
/// a "ready" kept by a cache would mislead every balancer behind it.
struct HealthController<Context: RequestContext> {
    let cache: RatesCache

    private static var notStored: HTTPFields { [.cacheControl: "no-store"] }

    func addRoutes(to router: Router<Context>) {
        router.get("/health") { _, _ in
            JSONBody.response(["status": "ok", "version": SaleAssistant.version], headers: Self.notStored)
        }
        router.get("/ready") { _, _ in
            do {
                let lookup = try await cache.current()
                return JSONBody.response(
                    ["cache": lookup.freshness.rawValue, "status": "ready"], headers: Self.notStored)
            } catch {
                throw APIError(.serviceUnavailable, "not ready: \(error)", headers: Self.notStored)
            }
        }
        router.onlyGet("/health", "/ready")
    }
}
