import Hummingbird
import Logging
import NIOCore
import SalesClient
import SalesConfiguration
import SalesCore
import SalesPostgres
import SalesSupport
import SalesTeam
import SalesWeb
import ServiceLifecycle

/// `sales-web-server`'s composition root: `sales web`'s pages for every manager, behind the team's
/// door, over the shared stores — given its ports, so a test composes it with in-memory ones.
package enum TeamServerApplication {
    /// The ports the pages run over.
    package struct Ports: Sendable {
        package let sessions: TeamSessions
        package let failures: any SignInFailureStore
        package let settings: any UserSettingsStore
        package let zones: TeamZones
        package let figures: TeamFiguresStore
        package let login: @Sendable (String, String) async throws(ClientError) -> String
        /// Waits before a sign-in is sent on (a user name that failed often): the clock's sleep.
        package let pause: @Sendable (Duration) async -> Void
        package let readiness: @Sendable () async -> String?
        /// Every metric in Prometheus's text format (the executable's registry); empty by default.
        package let metrics: @Sendable () -> [UInt8]
        /// How many sessions there are, for the metrics (the sweep's store); `nil` when unknown.
        package let sessionCount: @Sendable () async -> Int?

        package init(
            sessions: TeamSessions, failures: any SignInFailureStore, settings: any UserSettingsStore,
            zones: TeamZones = TeamZones(), figures: TeamFiguresStore,
            login: @escaping @Sendable (String, String) async throws(ClientError) -> String,
            readiness: @escaping @Sendable () async -> String?,
            metrics: @escaping @Sendable () -> [UInt8] = { [] },
            sessionCount: @escaping @Sendable () async -> Int? = { nil },
            pause: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
        ) {
            self.pause = pause
            self.sessionCount = sessionCount
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

    /// The routes: `/health` and `/ready` for the front and the operators (each request counted),
    /// then every page behind the door (each request logged). `/metrics` is not among them: it is
    /// served on a listener of its own (``metricsRouter(ports:)``).
    package static func router(
        ports: Ports, origin: PublicOrigin, trustedProxies: TrustedProxies, currency: CurrencyCode,
        zone: ReaderTimeZone,
        defaultLocale: String? = nil
    ) -> Router<TeamRequestContext> {
        let router = Router(context: TeamRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: MetricsMiddleware())
        router.get("/health") { _, _ in "ok\n" }
        router.get("/ready") { _, _ -> Response in
            let reason = await ports.readiness()
            return Response(
                status: reason == nil ? .ok : .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: reason.map { "not ready: \($0)\n" } ?? "ready\n")))
        }
        // Routes take the middleware added before them: the two above answer unguarded, unlogged.
        let pages = router
        pages.add(middleware: LogRequestsMiddleware(.info))
        pages.add(
            middleware: TeamGuard(
                origin: origin, sessions: ports.sessions, zones: ports.zones,
                defaultLocale: defaultLocale))
        Assets.add(to: pages)
        pages.get("/") { _, _ in Response.redirect(to: WebRoute.overview, type: .normal) }
        TeamSessionController(
            sessions: ports.sessions, failures: ports.failures, figures: ports.figures, settings: ports.settings,
            zones: ports.zones, trustedProxies: trustedProxies, login: ports.login, pause: ports.pause
        ).addRoutes(to: pages)
        // The pages only a signed-in manager reaches: their account is no longer optional there.
        let signedIn = pages.group(context: SignedInContext.self)
        SettingsController(settings: ports.settings, zones: ports.zones).addRoutes(to: signedIn)
        DevicesController(sessions: ports.sessions).addRoutes(to: signedIn)
        let figures = ports.figures
        let sessions = ports.sessions
        FiguresController(
            figures: { context in await sessions.figures(of: context.account, from: figures) },
            rates: { await figures.rates(to: $0) }, currency: currency, zone: zone, host: TeamHost.description
        ).addRoutes(to: pages)
        return router
    }

    /// How long a connection may hold a replica: a request's head must arrive within `head` of its
    /// first byte; a connection that sends nothing for `idle` is closed — longer than the front's
    /// own keep-alive (nginx's 60 s), so the front, not the replica, ends the connections it keeps.
    package struct ConnectionLimits: Sendable {
        package var head: Duration = .seconds(10)
        package var idle: Duration = .seconds(75)

        package init(head: Duration = .seconds(10), idle: Duration = .seconds(75)) {
            self.head = head
            self.idle = idle
        }
    }

    /// `/metrics` alone, for the operators' scraper, on the metrics listener: the front never
    /// proxies it, so no spelling of a path (`/metrics/`, `//metrics`, `/%6Detrics`) reaches the
    /// replica's metrics from outside. Anything else there is a bare 404.
    package static func metricsRouter(ports: Ports) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.get("/metrics") { _, _ -> Response in
            let count = await ports.sessionCount()
            TeamTelemetry.record(
                figuresBytes: ports.figures.keptBytes, figuresUsers: ports.figures.keptUsers, sessions: count)
            return Response(
                status: .ok,
                headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: ports.metrics())))
        }
        return router
    }

    /// What the replica serves, on `configuration.listen` (its pages) and `configuration.metricsListen`
    /// (its metrics); `onServerRunning` and `onMetricsRunning` are told their ports.
    package static func build(
        configuration: TeamServerConfiguration, ports: Ports, currency: CurrencyCode, zone: ReaderTimeZone,
        services: [any Service], logger: Logger, limits: ConnectionLimits = ConnectionLimits(),
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in },
        onMetricsRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let metrics = Application(
            router: metricsRouter(ports: ports),
            configuration: .init(
                address: .hostname(configuration.metricsListen.host, port: configuration.metricsListen.port),
                serverName: nil),
            onServerRunning: { channel in await onMetricsRunning(channel.localAddress?.port ?? 0) }, logger: logger)
        let router = router(
            ports: ports, origin: configuration.publicOrigin, trustedProxies: configuration.trustedProxies,
            currency: currency, zone: zone, defaultLocale: configuration.defaultLocale)
        let head = TimeAmount.nanoseconds(limits.head.nanoseconds)
        let idle = TimeAmount.nanoseconds(limits.idle.nanoseconds)
        return Application(
            router: router,
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [RequestHeadDeadline(limit: head)], idleTimeout: idle)),
            configuration: .init(
                address: .hostname(configuration.listen.host, port: configuration.listen.port), serverName: nil),
            services: services + [metrics],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) }, logger: logger)
    }
}
