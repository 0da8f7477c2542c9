import AsyncHTTPClient
import ServiceLifecycle

/// Keeps the shared HTTP client alive for the service group's lifetime and shuts it down after
/// the server has stopped, so no connection outlives the process.
struct HTTPClientService: Service {
    let client: HTTPClient

    func run() async throws {
        // Wait for graceful shutdown; cancellation (the group ending) is just as fine.
        try? await gracefulShutdown()
        try await client.shutdown()
    }
}
