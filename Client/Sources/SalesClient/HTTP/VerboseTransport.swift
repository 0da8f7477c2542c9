/// `--verbose`: one line per request and per response on stderr. `Authorization` is redacted and
/// request bodies (the login's password) are never printed.
package struct VerboseTransport: HTTPTransport {
    private let wrapped: any HTTPTransport
    private let log: @Sendable (String) -> Void

    package init(_ wrapped: any HTTPTransport, log: @escaping @Sendable (String) -> Void) {
        self.wrapped = wrapped
        self.log = log
    }

    package func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let headers = request.headers.sorted { $0.key < $1.key }.map { name, value in
            "\(name): \(name.lowercased() == "authorization" ? "<redacted>" : value)"
        }
        let body = request.body.map { " (\($0.count) byte body, not shown)" } ?? ""
        log(
            "→ \(request.method.rawValue) \(request.url.withoutCredentials) [\(headers.joined(separator: "; "))]\(body)"
        )
        let started = ContinuousClock.now
        do {
            let response = try await wrapped.send(request)
            log(
                "← \(response.statusCode) \(request.url.withoutCredentials) (\(response.body.count) bytes, \(Self.elapsed(since: started)))"
            )
            return response
        } catch {
            log("← failed \(request.url.withoutCredentials): \(error) (\(Self.elapsed(since: started)))")
            throw error
        }
    }

    private static func elapsed(since start: ContinuousClock.Instant) -> String {
        let duration = ContinuousClock.now - start
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return "\(milliseconds) ms"
    }
}
