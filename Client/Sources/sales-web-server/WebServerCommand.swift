import ArgumentParser
import Foundation
import Logging
import Metrics
import Prometheus
import SalesConfiguration
import SalesOutput
import SalesServerTelemetry
import SalesTeam
import SalesVersion
import SalesWebServer

/// `sales-web-server`: the team's SaleAssistant, one replica of it behind the front.
@main
struct WebServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sales-web-server",
        abstract: "Serve SaleAssistant's pages to the whole sales team, as one replica behind the HTTPS front.",
        discussion: """
            Routes: the pages of `sales web` for every signed-in manager (/login, /overview, /products, /products/ID, \
            /reports, their downloads as CSV and JSON, Refresh, /settings for the manager's zone and currency, \
            /sessions for their devices, /logout with "Sign out everywhere"), GET /health (the process answers), GET \
            /ready (the database answers and its tables are current; the front routes around a replica that is not); \
            on a listener of its own (METRICS_LISTEN), which the front never proxies, GET /metrics (Prometheus: pages, \
            sign-ins by outcome, sessions, figure loads, the figures' memory). Stdout says `listening on HOST:PORT` \
            and `metrics on HOST:PORT`, a line each; logs go to stderr, one JSON object a line by default, and never \
            hold a password, a token or a session id. SIGTERM \
            or SIGINT finish in-flight requests, then exit 0. A bad setting: one line, exit 64.

            Environment: LISTEN_ADDR (HOST:PORT; default 127.0.0.1:8090), METRICS_LISTEN (HOST:PORT; default \
            127.0.0.1:8091), SALES_API_URL, SALES_RATES_URL (the \
            middleware's /rates), DATABASE_URL (required: a libpq URI), PUBLIC_ORIGIN (required: \
            https://sales.example.com), TRUSTED_PROXIES (the front's addresses), SESSION_KEY_FILE (required: 64 hex \
            digits a line, a second line while rotating), FIGURES_MEMORY_BUDGET (bytes), SESSION_IDLE_TIMEOUT and \
            SESSION_LIFETIME (seconds), SALES_CURRENCY (default USD), LOG_LEVEL (default info), LOG_FORMAT (json or \
            text; default json). Flags win over the environment.
            """,
        version: SaleAssistant.version
    )

    @Option(help: "Address to listen on, HOST:PORT (LISTEN_ADDR; default 127.0.0.1:8090; port 0 picks a free one).")
    var listen: String?
    @Option(
        help: "Address of /metrics, HOST:PORT, never proxied by the front (METRICS_LISTEN; default 127.0.0.1:8091).")
    var metricsListen: String?
    @Option(name: .customLong("sales-api-url"), help: "The sales API (SALES_API_URL).")
    var salesAPIURL: String?
    @Option(help: "The middleware's rates, …/rates (SALES_RATES_URL).")
    var ratesURL: String?
    @Option(help: "PostgreSQL, a libpq URI (DATABASE_URL; required).")
    var databaseURL: String?
    @Option(help: "The https origin managers open (PUBLIC_ORIGIN; required).")
    var publicOrigin: String?
    @Option(help: "The front's addresses, comma-separated (TRUSTED_PROXIES).")
    var trustedProxies: String?
    @Option(help: "The file of the key that seals tokens at rest (SESSION_KEY_FILE; required).")
    var sessionKeyFile: String?
    @Option(help: "Bytes the users' figures may take in this replica (FIGURES_MEMORY_BUDGET; default 512 MiB).")
    var figuresMemoryBudget: String?
    @Option(help: "Seconds an unused session lasts (SESSION_IDLE_TIMEOUT; default 28800).")
    var sessionIdleTimeout: String?
    @Option(help: "Seconds a session lasts after sign-in (SESSION_LIFETIME; default 604800).")
    var sessionLifetime: String?
    @Option(help: "The display currency of a manager who chose none, e.g. EUR (SALES_CURRENCY; default USD).")
    var currency: String?
    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical (LOG_LEVEL; default info).")
    var logLevel: String?
    @Option(help: "Log lines as json (one object a line) or text (LOG_FORMAT; default json).")
    var logFormat: String?

    mutating func validate() throws {
        _ = try makeConfiguration(environment: ProcessInfo.processInfo.environment)
    }

    func run() async throws {
        let configuration = try makeConfiguration(environment: ProcessInfo.processInfo.environment)
        signal(SIGPIPE, SIG_IGN)
        let keys: [[UInt8]]
        do {
            keys = try SessionKeys.read(configuration.sessionKeyFile)
        } catch {
            throw ValidationError(error.description)
        }
        guard let sealer = TokenSealer(keys: keys) else {
            throw ValidationError("SESSION_KEY_FILE holds no usable key")
        }
        // Log lines leave through one writer thread (a service of the application, or closed here).
        let sink = LogSink()
        defer { sink.close() }
        let (format, level) = (configuration.logFormat, configuration.logLevel)
        LoggingSystem.bootstrap { label in
            var handler = LineLogHandler(label: label, format: format, sink: sink)
            handler.logLevel = level
            return handler
        }
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory.conventionalNames(registry: registry))
        let logger = Logger(label: "sales-web-server")
        let live = WebServerApplication.live(
            configuration: configuration, sealer: sealer, logger: logger, metrics: { registry.emitToBuffer() })
        let app = WebServerApplication.build(
            configuration: configuration, ports: live.ports, currency: configuration.currency, zone: .utc,
            services: [sink, live.maintenance],
            logger: logger,
            onServerRunning: { port in Self.say("listening on", configuration.listen.host, port) },
            onMetricsRunning: { port in Self.say("metrics on", configuration.metricsListen.host, port) })
        try await app.runService()
    }

    /// Whoever started the server reads its addresses on stdout: unable to say them, it stops.
    private static func say(_ what: String, _ host: String, _ port: Int) {
        do throws(WriteFailure) {
            try StandardStream.output.write("\(what) \(ListenAddress(host: host, port: port))\n")
        } catch {
            StandardStream.exit(after: error, saying: "sales-web-server: cannot write to standard output: \(error)")
        }
    }

    /// Defaults, then the environment, then these flags.
    func makeConfiguration(environment: [String: String]) throws -> WebServerConfiguration {
        let flags = WebServerConfiguration.flags(
            listen: listen, metricsListen: metricsListen, salesAPIURL: salesAPIURL, ratesURL: ratesURL,
            databaseURL: databaseURL,
            publicOrigin: publicOrigin, trustedProxies: trustedProxies, sessionKeyFile: sessionKeyFile,
            figuresBudget: figuresMemoryBudget, sessionIdle: sessionIdleTimeout, sessionLifetime: sessionLifetime,
            currency: currency, logLevel: logLevel, logFormat: logFormat)
        do {
            return try WebServerConfiguration(settings: SettingSources(environment: environment, flags: flags))
        } catch {
            throw ValidationError(error.description)
        }
    }
}
