import Foundation
import Logging
import SalesMiddleware
import ScriptedHTTPServer
import ServiceLifecycle
import Testing

/// The middleware's settings for `upstream`, listening on a free port.
func liveConfiguration(upstream: ScriptedHTTPServer) throws -> MiddlewareConfiguration {
    var configuration = MiddlewareConfiguration(ratesURL: try #require(URL(string: upstream.baseURL + "/rates")))
    configuration.port = 0
    return configuration
}

/// Runs the middleware, as `sales-middleware` does, on 127.0.0.1 at a free port with its live
/// upstream client, for tests that hold raw connections: unlike the test framework's live client,
/// nothing else connects to it. `body` gets the port and a way to begin the graceful shutdown
/// early; it begins anyway when `body` returns, and this returns once the service group has ended.
func withRunningMiddleware(
    _ configuration: MiddlewareConfiguration,
    _ body: @escaping @Sendable (_ port: Int, _ shutDown: @escaping @Sendable () async -> Void) async throws -> Void
) async throws {
    let (ports, listening) = AsyncStream.makeStream(of: Int.self)
    let quiet = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let app = SalesMiddleware.buildApplication(
        configuration: configuration, logger: quiet, onListening: { _, port in listening.yield(port) })
    let group = ServiceGroup(services: [app], logger: quiet)
    try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        do {
            try await body(port, { await group.triggerGracefulShutdown() })
        } catch {
            await group.triggerGracefulShutdown()
            throw error
        }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
    }
}
