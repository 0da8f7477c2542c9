import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import Synchronization
import TestKit

/// Answers requests from a script, keyed by path (or path and query), recording every request it sees.
final class TransportStub: HTTPTransport {
    private let answers: Mutex<[String: [Result<TransportResponse, TransportError>]]>
    private let seen = Mutex<[TransportRequest]>([])
    private let whenAsked: @Sendable (TransportRequest) -> Void

    /// `whenAsked` sees each request before it is answered.
    init(
        _ answers: [String: [Result<TransportResponse, TransportError>]],
        whenAsked: @escaping @Sendable (TransportRequest) -> Void = { _ in }
    ) {
        self.answers = Mutex(answers)
        self.whenAsked = whenAsked
    }

    var requests: [TransportRequest] { seen.withLock { $0 } }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        seen.withLock { $0.append(request) }
        whenAsked(request)
        let result = answers.withLock { answers -> Result<TransportResponse, TransportError> in
            // `/rates?to=EUR` when scripted so, else the path alone.
            let withQuery = request.url.query.map { "\(request.url.path)?\($0)" }
            let key = withQuery.flatMap { answers[$0] == nil ? nil : $0 } ?? request.url.path
            guard var queue = answers[key], !queue.isEmpty else {
                return .failure(.connectionFailed("no stub for \(key)"))
            }
            let next = queue.count > 1 ? queue.removeFirst() : queue[0]
            answers[key] = queue
            return next
        }
        return try result.get()
    }
}

func response(_ status: Int, _ body: String) -> Result<TransportResponse, TransportError> {
    .success(TransportResponse(statusCode: status, body: Data(body.utf8)))
}

/// A file of the repository's `fixtures/` folder.
func fixture(_ name: String) throws -> String {
    String(decoding: try Repository.fixture(name), as: UTF8.self)
}
