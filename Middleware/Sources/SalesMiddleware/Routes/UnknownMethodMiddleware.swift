import HTTPTypes
import Hummingbird

/// Answers 501 to a method outside HTTP's standard set (RFC 9110's, PATCH and QUERY) on any path, as RFC
/// 9110 §15.6.2 asks of a server that does not recognise it. It runs before the metrics, so request
/// labels stay a small, fixed set whatever methods clients invent.
struct UnknownMethodMiddleware<Context: RequestContext>: RouterMiddleware {
    /// RFC 9110's methods, PATCH, and QUERY (the IETF's safe method with a body, which HTTPTypes
    /// does not name yet).
    static var standard: [HTTPRequest.Method] {
        [.get, .head, .post, .put, .delete, .connect, .options, .trace, .patch]
            + ["QUERY"].compactMap { HTTPRequest.Method($0) }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        // GET first: the common case costs one comparison.
        guard request.method == .get || Self.standard.contains(request.method) else {
            throw APIError(.notImplemented, "the method \(request.method) is not supported; use GET")
        }
        return try await next(request, context)
    }
}
