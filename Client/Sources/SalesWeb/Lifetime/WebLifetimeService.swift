import ServiceLifecycle

/// The server's lifetime as a service of its group: it returns when Quit is pressed or the server
/// has been idle too long, and the group then stops the server gracefully (requests under way
/// finish); a signal's graceful shutdown ends it too.
struct WebLifetimeService: Service {
    let lifetime: WebLifetime

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await lifetime.waitForEnding()
        }
    }
}
