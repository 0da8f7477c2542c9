import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import SalesCore

/// Reads the upstream `GET /rates` through async-http-client, with a timeout and a body size limit.
public struct UpstreamRatesProvider: RatesProvider {
    private let client: HTTPClient
    private let url: URL
    private let timeout: Duration
    private let maxBytes: Int

    public init(client: HTTPClient, url: URL, timeout: Duration, maxBytes: Int) {
        self.client = client
        self.url = url
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    public func fetchRates() async throws(UpstreamError) -> MappedList<ConversionRate> {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        let deadline = NIODeadline.now() + TimeAmount(timeout)
        do {
            let response = try await client.execute(request, deadline: deadline)
            let body = try await response.body.collect(upTo: maxBytes)
            do {
                return try RatesMapper.map(Data(buffer: body), statusCode: Int(response.status.code))
            } catch {
                switch error {
                case .status(let code, let message): throw UpstreamError.badStatus(code, message: message)
                case .invalidPayload(_, let reason): throw UpstreamError.badPayload(reason)
                }
            }
        } catch let error as UpstreamError {
            throw error
        } catch is NIOTooManyBytesError {
            throw .badPayload("the body is larger than \(maxBytes) bytes")
        } catch let error as HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout: throw .timeout
            default: throw .unreachable("\(error)")
            }
        } catch {
            if NIODeadline.now() >= deadline { throw .timeout }
            throw .unreachable("\(error)")
        }
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
