import SalesCore

/// Where the upstream rates come from: the live upstream over HTTP, or a stub in tests.
package protocol RatesProvider: Sendable {
    /// One fetch of the upstream rates, mapped (invalid pairs skipped and reported).
    func fetchRates() async throws(UpstreamError) -> MappedList<ConversionRate>
}

/// Why the upstream rates could not be had.
package enum UpstreamError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No answer within the timeout (→ 504).
    case timeout
    /// Connection refused, DNS failure, connection lost… (→ 502).
    case unreachable(String)
    /// A non-success HTTP status (→ 502).
    case badStatus(Int, message: String?)
    /// A success status with a body that is not a rates list (→ 502).
    case badPayload(String)

    package var description: String {
        switch self {
        case .timeout: "the upstream did not answer in time"
        case .unreachable(let reason): "the upstream is unreachable: \(reason)"
        case .badStatus(let status, let message?): "the upstream answered HTTP \(status): \(message)"
        case .badStatus(let status, nil): "the upstream answered HTTP \(status)"
        case .badPayload(let reason): "the upstream sent unusable rates: \(reason)"
        }
    }
}
