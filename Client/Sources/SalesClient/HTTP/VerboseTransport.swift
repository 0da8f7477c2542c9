import SalesHTTP
import SalesSupport
import Synchronization

/// `--verbose`: one line per request and per response on stderr. `Authorization` is redacted and
/// request bodies (the login's password) are never printed.
package struct VerboseTransport: HTTPTransport {
    private let decoratee: any HTTPTransport
    private let log: @Sendable (String) -> Void

    package init(_ decoratee: any HTTPTransport, log: @escaping @Sendable (String) -> Void) {
        self.decoratee = decoratee
        self.log = log
    }

    package func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        try await logging(request) { () async throws(TransportError) in try await decoratee.send(request) }
    }

    package func send(_ request: TransportRequest, streamingTo consumer: any ResponseBodyConsumer)
        async throws(TransportError) -> TransportResponse
    {
        let counter = CountingConsumer(consumer)
        return try await logging(request, streamed: counter) { () async throws(TransportError) in
            try await decoratee.send(request, streamingTo: counter)
        }
    }

    private func logging(
        _ request: TransportRequest, streamed: CountingConsumer? = nil,
        _ send: () async throws(TransportError) -> TransportResponse
    ) async throws(TransportError) -> TransportResponse {
        let headers = request.headers.sorted { $0.key < $1.key }.map { name, value in
            "\(name): \(name.lowercased() == "authorization" ? "<redacted>" : value)"
        }
        let body = request.body.map { " (\($0.count) byte body, not shown)" } ?? ""
        log(
            "→ \(request.method.rawValue) \(request.url.withoutCredentials) [\(headers.joined(separator: "; "))]\(body)"
        )
        let started = ContinuousClock.now
        do {
            let response = try await send()
            let bytes = response.body.isEmpty ? streamed?.count ?? 0 : response.body.count
            log(
                "← \(response.statusCode) \(request.url.withoutCredentials) (\(bytes) bytes, \(Self.elapsed(since: started)))"
            )
            return response
        } catch {
            log("← failed \(request.url.withoutCredentials): \(error) (\(Self.elapsed(since: started)))")
            throw error
        }
    }

    private static func elapsed(since start: ContinuousClock.Instant) -> String {
        "\((ContinuousClock.now - start).milliseconds) ms"
    }
}

/// Passes a streamed body on, counting its bytes for the log line.
private final class CountingConsumer: ResponseBodyConsumer {
    private let decoratee: any ResponseBodyConsumer
    private let received = Mutex(0)

    init(_ decoratee: any ResponseBodyConsumer) { self.decoratee = decoratee }

    var count: Int { received.withLock { $0 } }

    func begin() {
        received.withLock { $0 = 0 }
        decoratee.begin()
    }

    func receive(_ bytes: RawSpan) -> Bool {
        received.withLock { $0 += bytes.byteCount }
        return decoratee.receive(bytes)
    }

    func progressed(_ progress: TransferProgress) {
        decoratee.progressed(progress)
    }
}
