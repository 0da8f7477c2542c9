import SalesHTTP

/// Sends idempotent requests again when the failure is likely passing: a dropped or refused
/// connection, or a 502/503/504 or 500 answer. Waits grow (100 ms, 400 ms, …) with jitter; the
/// sleep and the randomness are injected, so tests run instantly and replay exactly.
///
/// A 429 is retried only when its `Retry-After` (seconds) asks for no more than
/// ``maximumRetryAfter``: the client then waits exactly that long. A longer wait, or none given,
/// returns the 429 so the person is told at once.
package struct RetryingTransport: HTTPTransport {
    private let decoratee: any HTTPTransport
    private let attempts: Int
    private let sleep: @Sendable (Duration) async -> Void
    private let jitter: @Sendable () -> Double
    /// The longest `Retry-After` the client waits out by itself.
    package static let maximumRetryAfter: Duration = .seconds(5)

    package init(
        _ decoratee: any HTTPTransport,
        attempts: Int = 3,
        sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) },
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.8...1.2) }
    ) {
        self.decoratee = decoratee
        self.attempts = max(1, attempts)
        self.sleep = sleep
        self.jitter = jitter
    }

    package func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        try await retrying(request) { () async throws(TransportError) in try await decoratee.send(request) }
    }

    /// Each attempt streams anew: the consumer's ``ResponseBodyConsumer/begin()`` forgets what a
    /// cut attempt gave.
    package func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer)
        async throws(TransportError) -> TransportResponse
    {
        try await retrying(request) { () async throws(TransportError) in
            try await decoratee.send(request, streamingTo: consumer)
        }
    }

    private func retrying(
        _ request: TransportRequest, _ send: () async throws(TransportError) -> TransportResponse
    ) async throws(TransportError) -> TransportResponse {
        guard request.isIdempotent else { return try await send() }
        var attempt = 1
        while true {
            let result: Result<TransportResponse, TransportError>
            do {
                result = .success(try await send())
            } catch {
                result = .failure(error)
            }
            guard attempt < attempts, let wait = wait(after: result, attempt: attempt) else { return try result.get() }
            await sleep(wait)
            attempt += 1
        }
    }

    /// How long to wait before trying again, or `nil` when the result should be returned as it is.
    private func wait(after result: Result<TransportResponse, TransportError>, attempt: Int) -> Duration? {
        // 100 ms, 400 ms, 1.6 s…, with jitter.
        let backoff = Duration.milliseconds(Int64(100.0 * Double(1 << (2 * (attempt - 1))) * jitter()))
        switch result {
        case .success(let response) where response.statusCode == 429:
            guard let text = response.headers["retry-after"],
                let seconds = Int(text.trimmingCharacters(in: .whitespaces)),
                seconds >= 0, Duration.seconds(seconds) <= Self.maximumRetryAfter
            else { return nil }
            return .seconds(seconds)
        case .success(let response): return [500, 502, 503, 504].contains(response.statusCode) ? backoff : nil
        case .failure(.connectionFailed), .failure(.truncated): return backoff
        case .failure: return nil
        }
    }
}
