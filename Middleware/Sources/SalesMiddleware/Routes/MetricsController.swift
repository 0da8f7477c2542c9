import Hummingbird
import NIOCore
import Prometheus

/// `GET /metrics`: every metric in Prometheus's text format — the requests
/// (``RequestTelemetry``, Hummingbird's names and labels), the upstream fetches and the
/// table (``RatesMetrics``).
struct MetricsController<Context: RequestContext> {
    static var contentType: String { "text/plain; version=0.0.4; charset=utf-8" }

    let registry: PrometheusCollectorRegistry
    let rates: RatesMetrics
    let cache: RatesCache

    func addRoutes(to router: Router<Context>) {
        router.get("/metrics") { _, _ in
            rates.tableAge(cache.latestAge)
            let text = registry.emitToBuffer()
            return Response(
                status: .ok,
                headers: [.contentType: Self.contentType, .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: text)))
        }
        router.onlyGet("/metrics")
    }
}
