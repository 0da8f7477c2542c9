/// Sends idempotent requests again when the failure is likely passing: a dropped or refused
/// connection, or a 502/503/504 or 500 answer. Waits grow (100 ms, 400 ms, …) with jitter; the
/// sleep and the randomness are injected, so tests run instantly and replay exactly.
public struct RetryingHTTPClient: HTTPClient {
    private let wrapped: any HTTPClient
    private let attempts: Int
    private let sleep: @Sendable (Duration) async -> Void
    private let jitter: @Sendable () -> Double

    public init(
        _ wrapped: any HTTPClient,
        attempts: Int = 3,
        sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.8...1.2) }
    ) {
        self.wrapped = wrapped
        self.attempts = max(1, attempts)
        self.sleep = sleep
        self.jitter = jitter
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        guard request.isIdempotent else { return try await wrapped.send(request) }
        var attempt = 1
        while true {
            let result: Result<HTTPResponse, TransportError>
            do {
                result = .success(try await wrapped.send(request))
            } catch {
                result = .failure(error)
            }
            guard attempt < attempts, Self.isWorthRetrying(result) else { return try result.get() }
            let base = 100.0 * Double(1 << (2 * (attempt - 1)))  // 100 ms, 400 ms, 1.6 s
            await sleep(.milliseconds(Int64(base * jitter())))
            attempt += 1
        }
    }

    private static func isWorthRetrying(_ result: Result<HTTPResponse, TransportError>) -> Bool {
        switch result {
        case .success(let response): [500, 502, 503, 504].contains(response.statusCode)
        case .failure(.connectionFailed): true
        case .failure(.timeout), .failure(.invalidRequest): false
        }
    }
}
