import ArgumentParser
import Foundation
import Logging
import Metrics
import NIOCore
import Prometheus
import SalesConfiguration
import SalesCore
import SalesMiddleware
import SalesOutput
import SalesServerTelemetry
import SalesVersion
import Synchronization

/// `sales-middleware`: serves the upstream's rates as direct rates to USD (or any currency).
@main
struct SalesMiddlewareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sales-middleware",
        abstract: "Serve direct conversion rates solved from the upstream's multi-step rates.",
        discussion: """
            Routes: GET /rates[?to=CODE], GET /rates/{CODE}/path, GET /rates/diagnostics, GET /health, GET /ready, GET /metrics \
            (described in openapi.yaml, installed with the documentation: /usr/share/doc/sales-middleware from the \
            package, PREFIX/share/doc/saleassistant otherwise). The first line on stdout is `listening on HOST:PORT`; logs go to stderr. \
            SIGTERM or SIGINT finish in-flight requests, then exit 0.

            Environment (as the Go service): RATES_ENDPOINT_URL, LISTEN_ADDR (HOST:PORT), RATES_CACHE_TTL \
            (seconds), RATES_MAX_STALE (seconds, 0 = no limit), UPSTREAM_TIMEOUT (seconds), IDLE_TIMEOUT \
            (seconds), MAX_CONNECTIONS, UPSTREAM_MAX_BYTES, LOG_LEVEL, LOG_FORMAT (text, json), \
            CORS_ALLOWED_ORIGINS (* or a comma-separated list). Flags win over the environment. At start the open-file limit is raised to its hard \
            limit, and MAX_CONNECTIONS lowered to fit it.
            """,
        version: SaleAssistant.version
    )

    @Option(help: "Upstream rates URL (RATES_ENDPOINT_URL; default \(MiddlewareConfiguration.defaultRatesURL)).")
    var ratesURL: String?

    @Option(help: "Address to listen on, HOST:PORT (LISTEN_ADDR; default 127.0.0.1:8080; port 0 picks a free one).")
    var listen: String?

    @Option(help: "Seconds a solved table is served before asking the upstream again (RATES_CACHE_TTL; default 60).")
    var cacheTTL: String?

    @Option(
        help:
            "Seconds an expired table is still served while refreshes fail; 0 = no limit (RATES_MAX_STALE; default 86400)."
    )
    var maxStale: String?

    @Option(help: "Seconds one upstream fetch may take, all of it (UPSTREAM_TIMEOUT; default 10).")
    var upstreamTimeout: String?

    @Option(
        help:
            "Seconds a client connection may stay silent, mid-request included, before it is closed (IDLE_TIMEOUT; default 30)."
    )
    var idleTimeout: String?

    @Option(
        help:
            "Most client connections held at once; beyond it the longest-idle one is closed, or 503 when all are busy (MAX_CONNECTIONS; default 10000)."
    )
    var maxConnections: String?

    @Option(
        help:
            "Connections the kernel queues before they are accepted (LISTEN_BACKLOG; default as many as net.core.somaxconn allows)."
    )
    var listenBacklog: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical (LOG_LEVEL; default info).")
    var logLevel: String?

    @Option(help: "Log format: text or json, one object per line (LOG_FORMAT; default text).")
    var logFormat: String?

    @Option(
        help:
            "Browser origins allowed to read answers: * or a comma-separated list (CORS_ALLOWED_ORIGINS; default none)."
    )
    var corsAllowedOrigins: String?

    mutating func validate() throws {
        _ = try makeConfiguration(environment: [:])
    }

    func run() async throws {
        StandardStream.occupyClosedDescriptors()
        var configuration = try makeConfiguration(environment: ProcessInfo.processInfo.environment)
        // A closed standard error (a log shipper gone) must not end the server: writes fail instead.
        signal(SIGPIPE, SIG_IGN)
        // Log lines leave through one writer thread: requests never wait on standard error. It ends
        // with the application's services (it is one of them), or here when they never ran.
        let sink = LogSink()
        defer { sink.close() }
        let format = configuration.logFormat
        LoggingSystem.bootstrap { label in LineLogHandler(label: label, format: format, sink: sink) }
        // One registry for every metric: the request and rates metrics through the factory the
        // application is handed, anything a library records through the global one.
        let metrics = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory.conventionalNames(registry: metrics))
        Self.fitConnectionsToDescriptors(&configuration)
        let serviceManager = ServiceManagerNotifier(environment: ProcessInfo.processInfo.environment)
        let listening = Atomic(false)
        let app = buildApplication(
            configuration: configuration,
            metrics: metrics,
            requestLog: LineRequestLog(format: format, sink: sink),
            services: [sink],
            onListening: { host, port in
                listening.store(true, ordering: .relaxed)
                let address = ListenAddress(host: host, port: port)
                // Under systemd (Type=notify): started now, not before.
                serviceManager.ready(status: "listening on \(address)")
                // Whoever started the server reads its address here: unable to say it, it stops.
                do throws(WriteFailure) {
                    try StandardStream.output.write("listening on \(address)\n")
                } catch {
                    sink.flush()
                    StandardStream.exit(
                        after: error, saying: "sales-middleware: cannot write to standard output: \(error)")
                }
            }
        )
        do {
            try await app.runService()
        } catch let error as IOError where !listening.load(ordering: .relaxed) {
            // The address could not be bound: say which, and why, in the operator's words.
            sink.close()
            let address = ListenAddress(host: configuration.host, port: configuration.port)
            let reason = String(cString: strerror(error.errnoCode))
            let hint =
                error.errnoCode == EACCES && configuration.port < 1024
                ? " (a port below 1024 needs a privilege the service does not have; use one above)" : ""
            FileHandle.standardError.write(
                Data("sales-middleware: cannot listen on \(address) (--listen, LISTEN_ADDR): \(reason)\(hint)\n".utf8))
            Foundation.exit(1)
        }
    }

    /// Lowers the connection cap to what the open-file limit (raised to its hard limit) allows,
    /// and says so.
    private static func fitConnectionsToDescriptors(_ configuration: inout MiddlewareConfiguration) {
        let cap = DescriptorLimit.connectionCap(
            requested: configuration.maxConnections, descriptors: DescriptorLimit.raiseToHardLimit())
        guard cap < configuration.maxConnections else { return }
        var logger = Logger(label: "sales-middleware")
        logger.logLevel = configuration.logLevel
        logger.warning(
            "connection cap lowered to fit the open-file limit",
            metadata: ["requested": "\(configuration.maxConnections)", "cap": "\(cap)"])
        configuration.maxConnections = cap
    }

    /// Defaults, then the environment, then these flags.
    func makeConfiguration(environment: [String: String]) throws -> MiddlewareConfiguration {
        let flags = MiddlewareConfiguration.flags(
            ratesURL: ratesURL, listen: listen, cacheTTL: cacheTTL, maxStale: maxStale,
            upstreamTimeout: upstreamTimeout, idleTimeout: idleTimeout, maxConnections: maxConnections,
            listenBacklog: listenBacklog, logLevel: logLevel, logFormat: logFormat,
            corsAllowedOrigins: corsAllowedOrigins)
        do {
            return try MiddlewareConfiguration(settings: SettingSources(environment: environment, flags: flags))
        } catch {
            throw ValidationError(error.description)
        }
    }
}
