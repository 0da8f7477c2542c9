import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import SalesCore
import SalesSupport
import SalesVersion

/// Reads the upstream `GET /rates` through async-http-client, with a body size limit and one
/// deadline for the whole fetch — connecting, the head and every byte of the body: an upstream that
/// trickles its answer is cut off at the timeout like one that never answers.
package struct UpstreamRatesProvider: RatesProvider {
    private let client: HTTPClient
    private let url: URL
    private let timeout: Duration
    private let maxBytes: Int

    package init(client: HTTPClient, url: URL, timeout: Duration, maxBytes: Int) {
        self.client = client
        self.url = url
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    package func fetchRates() async throws(UpstreamError) -> MappedList<ConversionRate> {
        let timeout = self.timeout
        let result = await withTaskGroup(of: Result<MappedList<ConversionRate>, UpstreamError>?.self) { group in
            group.addTask {
                do throws(UpstreamError) {
                    return .success(try await fetch())
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return Task.isCancelled ? nil : .failure(.timeout)
            }
            // The first to finish decides; the other is cancelled (a cancelled fetch closes its connection).
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failure(.timeout)
        }
        return try result.get()
    }

    /// Who asks: the upstream's logs can tell the middleware and its version apart.
    static let userAgent = "sales-middleware/\(SaleAssistant.version)"

    private func fetch() async throws(UpstreamError) -> MappedList<ConversionRate> {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: Self.userAgent)
        let deadline = NIODeadline.now() + TimeAmount(timeout)
        let response: HTTPClientResponse
        do {
            response = try await client.execute(request, deadline: deadline)
        } catch {
            // No answer yet: a timeout, a connection that failed, or bytes that are not HTTP.
            if Self.isTimeout(error) || NIODeadline.now() >= deadline { throw .timeout }
            if error is HTTPParserError { throw .badPayload("the answer is not HTTP (\(error))") }
            throw .unreachable(UpstreamErrorReason.describe(error, https: url.scheme?.lowercased() == "https"))
        }
        let body: ByteBuffer
        do {
            body = try await response.body.collect(upTo: maxBytes)
        } catch {
            // The upstream answered, then its body failed: cut short, a bad chunk, a gzip body that
            // does not inflate or inflates beyond the limit. A bad answer, not an unreachable server.
            if Self.isTimeout(error) || NIODeadline.now() >= deadline { throw .timeout }
            if error is NIOTooManyBytesError { throw .badPayload("the body is larger than \(maxBytes) bytes") }
            throw .badPayload("the body could not be read (\(error))")
        }
        do {
            return try RatesMapper.map(Data(buffer: body), statusCode: Int(response.status.code))
        } catch {
            switch error {
            case .status(let code, let message): throw .badStatus(code, message: message)
            case .invalidPayload(_, let reason): throw .badPayload(reason)
            }
        }
    }

    private static func isTimeout(_ error: any Error) -> Bool {
        guard let error = error as? HTTPClientError else { return false }
        return [.deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout].contains(error)
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        self = .nanoseconds(duration.nanoseconds)
    }
}
