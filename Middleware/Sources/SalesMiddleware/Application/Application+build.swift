import CoreMetrics
import Hummingbird
import Logging
import NIOCore
import Prometheus
import SalesCore
import SalesHTTP
import SalesServerTelemetry
import SalesVersion
import ServiceLifecycle

/// Builds the middleware: the composition root where every concrete part is made.
///
/// - Parameters:
///   - configuration: where the upstream is, how long to cache, where to listen.
///   - provider: the rates source; `nil` makes the live one (libcurl, its connection kept between
///     fetches, its transfers stopped with the service group).
///   - metrics: where the metrics are kept and `GET /metrics` reads them: the request and rates
///     metrics are made in it; the executable bootstraps the global `MetricsSystem` with it too,
///     for whatever a library records.
///   - observer: also told of every upstream fetch (tests wait on it).
///   - requestLog: where each request's log line goes (``LineRequestLog`` with the process's sink).
///   - services: run with the application, started before its own and shut down after them.
///   - onListening: called with the bound host and port once the server accepts connections.
package func buildApplication(
    configuration: MiddlewareConfiguration,
    provider: (any RatesProvider)? = nil,
    metrics: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
    observer: any RatesCacheObserver = NoRatesCacheObserver(),
    logger: Logger = Logger(label: "sales-middleware"),
    requestLog: any RequestLog = LoggerRequestLog(),
    services extra: [any Service] = [],
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
    onListening: @escaping @Sendable (String, Int) async -> Void = { _, _ in }
) -> some ApplicationProtocol {
    var logger = logger
    logger.logLevel = configuration.logLevel

    // Started first, shut down last (the log sink: every other service's last lines go through it).
    var services: [any Service] = extra
    let ratesProvider = provider ?? liveProvider(configuration, stoppedBy: &services)

    let metricsFactory = PrometheusMetricsFactory.conventionalNames(registry: metrics)
    let ratesMetrics = RatesMetrics(factory: metricsFactory)
    // `build_info{version="…"} 1`: which build each replica runs, as Prometheus exporters say it.
    Gauge(label: "build_info", dimensions: [("version", SaleAssistant.version)], factory: metricsFactory).record(1)
    let cache = RatesCache(
        provider: ratesProvider, ttl: configuration.cacheTTL, maxStale: configuration.maxStale,
        defaultTarget: configuration.defaultTarget, observer: RatesCacheObservers(observers: [ratesMetrics, observer]),
        logger: logger, now: now)
    // The request metrics: every answer, the router's and those the connections give themselves.
    let answers = RequestMetricsHandles(factory: metricsFactory)
    let router = makeRouter(
        configuration: configuration, cache: cache, metrics: metrics, ratesMetrics: ratesMetrics, answers: answers,
        requestLog: requestLog)

    let connections = ConnectionRegistry(capacity: configuration.maxConnections)
    // A wave of connections leaves the C heaps holding their memory; give it back once they go.
    services.append(MemoryTrimmer(peaks: { connections.takePeak() }))

    let host = configuration.host
    return Application(
        router: router,
        server: .guardedHTTP1(idleTimeout: configuration.idleTimeout, registry: connections, answers: answers),
        configuration: .init(
            address: .hostname(host, port: configuration.port), serverName: "sales-middleware",
            backlog: configuration.listenBacklog),
        services: services,
        onServerRunning: { channel in await onListening(host, channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}

/// The routes, behind one middleware: the request's id, metrics and log line, CORS, and the API's
/// JSON errors. HEAD answers like GET without the body, as Go's net/http does for the service
/// this replaces.
private func makeRouter(
    configuration: MiddlewareConfiguration, cache: RatesCache, metrics: PrometheusCollectorRegistry,
    ratesMetrics: RatesMetrics, answers: RequestMetricsHandles, requestLog: any RequestLog
) -> Router<BasicRequestContext> {
    let router = Router(options: .autoGenerateHeadEndpoints)
    router.add(
        middleware: APIMiddleware(
            metrics: answers, requestLog: requestLog, allowedOrigins: configuration.allowedOrigins))
    RatesController(cache: cache, defaultTarget: configuration.defaultTarget).addRoutes(to: router)
    HealthController(cache: cache).addRoutes(to: router)
    MetricsController(registry: metrics, rates: ratesMetrics, cache: cache).addRoutes(to: router)
    return router
}

/// The upstream's rates over libcurl — its connection kept between fetches — and the service that
/// stops its transfers when the group shuts down, added to `services`.
private func liveProvider(_ configuration: MiddlewareConfiguration, stoppedBy services: inout [any Service])
    -> any RatesProvider
{
    let transport = CurlTransport(
        userAgent: UpstreamRatesProvider.userAgent, maximumBodyBytes: configuration.upstreamMaxBytes)
    services.append(UpstreamTransportService(transport: transport))
    return UpstreamRatesProvider(
        http: transport, url: configuration.ratesURL, timeout: configuration.upstreamTimeout,
        maxBytes: configuration.upstreamMaxBytes)
}
