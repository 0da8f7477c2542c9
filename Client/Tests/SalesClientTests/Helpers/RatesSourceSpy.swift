import SalesClient
import SalesCore
import Synchronization

/// A rates source that answers as told and records each request's validator.
final class RatesSourceSpy: RatesSource {
    private let answer: Result<RatesReply, ClientError>
    private let requests = Mutex<[String?]>([])

    init(_ answer: Result<RatesReply, ClientError>) {
        self.answer = answer
    }

    /// The `If-None-Match` of each request, in order (`nil`: unconditional).
    var validators: [String?] { requests.withLock { $0 } }

    func rates(to target: CurrencyCode, ifNoneMatch etag: String?) async throws(ClientError) -> RatesReply {
        requests.withLock { $0.append(etag) }
        return try answer.get()
    }
}
