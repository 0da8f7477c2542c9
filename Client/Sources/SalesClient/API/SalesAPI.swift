import Foundation
import SalesCore
import SalesHTTP

/// The upstream sales API (`POST /login`, `GET /products`, `GET /sales`) and the middleware's
/// `GET /rates`, each answer read by Core's mappers.
package struct SalesAPI: Sendable {
    package static let upstream = "sales API"
    package static let middleware = "rates middleware"

    private let http: any HTTPTransport
    private let apiURL: URL
    private let ratesURL: URL
    private let timeout: Duration

    package init(http: any HTTPTransport, apiURL: URL, ratesURL: URL, timeout: Duration) {
        self.http = http
        self.apiURL = apiURL
        self.ratesURL = ratesURL
        self.timeout = timeout
    }

    package func login(username: String, password: String) async throws(ClientError) -> AccessToken {
        let body = (try? JSONEncoder().encode(["username": username, "password": password])) ?? Data()
        let request = TransportRequest(
            method: .post,
            url: apiURL.appendingPathComponent("login"),
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: body,
            timeout: timeout
        )
        let response = try await send(request, to: Self.upstream)
        do {
            return try LoginMapper.map(response.body, statusCode: response.statusCode)
        } catch {
            // Wrong credentials (or a body the server refuses) say so in the server's words; a wrong
            // address or a rate limit are not about the credentials.
            if case .status(let status, let message) = error, (400..<500).contains(status), status != 404, status != 429
            {
                throw .invalidCredentials(message ?? "HTTP \(status)")
            }
            throw Self.clientError(error, service: Self.upstream, url: request.url)
        }
    }

    package func products(token: AccessToken) async throws(ClientError) -> MappedList<Product> {
        try await fetch(authorized("products", token), from: Self.upstream, ProductsMapper.map)
    }

    /// The products, and the SHA-256 of the body they were mapped from.
    package func digestedProducts(token: AccessToken) async throws(ClientError) -> (MappedList<Product>, [UInt8]) {
        try await fetch(authorized("products", token), from: Self.upstream) { body, status throws(MappingError) in
            (try ProductsMapper.map(body, statusCode: status), BodyDigest.of(body))
        }
    }

    /// The sales, grouped by product id, mapped while the body arrives (a million sales are never
    /// held as JSON and as sales at once); how far the body has come goes to `progress`.
    package func sales(
        token: AccessToken, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws(ClientError) -> MappedList<ProductSales> {
        try await digestedSales(token: token, progress: progress, digesting: false).0
    }

    /// The sales, and the SHA-256 of the body they were mapped from (taken as it arrives).
    package func digestedSales(token: AccessToken) async throws(ClientError) -> (MappedList<ProductSales>, [UInt8]) {
        try await digestedSales(token: token, progress: nil, digesting: true)
    }

    private func digestedSales(
        token: AccessToken, progress: (@Sendable (TransferProgress) -> Void)?, digesting: Bool
    ) async throws(ClientError) -> (MappedList<ProductSales>, [UInt8]) {
        let request = authorized("sales", token)
        let mapping = SalesMapping(progress: progress)
        let digesting = digesting ? DigestingConsumer(wrapping: mapping) : nil
        let response = try await send(request, to: Self.upstream, streamingTo: digesting ?? mapping)
        do {
            let sales = try await mapping.finish(statusCode: response.statusCode, errorBody: response.body)
            return (sales, digesting?.digest() ?? [])
        } catch {
            throw Self.clientError(error, service: Self.upstream, url: request.url)
        }
    }

    /// The middleware's direct rates to `target` (already solved): `GET /rates`, or
    /// `GET /rates?to=CODE` for another currency than USD.
    package func rates(to target: CurrencyCode = .usd) async throws(ClientError) -> MappedList<ConversionRate> {
        switch try await rates(to: target, ifNoneMatch: nil) {
        case .rates(let rates, _, _): return rates
        case .notModified:
            throw .badResponse(service: Self.middleware, reason: "HTTP 304 to a request without a validator")
        }
    }

    /// What the middleware said of its rates, with what HTTP caching needs (RFC 9111).
    package enum RatesAnswer: Sendable {
        /// A 200: the rates, their `ETag` and `max-age` (zero without one, or with `no-cache`/`no-store`).
        case rates(MappedList<ConversionRate>, etag: String?, maxAge: Duration)
        /// A 304 to `If-None-Match`: the copy held is still the rates; fresh for `maxAge`.
        case notModified(maxAge: Duration)
    }

    /// The rates to `target`, asked conditionally when `ifNoneMatch` holds the copy's `ETag`.
    package func rates(to target: CurrencyCode, ifNoneMatch: String?) async throws(ClientError) -> RatesAnswer {
        var url = ratesURL
        if target != .usd {
            url.append(queryItems: [URLQueryItem(name: "to", value: target.code)])
        }
        var headers = ["Accept": "application/json"]
        if let ifNoneMatch { headers["If-None-Match"] = ifNoneMatch }
        let request = TransportRequest(url: url, headers: headers, timeout: timeout)
        let response = try await send(request, to: Self.middleware)
        let maxAge = Self.maxAge(response.headers["cache-control"])
        if response.statusCode == 304, ifNoneMatch != nil { return .notModified(maxAge: maxAge) }
        do {
            let rates = try RatesMapper.map(response.body, statusCode: response.statusCode)
            return .rates(rates, etag: response.headers["etag"], maxAge: maxAge)
        } catch {
            throw Self.clientError(error, service: Self.middleware, url: request.url)
        }
    }

    /// `max-age` of a `Cache-Control` field (zero when absent, malformed, or with `no-cache` or
    /// `no-store`, which forbid reuse without asking), at most a day.
    static func maxAge(_ field: String?) -> Duration {
        guard let field else { return .zero }
        var seconds: Int64 = 0
        for directive in field.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            switch parts.first?.lowercased() {
            case "no-cache", "no-store": return .zero
            case "max-age":
                guard parts.count == 2, let value = Int64(parts[1].trimmingCharacters(in: ["\""])), value >= 0 else {
                    return .zero
                }
                seconds = min(value, 86_400)
            default: continue
            }
        }
        return .seconds(seconds)
    }

    // MARK: - Shared steps

    private func authorized(_ path: String, _ token: AccessToken) -> TransportRequest {
        TransportRequest(
            url: apiURL.appendingPathComponent(path),
            headers: ["Authorization": token.rawValue, "Accept": "application/json"],
            timeout: timeout
        )
    }

    /// Sends `request` and reads the answer with a Core mapper, naming `service` in any error.
    private func fetch<Value>(
        _ request: TransportRequest,
        from service: String,
        _ map: (Data, Int) throws(MappingError) -> Value
    ) async throws(ClientError) -> Value {
        let response = try await send(request, to: service)
        do {
            return try map(response.body, response.statusCode)
        } catch {
            throw Self.clientError(error, service: service, url: request.url)
        }
    }

    private func send(
        _ request: TransportRequest, to service: String, streamingTo consumer: (any ResponseBodyConsumer)? = nil
    ) async throws(ClientError) -> TransportResponse {
        do {
            guard let consumer else { return try await http.send(request) }
            return try await http.send(request, streamingTo: consumer)
        } catch {
            switch error {
            case .timeout: throw .timeout(service: service)
            case .connectionFailed(let reason), .invalidRequest(let reason):
                throw .unreachable(service: service, reason: reason)
            case .cancelled: throw .unreachable(service: service, reason: error.description)
            case .unavailable(let reason): throw .httpClientUnavailable(reason)
            case .truncated: throw .serverFailed(service: service, status: nil, message: "its answer was cut short")
            case .tooLarge(let limit):
                throw .badResponse(
                    service: service, reason: "the answer is larger than \(limit) bytes (see SALES_MAX_BODY)")
            case .malformed(let reason):
                throw .badResponse(service: service, reason: reason)
            }
        }
    }

    private static func clientError(_ error: MappingError, service: String, url: URL) -> ClientError {
        switch error {
        // Only the sales API's 401 is about the session: logging in again cannot change the
        // middleware's mind.
        case .status(let status, let message) where (status == 401 || status == 403) && service == Self.middleware:
            .refused(service: service, status: status, message: message)
        case .status(401, _): .sessionExpired
        case .status(404, _): .notFound(service: service, url: url.withoutCredentials)
        case .status(429, _): .rateLimited(service: service)
        case .status(let status, let message) where status >= 500:
            .serverFailed(service: service, status: status, message: message)
        case .status(let status, let message):
            .badResponse(service: service, reason: message.map { "HTTP \(status): \($0)" } ?? "HTTP \(status)")
        case .invalidPayload(_, let reason): .badResponse(service: service, reason: reason)
        }
    }
}
