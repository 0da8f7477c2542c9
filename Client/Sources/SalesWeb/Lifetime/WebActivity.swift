import Hummingbird

/// Counts every request that passed the door as activity: the idle time starts again.
struct WebActivity: RouterMiddleware {
    typealias Context = WebRequestContext

    let lifetime: WebLifetime

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        lifetime.touch()
        return try await next(request, context)
    }
}
