import Foundation
import Logging
import SalesClient
import SalesHTTP
import SalesPostgres
import SalesTeam
import SalesVersion
import ServiceLifecycle

extension TeamServerApplication {
    /// The concrete parts a replica runs over, made in one place from its configuration: the
    /// PostgreSQL pool and the stores over it, the sealed sessions, the sales API through libcurl,
    /// readiness — and the service that migrates the tables and sweeps expired sessions. The
    /// executable only reads the key, starts logging and metrics, and runs ``build(configuration:ports:currency:zone:services:logger:limits:onServerRunning:onMetricsRunning:)``
    /// over these; a test gives ``Ports`` of its own to the same function.
    package struct Live: Sendable {
        package let ports: Ports
        package let maintenance: SchemaMaintenanceService
    }

    /// `metrics`: the registry's Prometheus text, for `/metrics`.
    package static func live(
        configuration: TeamServerConfiguration, sealer: TokenSealer, figuresSealer: FiguresSealer, logger: Logger,
        metrics: @escaping @Sendable () -> [UInt8]
    ) -> Live {
        let pool = PostgresPool(url: configuration.databaseURL, size: 4)
        let readiness = Readiness(pool: pool)
        let store = PostgresTeamSessionStore(pool: pool)
        let failures = PostgresSignInFailureStore(pool: pool)
        let vault = PostgresFiguresVault(pool: pool)
        let maintenance = SchemaMaintenanceService(
            pool: pool, readiness: readiness, sessions: store, failures: failures, figures: vault,
            sessionIdle: configuration.sessionIdle, sessionLifetime: configuration.sessionLifetime, logger: logger)
        let api = SalesAPI(
            http: RetryingTransport(CurlTransport(userAgent: "sales-web-server/\(SaleAssistant.version)")),
            apiURL: configuration.salesAPIURL, ratesURL: configuration.ratesURL, timeout: .seconds(30))
        let ports = Ports(
            sessions: TeamSessions(
                store: store, sealer: sealer, idle: configuration.sessionIdle, lifetime: configuration.sessionLifetime),
            failures: failures, settings: PostgresUserSettingsStore(pool: pool),
            figures: TeamFiguresStore(
                api: api, currency: configuration.currency, budget: configuration.figuresBudget,
                archive: FiguresArchive(vault: vault, sealer: figuresSealer)),
            login: { username, password throws(ClientError) in
                try await api.login(username: username, password: password).rawValue
            }, readiness: { await readiness.check() }, metrics: metrics, sessionCount: { try? await store.count() })
        return Live(ports: ports, maintenance: maintenance)
    }
}
