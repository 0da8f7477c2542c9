import Hummingbird
import Logging
import SalesClient
import SalesConfiguration
import SalesCore
import SalesPostgres
import SalesTeam
import SalesWeb
import ServiceLifecycle

/// `sales-web-server`'s composition root: `sales web`'s pages for every manager, behind the team's
/// door, over the shared stores — given its ports, so a test composes it with in-memory ones.
package enum WebServerApplication {
    /// The ports the pages run over.
    package struct Ports: Sendable {
        package let sessions: TeamSessions
        package let failures: any SignInFailureStore
        package let settings: any UserSettingsStore
        package let zones: TeamZones
        package let figures: TeamFiguresStore
        package let login: @Sendable (String, String) async throws(ClientError) -> String
        package let readiness: @Sendable () async -> String?
        /// Every metric in Prometheus's text format (the executable's registry); empty by default.
        package let metrics: @Sendable () -> [UInt8]

        package init(
            sessions: TeamSessions, failures: any SignInFailureStore, settings: any UserSettingsStore,
            zones: TeamZones = TeamZones(), figures: TeamFiguresStore,
            login: @escaping @Sendable (String, String) async throws(ClientError) -> String,
            readiness: @escaping @Sendable () async -> String?,
            metrics: @escaping @Sendable () -> [UInt8] = { [] }
        ) {
            self.sessions = sessions
            self.failures = failures
            self.settings = settings
            self.zones = zones
            self.figures = figures
            self.login = login
            self.readiness = readiness
            self.metrics = metrics
        }
    }

    /// The routes: `/health`, `/ready` and `/metrics` for the front and the operators (each request
    /// counted), then every page behind the door (each request logged).
    package static func router(
        ports: Ports, origin: PublicOrigin, trustedProxies: TrustedProxies, currency: CurrencyCode, zone: ReaderTimeZone
    ) -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: MetricsMiddleware())
        router.get("/health") { _, _ in "ok\n" }
        router.get("/ready") { _, _ -> Response in
            let reason = await ports.readiness()
            return Response(
                status: reason == nil ? .ok : .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: reason.map { "not ready: \($0)\n" } ?? "ready\n")))
        }
        router.get("/metrics") { _, _ -> Response in
            let count = try? await ports.sessions.store.count()
            TeamTelemetry.record(
                figuresBytes: ports.figures.keptBytes, figuresUsers: ports.figures.keptUsers, sessions: count)
            return Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: ports.metrics())))
        }
        // Routes take the middleware added before them: the three above answer unguarded, unlogged.
        let pages = router
        pages.add(middleware: LogRequestsMiddleware(.info))
        pages.add(
            middleware: TeamGuard(
                origin: origin, sessions: ports.sessions, settings: ports.settings, zones: ports.zones))
        Assets.add(to: pages)
        pages.get("/") { _, _ in Response.redirect(to: "/overview", type: .normal) }
        TeamSessionController(
            sessions: ports.sessions, failures: ports.failures, figures: ports.figures, settings: ports.settings,
            zones: ports.zones, trustedProxies: trustedProxies, login: ports.login
        ).addRoutes(to: pages)
        SettingsController(settings: ports.settings, zones: ports.zones).addRoutes(to: pages)
        DevicesController(sessions: ports.sessions).addRoutes(to: pages)
        let figures = ports.figures
        let sessions = ports.sessions
        FiguresController(
            figures: { context in
                let answer = await figures.figures(for: context.account)
                // The sales API refused the token: this session is over ("Session expired").
                // An unreachable database: the next request tries again.
                if case .loggedOut = answer, let account = context.account { try? await sessions.end(account) }
                return answer
            }, rates: { await figures.rates(to: $0) }, currency: currency, zone: zone, quits: false
        ).addRoutes(to: pages)
        return router
    }

    /// What the replica serves, on `configuration.listen`; `onServerRunning` is told its port.
    package static func build(
        configuration: WebServerConfiguration, ports: Ports, currency: CurrencyCode, zone: ReaderTimeZone,
        services: [any Service], logger: Logger, onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = router(
            ports: ports, origin: configuration.publicOrigin, trustedProxies: configuration.trustedProxies,
            currency: currency, zone: zone)
        return Application(
            router: router,
            configuration: .init(
                address: .hostname(configuration.listen.host, port: configuration.listen.port), serverName: nil),
            services: services,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) }, logger: logger)
    }
}
