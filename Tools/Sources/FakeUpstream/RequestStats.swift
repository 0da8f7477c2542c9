import Synchronization

/// How many requests each endpoint has received (faulted ones included), for tests that count
/// upstream fetches through `GET /_admin/stats`.
public final class RequestStats: Sendable {
    private let counts = Mutex<[Endpoint: Int]>([:])

    public init() {}

    public func record(_ endpoint: Endpoint) {
        counts.withLock { $0[endpoint, default: 0] += 1 }
    }

    /// Every endpoint, with 0 for those not called yet.
    public var snapshot: [Endpoint: Int] {
        let counts = counts.withLock { $0 }
        return Dictionary(uniqueKeysWithValues: Endpoint.allCases.map { ($0, counts[$0] ?? 0) })
    }

    public func reset() {
        counts.withLock { $0.removeAll() }
    }
}
