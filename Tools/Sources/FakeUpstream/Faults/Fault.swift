/// Misbehaviour injected into one endpoint, set by flags (`--fault`) or `PUT /_admin/faults/{endpoint}`.
///
/// Latency applies to every affected request, then holding it until released when `held`; then at
/// most one of: hanging, a forced 401, a failure status (with probability `failureRate`), a malformed
/// body, a truncated body.
package struct Fault: Codable, Equatable, Sendable {
    /// Added before answering, in milliseconds.
    package var latencyMilliseconds: Int
    /// Probability (0…1) of answering `failureStatus` with a JSON error body.
    package var failureRate: Double
    /// The status of injected failures: 500 by default, 503 or any 4xx/5xx.
    package var failureStatus: Int
    /// Answer 200 with a body that is not JSON.
    package var malformed: Bool
    /// Announce the whole body but send half of it, then close the connection.
    package var truncated: Bool
    /// Never answer (until the client gives up or the server stops).
    package var hang: Bool
    /// Answer 401 whatever the credentials or token.
    package var unauthorized: Bool
    /// Hold the request until `POST /_admin/release` lets it go (or the server stops), then answer:
    /// a test decides exactly when an answer arrives.
    package var held: Bool
    /// Apply to the next `times` requests only, then clear; `nil` for every request.
    package var times: Int?

    package init(
        latencyMilliseconds: Int = 0,
        failureRate: Double = 0,
        failureStatus: Int = 500,
        malformed: Bool = false,
        truncated: Bool = false,
        hang: Bool = false,
        unauthorized: Bool = false,
        held: Bool = false,
        times: Int? = nil
    ) {
        self.latencyMilliseconds = latencyMilliseconds
        self.failureRate = failureRate
        self.failureStatus = failureStatus
        self.malformed = malformed
        self.truncated = truncated
        self.hang = hang
        self.unauthorized = unauthorized
        self.held = held
        self.times = times
    }

    private enum CodingKeys: String, CodingKey {
        case latencyMilliseconds = "latency_ms"
        case failureRate = "failure_rate"
        case failureStatus = "failure_status"
        case malformed, truncated, hang, unauthorized, held, times
    }

    /// Missing keys take their defaults, so `{"failure_rate": 1}` is a whole fault.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            latencyMilliseconds: try container.decodeIfPresent(Int.self, forKey: .latencyMilliseconds) ?? 0,
            failureRate: try container.decodeIfPresent(Double.self, forKey: .failureRate) ?? 0,
            failureStatus: try container.decodeIfPresent(Int.self, forKey: .failureStatus) ?? 500,
            malformed: try container.decodeIfPresent(Bool.self, forKey: .malformed) ?? false,
            truncated: try container.decodeIfPresent(Bool.self, forKey: .truncated) ?? false,
            hang: try container.decodeIfPresent(Bool.self, forKey: .hang) ?? false,
            unauthorized: try container.decodeIfPresent(Bool.self, forKey: .unauthorized) ?? false,
            held: try container.decodeIfPresent(Bool.self, forKey: .held) ?? false,
            times: try container.decodeIfPresent(Int.self, forKey: .times)
        )
        if let problem = validationProblem {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: problem))
        }
    }

    /// Why the fault cannot be used, or `nil`.
    package var validationProblem: String? {
        if !(0...600_000).contains(latencyMilliseconds) { return "latency_ms must be 0…600000" }
        if !(0...1).contains(failureRate) { return "failure_rate must be 0…1" }
        if !(400...599).contains(failureStatus) { return "failure_status must be 400…599" }
        if let times, times < 1 { return "times must be at least 1" }
        return nil
    }
}
