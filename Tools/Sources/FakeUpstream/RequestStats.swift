import Synchronization

/// How many requests each endpoint has received (faulted ones included), for tests that count
/// upstream fetches through `GET /_admin/stats`.
package final class RequestStats: Sendable {
    private let counts = Mutex<[Endpoint: Int]>([:])

    package init() {}

    package func record(_ endpoint: Endpoint) {
        counts.withLock { $0[endpoint, default: 0] += 1 }
    }

    /// Every endpoint, with 0 for those not called yet.
    package var snapshot: [Endpoint: Int] {
        let counts = counts.withLock { $0 }
        return Dictionary(uniqueKeysWithValues: Endpoint.allCases.map { ($0, counts[$0] ?? 0) })
    }

    package func reset() {
        counts.withLock { $0.removeAll() }
    }
}
