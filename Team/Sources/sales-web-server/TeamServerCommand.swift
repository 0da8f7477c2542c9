import ArgumentParser
import Foundation
import Logging
import Metrics
import Prometheus
import SalesConfiguration
import SalesOutput
import SalesServerTelemetry
import SalesTeam
import SalesTeamServer
import SalesVersion

/// `sales-web-server`: the team's SaleAssistant, one replica of it behind the front.
@main
struct TeamServerCommand: AsyncParsableCommand {
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

            \(TeamSetting.environmentParagraph)
            """,
        version: SaleAssistant.version
    )

    @Option(name: .customLong(TeamSetting.listen.long), help: ArgumentHelp(TeamSetting.listen.help))
    var listen: String?
    @Option(name: .customLong(TeamSetting.metricsListen.long), help: ArgumentHelp(TeamSetting.metricsListen.help))
    var metricsListen: String?
    @Option(name: .customLong(TeamSetting.salesAPIURL.long), help: ArgumentHelp(TeamSetting.salesAPIURL.help))
    var salesAPIURL: String?
    @Option(name: .customLong(TeamSetting.ratesURL.long), help: ArgumentHelp(TeamSetting.ratesURL.help))
    var ratesURL: String?
    @Option(name: .customLong(TeamSetting.databaseURL.long), help: ArgumentHelp(TeamSetting.databaseURL.help))
    var databaseURL: String?
    @Option(name: .customLong(TeamSetting.publicOrigin.long), help: ArgumentHelp(TeamSetting.publicOrigin.help))
    var publicOrigin: String?
    @Option(name: .customLong(TeamSetting.trustedProxies.long), help: ArgumentHelp(TeamSetting.trustedProxies.help))
    var trustedProxies: String?
    @Option(name: .customLong(TeamSetting.sessionKeyFile.long), help: ArgumentHelp(TeamSetting.sessionKeyFile.help))
    var sessionKeyFile: String?
    @Option(
        name: .customLong(TeamSetting.figuresMemoryBudget.long),
        help: ArgumentHelp(TeamSetting.figuresMemoryBudget.help))
    var figuresMemoryBudget: String?
    @Option(
        name: .customLong(TeamSetting.sessionIdleTimeout.long), help: ArgumentHelp(TeamSetting.sessionIdleTimeout.help))
    var sessionIdleTimeout: String?
    @Option(name: .customLong(TeamSetting.sessionLifetime.long), help: ArgumentHelp(TeamSetting.sessionLifetime.help))
    var sessionLifetime: String?
    @Option(name: .customLong(TeamSetting.currency.long), help: ArgumentHelp(TeamSetting.currency.help))
    var currency: String?
    @Option(name: .customLong(TeamSetting.defaultLocale.long), help: ArgumentHelp(TeamSetting.defaultLocale.help))
    var defaultLocale: String?
    @Option(name: .customLong(TeamSetting.logLevel.long), help: ArgumentHelp(TeamSetting.logLevel.help))
    var logLevel: String?
    @Option(name: .customLong(TeamSetting.logFormat.long), help: ArgumentHelp(TeamSetting.logFormat.help))
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
        guard let sealer = TokenSealer(keys: keys), let figuresSealer = FiguresSealer(keys: keys) else {
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
        let live = TeamServerApplication.live(
            configuration: configuration, sealer: sealer, figuresSealer: figuresSealer, logger: logger,
            metrics: { registry.emitToBuffer() })
        let app = TeamServerApplication.build(
            configuration: configuration, ports: live.ports, currency: configuration.currency, zone: .utc,
            services: [sink, live.maintenance],
            logger: logger,
            onServerRunning: { port in Self.say("listening on", configuration.listen.host, port) },
            onMetricsRunning: { port in Self.say("metrics on", configuration.metricsListen.host, port) })
        try await app.runService()
        // Figures loaded just before the stop are kept for the replica that serves their user next.
        await live.ports.figures.settled()
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
    func makeConfiguration(environment: [String: String]) throws -> TeamServerConfiguration {
        let values: [TeamSetting: String?] = [
            .listen: listen,
            .metricsListen: metricsListen,
            .salesAPIURL: salesAPIURL,
            .ratesURL: ratesURL,
            .databaseURL: databaseURL,
            .publicOrigin: publicOrigin,
            .trustedProxies: trustedProxies,
            .sessionKeyFile: sessionKeyFile,
            .figuresMemoryBudget: figuresMemoryBudget,
            .sessionIdleTimeout: sessionIdleTimeout,
            .sessionLifetime: sessionLifetime,
            .currency: currency,
            .defaultLocale: defaultLocale,
            .logLevel: logLevel,
            .logFormat: logFormat,
        ]
        let flags = TeamSetting.flags(values.compactMapValues { $0 })
        do {
            return try TeamServerConfiguration(settings: SettingSources(environment: environment, flags: flags))
        } catch {
            throw ValidationError(error.description)
        }
    }
}
