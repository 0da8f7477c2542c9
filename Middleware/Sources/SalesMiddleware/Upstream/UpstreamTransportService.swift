import SalesHTTP
import ServiceLifecycle

/// Stops the upstream's transfers when the service group shuts down: it is started before the
/// server and so shut down after it, once every request in flight has had its answer; a fetch
/// still under way then (a refresh ahead of expiry) is aborted, never left running.
struct UpstreamTransportService: Service {
    let transport: CurlTransport

    func run() async throws {
        // Wait for graceful shutdown; cancellation (the group ending) is just as fine.
        try? await gracefulShutdown()
        transport.stop()
    }
}
