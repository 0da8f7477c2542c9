import HTTPTypes
import Hummingbird

/// Every error leaves as JSON `{"error": "…"}`: the router's 404s, request-decoding errors, a method
/// outside the standard (501, before any route sees it: ``HTTPRequest/Method/isStandard``), and
/// anything unexpected (a 500 whose details stay in the log).
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.method.isStandard else {
            throw APIError(.notImplemented, "the method \(request.method) is not supported; use GET")
        }
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as HTTPError {
            let message =
                error.body
                ?? (error.status == .notFound
                    ? "no route for \(request.method) \(request.uri.path)" : error.status.reasonPhrase)
            throw APIError(error.status, message, headers: error.headers)
        } catch let error as any HTTPResponseError {
            throw APIError(error.status, error.status.reasonPhrase)
        } catch {
            context.logger.error("unhandled error: \(error)")
            throw APIError(.internalServerError, "internal error")
        }
    }
}
