import ServiceLifecycle

/// The sink as one of the application's services: it lives until the service group shuts down,
/// then writes what is left and ends its thread (``LogSink/close()``). Registered first, it is
/// shut down last: the other services' last lines go through it.
extension LogSink: Service {
    public func run() async throws {
        try? await gracefulShutdown()
        close()
    }
}
