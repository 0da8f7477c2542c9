import Foundation
import SalesCore
import SalesHTTP
import SalesVersion

/// Reads the upstream `GET /rates` through the HTTP transport (libcurl: its own thread per
/// transfer, never an event loop), with a body size limit and one deadline for the whole fetch —
/// connecting, the head and every byte of the body: an upstream that trickles its answer is cut
/// off at the timeout like one that never answers. A cancelled fetch aborts its transfer.
package struct UpstreamRatesProvider: RatesProvider {
    private let http: any HTTPTransport
    private let url: URL
    private let timeout: Duration
    private let maxBytes: Int

    /// `http` should hold bodies to `maxBytes` (``CurlTransport/maximumBodyBytes``): the limit
    /// counts the bytes a compressed body inflates to.
    package init(http: any HTTPTransport, url: URL, timeout: Duration, maxBytes: Int) {
        self.http = http
        self.url = url
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    /// Who asks: the upstream's logs can tell the middleware and its version apart.
    package static let userAgent = "sales-middleware/\(SaleAssistant.version)"

    /// How long connecting may take at most, within the fetch's deadline.
    static let connectTimeout = Duration.seconds(5)

    package func fetchRates() async throws(UpstreamError) -> MappedList<ConversionRate> {
        let request = TransportRequest(
            url: url, headers: ["Accept": "application/json"], timeout: min(timeout, Self.connectTimeout),
            deadline: timeout)
        let response: TransportResponse
        do {
            response = try await http.send(request)
        } catch {
            throw upstreamError(error)
        }
        do {
            return try RatesMapper.map(response.body, statusCode: response.statusCode)
        } catch {
            switch error {
            case .status(let code, let message): throw .badStatus(code, message: message)
            case .invalidPayload(_, let reason): throw .badPayload(reason)
            }
        }
    }

    /// A transfer's failure as the upstream's: no answer (timeout, unreachable), or an answer that
    /// broke (a bad payload: not HTTP, cut short, too large, a body that does not inflate).
    private func upstreamError(_ error: TransportError) -> UpstreamError {
        switch error {
        case .timeout:
            .timeout
        case .cancelled:
            .unreachable("the fetch was stopped: the service is shutting down")
        case .connectionFailed(let reason), .invalidRequest(let reason), .unavailable(let reason):
            .unreachable(UpstreamErrorReason.describe(reason, https: url.scheme?.lowercased() == "https"))
        case .malformed(TransportError.closedWithoutAnswer):
            .unreachable(TransportError.closedWithoutAnswer)
        case .malformed(TransportError.notHTTP):
            .badPayload("the answer is not HTTP")
        case .malformed(let reason):
            .badPayload("the body could not be read (\(reason))")
        case .truncated:
            .badPayload("the body could not be read (the answer was cut short)")
        case .tooLarge:
            .badPayload("the body is larger than \(maxBytes) bytes")
        }
    }
}
