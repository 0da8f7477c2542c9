import Hummingbird
import Metrics
import SalesServerTelemetry

/// The one middleware every request crosses, outermost, in this order:
/// 1. ``RequestTelemetry``: the request's id, metrics and log line see every answer;
/// 2. CORS, when origins are configured (``CORSPolicyMiddleware``): it wraps the errors so a
///    browser can read why;
/// 3. the API's errors: a method outside the standard is refused 501 before any route, and
///    whatever a route or the router throws leaves as JSON (``APIError/init(answering:to:logger:)``).
///
/// One layer instead of three: Hummingbird builds every route's responder with every router
/// middleware, so each layer is an async frame holding copies of the request and its context, an
/// existential call and a closure on every request (what each cost: `make bench-middleware`,
/// bench/RESULTS.md). It stays a middleware, not a responder wrapped around the router's:
/// the router turns what a route throws into a plain answer before a wrapper would see it.
///
/// Concrete, not generic over its context: Hummingbird calls a middleware through its conformance's
/// witness, and a generic type's witness is the unspecialized code — type metadata looked up, the
/// context copied through value witnesses onto the task's allocator — on every request.
struct APIMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    private let telemetry: RequestTelemetry
    private let cors: CORSPolicyMiddleware<Context>?

    init(metrics: RequestMetricsHandles, requestLog: any RequestLog, allowedOrigins: AllowedOrigins) {
        telemetry = RequestTelemetry(metrics: metrics, log: requestLog)
        cors = CORSPolicyMiddleware(allowedOrigins)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var context = context
        let started = telemetry.start(request, logger: &context.logger)
        var response: Response
        var failed = false
        do {
            if let cors {
                response = try await cors.handle(request, context: context) { request, context in
                    try await Self.answer(request, context, next)
                }
            } else {
                response = try await Self.answer(request, context, next)
            }
        } catch let error as any HTTPResponseError {
            failed = true
            response = try error.response(from: request, context: context)
        }
        telemetry.finish(started, request, response: &response, failed: failed, context: context)
        return response
    }

    /// The route's answer, or the ``APIError`` that says why there is none.
    @inline(__always)
    private static func answer(
        _ request: Request, _ context: Context, _ next: (Request, Context) async throws -> Response
    ) async throws(APIError) -> Response {
        guard request.method.isStandard else { throw .unsupported(request.method) }
        do {
            return try await next(request, context)
        } catch {
            throw APIError(answering: error, to: request, logger: context.logger)
        }
    }
}
