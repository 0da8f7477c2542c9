import Hummingbird
import ServiceLifecycle

/// The whole application — its server, its channel handlers and its services — on 127.0.0.1 at a
/// free port; the test talks to it over real connections (``LiveTestClient``).
struct LiveTesting<App: ApplicationProtocol> {
    let app: App

    struct NoPort: Error, CustomStringConvertible {
        var description: String { "the server under test has no port" }
    }

    func run<Value: Sendable>(_ test: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        let application = PortReportingApplication(base: app)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            let services = ServiceGroup(
                configuration: .init(services: [application], gracefulShutdownSignals: [], logger: app.logger))
            group.addTask {
                // A server that never ran (its address taken…) says so to the waiting test.
                defer { application.port.fulfil(nil) }
                try await services.run()
            }
            let client: LiveTestClient
            do {
                guard let port = await application.port.value() else { throw NoPort() }
                client = LiveTestClient(port: port)
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
            do {
                let value = try await test(client)
                await client.close()
                await services.triggerGracefulShutdown()
                return value
            } catch {
                await client.close()
                await services.triggerGracefulShutdown()
                throw error
            }
        }
    }
}
