import ServiceLifecycle

/// Loads the figures beside the server, which answers from its first request on (the pages say the
/// figures are loading until they are); on shutdown — SIGTERM, Quit, the idle stop — the load under
/// way, first or Refresh's, is cancelled (its transfers stop), so nothing waits for it.
struct FiguresLoadingService: Service {
    let store: WebFiguresStore

    func run() async throws {
        await withGracefulShutdownHandler {
            await store.load()
            try? await gracefulShutdown()
        } onGracefulShutdown: {
            store.cancelLoading()
        }
    }
}
