import Hummingbird
import Logging
import ServiceLifecycle

/// The application's responder driven in process, with the application's services running
/// beside the test (and its pre-start processes run first), as its server would run them.
struct RouterTesting<App: ApplicationProtocol> {
    let app: App

    func run<Value: Sendable>(_ test: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        let client = RouterTestClient(responder: try await app.responder, logger: app.logger)
        guard !app.services.isEmpty else {
            for process in app.processesRunBeforeServerStart { try await process() }
            return try await test(client)
        }
        return try await withThrowingTaskGroup(of: Void.self) { group in
            let (started, signal) = AsyncStream.makeStream(of: Void.self)
            let services = ServiceGroup(
                configuration: .init(
                    services: app.services + [StartedSignal(signal: signal)], gracefulShutdownSignals: [],
                    logger: app.logger))
            group.addTask { try await services.run() }
            do {
                for process in app.processesRunBeforeServerStart { try await process() }
                // A test that returned before the group ran its services would shut down nothing.
                for await _ in started {}
                let value = try await test(client)
                await services.triggerGracefulShutdown()
                return value
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
        }
    }
}

/// Says the service group has started its services, then waits for the shutdown.
private struct StartedSignal: Service {
    let signal: AsyncStream<Void>.Continuation

    func run() async throws {
        signal.finish()
        try? await gracefulShutdown()
    }
}
