import Foundation
import HTTPTypes
import Hummingbird
import SalesCore
import SalesSupport

/// `GET /rates[?to=CODE]`, `GET /rates/{code}/path[?to=CODE]`, `GET /rates/diagnostics[?to=CODE]`.
struct RatesController<Context: RequestContext> {
    let cache: RatesCache
    let defaultTarget: CurrencyCode
    private let cacheControl = CacheControlField()

    init(cache: RatesCache, defaultTarget: CurrencyCode) {
        self.cache = cache
        self.defaultTarget = defaultTarget
    }

    func addRoutes(to router: Router<Context>) {
        router.get("/rates") { request, _ in try await rates(request) }
        router.get("/rates/diagnostics") { request, _ in try await diagnostics(request) }
        router.get("/rates/:code/path") { request, context in try await path(request, context) }
        router.onlyGet("/rates", "/rates/diagnostics", "/rates/:code/path")
    }

    private func rates(_ request: Request) async throws -> Response {
        try await answer(to: requestedTarget(request)).ratesResponse(to: request, cacheControl)
    }

    private func path(_ request: Request, _ context: Context) async throws -> Response {
        // A path parameter arrives as written: `%4APY` is JPY, as `?to=%4APY` is.
        let written = context.parameters.get("code")
        guard let source = try currency(written.map { $0.removingPercentEncoding ?? $0 }, name: "code") else {
            throw APIError(.badRequest, "a currency code is required")
        }
        let target = try requestedTarget(request)
        let answer = try await answer(to: target)
        let rates = answer.rates
        guard source == target || answer.lookup.snapshot.currencies.contains(source) else {
            throw APIError(.notFound, "unknown currency \(source): no upstream rate names it")
        }
        guard let path = rates.table.path(from: source) else {
            // The reason the diagnostics give: no chain at all, too long a chain, a rate out of range.
            let reason = rates.table.unreachable.first { $0.currency == source }?.reason ?? .noPath
            switch reason {
            case .noPath: throw APIError(.notFound, "\(source) has no path to \(target) in the upstream rates")
            default: throw APIError(.notFound, "\(source) cannot be converted to \(target): \(reason)")
            }
        }
        return JSONBody.response(headers: answer.cacheHeaders(cacheControl)) { json in
            PathResponse.write(path, to: &json)
        }
    }

    private func diagnostics(_ request: Request) async throws -> Response {
        let answer = try await answer(to: requestedTarget(request))
        let report = DiagnosticsResponse(
            snapshot: answer.lookup.snapshot,
            table: answer.rates.table,
            age: answer.lookup.age,
            freshness: answer.lookup.freshness,
            lastError: cache.lastError
        )
        return JSONBody.response(headers: answer.cacheHeaders(cacheControl)) { json in report.write(to: &json) }
    }

    // MARK: - Shared steps

    /// `?to=CODE`, or the default target; the query is parsed only when there is one. `to` given
    /// twice is refused: which one did the caller mean?
    private func requestedTarget(_ request: Request) throws -> CurrencyCode {
        guard request.uri.query != nil else { return defaultTarget }
        let targets = request.uri.queryParameters.getAll("to")
        guard targets.count <= 1 else { throw APIError(.badRequest, "give `to` once, not \(targets.count) times") }
        return try currency(targets.first.map { String($0) }, name: "to") ?? defaultTarget
    }

    /// A currency code from the request (ASCII letters in any case), `nil` when absent.
    private func currency(_ text: String?, name: String) throws -> CurrencyCode? {
        guard let text else { return nil }
        guard let code = CurrencyCode(anyCase: text) else {
            throw APIError(
                .badRequest, "\(name) must be a three-letter currency code such as USD, not '\(text.prefix(32))'")
        }
        return code
    }

    /// The cache asked once; what it cannot answer as the API's error (502/504 for the upstream,
    /// 404 for a currency no rate names, 503 while others are being solved).
    @inline(__always)
    private func answer(to target: CurrencyCode) async throws(APIError) -> RatesCache.Answer {
        do {
            return try await cache.answer(to: target)
        } catch {
            switch error {
            case .upstream(let error):
                throw APIError(error == .timeout ? .gatewayTimeout : .badGateway, error.description)
            case .unavailable(.unknown):
                throw APIError(.notFound, "unknown currency \(target): no upstream rate names it")
            case .unavailable(.busy):
                throw APIError(
                    .serviceUnavailable,
                    "rates to \(target) are not solved yet and the server is solving others; try again",
                    headers: [.retryAfter: "1"])
            }
        }
    }
}
