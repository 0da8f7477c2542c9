import Foundation
import SalesCore

/// The upstream sales API (`POST /login`, `GET /products`, `GET /sales`) and the middleware's
/// `GET /rates`, each answer read by Core's mappers.
public struct SalesAPI: Sendable {
    public static let upstream = "sales API"
    public static let middleware = "rates middleware"

    private let http: any HTTPClient
    private let apiURL: URL
    private let ratesURL: URL
    private let timeout: Duration

    public init(http: any HTTPClient, apiURL: URL, ratesURL: URL, timeout: Duration) {
        self.http = http
        self.apiURL = apiURL
        self.ratesURL = ratesURL
        self.timeout = timeout
    }

    public func login(username: String, password: String) async throws(ClientError) -> AccessToken {
        let body = (try? JSONEncoder().encode(["username": username, "password": password])) ?? Data()
        let request = HTTPRequest(
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
            if case .status(let status, let message) = error, (400..<500).contains(status) {
                throw .invalidCredentials(message ?? "HTTP \(status)")
            }
            throw Self.clientError(error, service: Self.upstream)
        }
    }

    public func products(token: AccessToken) async throws(ClientError) -> MappedList<Product> {
        let response = try await send(authorized("products", token), to: Self.upstream)
        do {
            return try ProductsMapper.map(response.body, statusCode: response.statusCode)
        } catch {
            throw Self.clientError(error, service: Self.upstream)
        }
    }

    public func sales(token: AccessToken) async throws(ClientError) -> MappedList<Sale> {
        let response = try await send(authorized("sales", token), to: Self.upstream)
        do {
            return try SalesMapper.map(response.body, statusCode: response.statusCode)
        } catch {
            throw Self.clientError(error, service: Self.upstream)
        }
    }

    /// The middleware's direct rates (already solved to USD).
    public func rates() async throws(ClientError) -> MappedList<ConversionRate> {
        let request = HTTPRequest(url: ratesURL, headers: ["Accept": "application/json"], timeout: timeout)
        let response = try await send(request, to: Self.middleware)
        do {
            return try RatesMapper.map(response.body, statusCode: response.statusCode)
        } catch {
            throw Self.clientError(error, service: Self.middleware)
        }
    }

    // MARK: - Shared steps

    private func authorized(_ path: String, _ token: AccessToken) -> HTTPRequest {
        HTTPRequest(
            url: apiURL.appendingPathComponent(path),
            headers: ["Authorization": token.rawValue, "Accept": "application/json"],
            timeout: timeout
        )
    }

    private func send(_ request: HTTPRequest, to service: String) async throws(ClientError) -> HTTPResponse {
        do {
            return try await http.send(request)
        } catch {
            switch error {
            case .timeout: throw .timeout(service: service)
            case .connectionFailed(let reason), .invalidRequest(let reason):
                throw .unreachable(service: service, reason: reason)
            }
        }
    }

    private static func clientError(_ error: MappingError, service: String) -> ClientError {
        switch error {
        case .status(401, _): .sessionExpired
        case .status(let status, let message) where status >= 500:
            .serverFailed(service: service, status: status, message: message)
        case .status(let status, let message):
            .badResponse(service: service, reason: message.map { "HTTP \(status): \($0)" } ?? "HTTP \(status)")
        case .invalidPayload(_, let reason): .badResponse(service: service, reason: reason)
        }
    }
}
