import Foundation
import Logging
import SalesPostgres
import SalesSupport
import SalesTeam
import ServiceLifecycle

/// Brings the database's tables to this program's version at start — again and again, every few
/// seconds, while the database is away — then, every minute, ends expired sessions, forgets the
/// figures of users left without a session and old failed sign-ins. Readiness waits for the first
/// migration.
package struct SchemaMaintenanceService: Service {
    let pool: PostgresPool
    let readiness: Readiness
    let sessions: any TeamSessionSweep
    let failures: any SignInFailureStore
    let figures: (any FiguresVault)?
    let sessionIdle: Duration
    let sessionLifetime: Duration
    let logger: Logger
    let now: @Sendable () -> Date

    package init(
        pool: PostgresPool, readiness: Readiness, sessions: any TeamSessionSweep, failures: any SignInFailureStore,
        figures: (any FiguresVault)? = nil, sessionIdle: Duration, sessionLifetime: Duration, logger: Logger,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.pool = pool
        self.readiness = readiness
        self.sessions = sessions
        self.failures = failures
        self.figures = figures
        self.sessionIdle = sessionIdle
        self.sessionLifetime = sessionLifetime
        self.logger = logger
        self.now = now
    }

    /// Until the server shuts down (its graceful shutdown cancels the loops).
    package func run() async throws {
        try await cancelWhenGracefulShutdown {
            await migrate()
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(60))  // Cancelled: the loop ends.
                guard !Task.isCancelled else { return }
                await sweep()
            }
        }
    }

    private func migrate() async {
        var attempt = 0
        while !Task.isCancelled {
            do {
                let applied = try await TeamSchema.migrate(pool, now: now().millisecondsSince1970)
                logger.info("database tables ready", metadata: ["applied": "\(applied)"])
                readiness.schemaIsCurrent()
                return
            } catch {
                attempt += 1
                logger.warning(
                    "database not ready; trying again", metadata: ["error": "\(error)", "attempt": "\(attempt)"])
                try? await Task.sleep(for: .seconds(2))  // Cancelled: the loop ends.
            }
        }
    }

    private func sweep() async {
        let time = now().millisecondsSince1970
        let (idle, lifetime) = (sessionIdle.milliseconds, sessionLifetime.milliseconds)
        do {
            let ended = try await sessions.deleteExpired(idleBefore: time - idle, createdBefore: time - lifetime)
            try await failures.pruneFailures(before: time - SignInThrottle().window)
            let forgotten = try await figures?.forgetUsersWithoutSessions() ?? 0
            if ended > 0 { logger.info("expired sessions ended", metadata: ["count": "\(ended)"]) }
            if forgotten > 0 {
                logger.info("figures of users without a session forgotten", metadata: ["count": "\(forgotten)"])
            }
        } catch {
            logger.warning("expired sessions not swept", metadata: ["error": "\(error)"])
        }
    }

}
