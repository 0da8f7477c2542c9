import HTTPTypes
import Hummingbird

/// CORS as configured, through Hummingbird's `CORSMiddleware`: with `*`, every origin may read the
/// answers; with a list, each listed origin is answered with its own name and the others get no
/// CORS headers (their preflight reaches the router: 405). Hummingbird takes a list of origins only
/// as variadic arguments, so there is one `CORSMiddleware` per listed origin, chosen by the
/// request's `Origin`; answers to a list vary by `Origin` for the caches in front.
///
/// Browsers may send `If-None-Match` and `X-Request-Id`, and read the cache headers, the ETag and
/// the request id; preflights are kept for 10 minutes. ``APIMiddleware`` runs it outside the API's
/// errors, so error answers carry the CORS headers too and a browser can read why.
struct CORSPolicyMiddleware<Context: RequestContext>: RouterMiddleware {
    private let everyOrigin: CORSMiddleware<Context>?
    private let listed: [String: CORSMiddleware<Context>]

    /// `nil` for ``AllowedOrigins/none``: no CORS at all.
    init?(_ origins: AllowedOrigins) {
        switch origins {
        case .none:
            return nil
        case .any:
            everyOrigin = Self.cors(.all)
            listed = [:]
        case .only(let origins):
            everyOrigin = nil
            listed = Dictionary(origins.map { ($0, Self.cors(.custom($0))) }, uniquingKeysWith: { first, _ in first })
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if let cors = everyOrigin ?? request.headers[.origin].flatMap({ listed[$0] }) {
            var response = try await cors.handle(request, context: context, next: next)
            // Hummingbird names the exposed headers in preflights only; browsers read them here.
            if request.method != .options, response.headers[.accessControlAllowOrigin] != nil {
                response.headers[.accessControlExposeHeaders] = Self.exposed.joined(separator: ", ")
            }
            return response
        }
        do {
            var response = try await next(request, context)
            response.headers[values: .vary].append("Origin")
            return response
        } catch var error as APIError {
            error.headers[values: .vary].append("Origin")
            throw error
        }
    }

    private static var exposed: [String] { ["ETag", "X-Cache", "X-Request-Id"] }

    private static func cors(_ origin: CORSMiddleware<Context>.AllowOriginExtended) -> CORSMiddleware<Context> {
        CORSMiddleware(
            allowOrigin: origin,
            allowHeaders: [.accept, .acceptEncoding, .ifNoneMatch, .xRequestID],
            allowMethods: [.get, .head],
            exposedHeaders: exposed,
            maxAge: .minutes(10)
        )
    }
}
