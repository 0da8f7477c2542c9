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
        let target = try requestedTarget(request)
        let lookup = try await currentRates()
        let rates = try await solved(lookup, to: target)
        let encoded = rates.encoded(gzip: AcceptEncoding.prefersGzip(request.headers.value(of: .acceptEncoding)))
        // Room for these (at most seven) and the three the way out adds (X-Request-Id, Date,
        // Server); every field appended, not assigned: an assignment first looks for a field of
        // that name.
        var headers = HTTPFields()
        headers.reserveCapacity(10)
        appendCacheHeaders(lookup, to: &headers)
        for field in encoded.validators { headers.append(field) }
        if let condition = request.headers.value(of: .ifNoneMatch),
            RatesBody.matches(ifNoneMatch: condition, etag: encoded.etag)
        {
            return Response(status: .notModified, headers: headers)
        }
        for field in encoded.representation { headers.append(field) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: encoded.body))
    }

    private func path(_ request: Request, _ context: Context) async throws -> Response {
        // A path parameter arrives as written: `%4APY` is JPY, as `?to=%4APY` is.
        let written = context.parameters.get("code")
        guard let source = try currency(written.map { $0.removingPercentEncoding ?? $0 }, name: "code") else {
            throw APIError(.badRequest, "a currency code is required")
        }
        let target = try requestedTarget(request)
        let lookup = try await currentRates()
        let rates = try await solved(lookup, to: target)
        guard source == target || lookup.snapshot.currencies.contains(source) else {
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
        return JSONBody.response(headers: cacheHeaders(lookup)) { json in PathResponse.write(path, to: &json) }
    }

    private func diagnostics(_ request: Request) async throws -> Response {
        let target = try requestedTarget(request)
        let lookup = try await currentRates()
        let rates = try await solved(lookup, to: target)
        let report = DiagnosticsResponse(
            snapshot: lookup.snapshot,
            table: rates.table,
            age: lookup.age,
            freshness: lookup.freshness,
            lastError: cache.lastError
        )
        return JSONBody.response(headers: cacheHeaders(lookup)) { json in report.write(to: &json) }
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

    @inline(__always)
    private func currentRates() async throws -> RatesCache.Lookup {
        do {
            return try await cache.current()
        } catch {
            throw APIError(error == .timeout ? .gatewayTimeout : .badGateway, error.description)
        }
    }

    @inline(__always)
    private func solved(_ lookup: RatesCache.Lookup, to target: CurrencyCode) async throws -> RatesBody {
        do {
            return try await lookup.snapshot.rates(to: target)
        } catch .unknown {
            throw APIError(.notFound, "unknown currency \(target): no upstream rate names it")
        } catch .busy {
            throw APIError(
                .serviceUnavailable,
                "rates to \(target) are not solved yet and the server is solving others; try again",
                headers: [.retryAfter: "1"])
        }
    }

    /// `X-Cache`, and a `Cache-Control` that lets clients and caches keep the body for the rest of
    /// its TTL. No `Age`: a cache following RFC 9111 adds `Age` to the time it has held an answer and
    /// compares that with `max-age`, so `Age: 30` beside the 30 s left would count the table's age
    /// twice and make the answer stale on arrival (nginx 1.22 ignores `Age`, CDNs do not).
    private func cacheHeaders(_ lookup: RatesCache.Lookup) -> HTTPFields {
        var headers = HTTPFields()
        appendCacheHeaders(lookup, to: &headers)
        return headers
    }

    private func appendCacheHeaders(_ lookup: RatesCache.Lookup, to headers: inout HTTPFields) {
        headers.append(lookup.freshness.header)
        headers.append(cacheControl.field(maxAge: lookup.remainingLifetime.wholeSeconds))
    }
}
