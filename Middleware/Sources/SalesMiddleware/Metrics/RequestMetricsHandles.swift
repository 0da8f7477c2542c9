import HTTPTypes
import Metrics
import Synchronization

/// The request metrics' handles (``RequestTelemetry``), each made on first use and kept
/// for the life of the process, found again by small keys: a request costs two lookups, not the
/// making of a counter and a timer.
final class RequestMetricsHandles: Sendable {
    struct Endpoint: Sendable {
        let requests: Counter
        let duration: Metrics.Timer
        let errors: Counter
    }

    private struct Key: Hashable {
        let route: String
        let method: HTTPRequest.Method
        let status: Int
    }

    private let factory: any MetricsFactory
    private let endpoints = Mutex<[Key: Endpoint]>([:])
    private let activeByMethod = Mutex<[HTTPRequest.Method: Meter]>([:])
    /// GET's meter, found without a lookup: nearly every request is a GET.
    private let activeGets: Meter

    init(factory: any MetricsFactory) {
        self.factory = factory
        activeGets = Meter(
            label: "http.server.active_requests", dimensions: [("http.request.method", "GET")], factory: factory)
    }

    func active(_ method: HTTPRequest.Method) -> Meter {
        if method == .get { return activeGets }
        return activeByMethod.withLock { meters in
            if let meter = meters[method] { return meter }
            let meter = Meter(
                label: "http.server.active_requests", dimensions: [("http.request.method", method.rawValue)],
                factory: factory)
            meters[method] = meter
            return meter
        }
    }

    /// The label of a method outside the standard (OpenTelemetry's): such methods never become
    /// labels of their own, so the labels stay a small fixed set.
    static let otherMethod = HTTPRequest.Method("_OTHER") ?? .get

    /// Counts one answer and times it: every answer is in both the count and the histogram, an
    /// error (4xx, 5xx) counted among the errors too.
    func record(route: String, method: HTTPRequest.Method, status: HTTPResponse.Status, elapsed: Duration) {
        let endpoint = endpoint(route, method.isStandard ? method : Self.otherMethod, status)
        endpoint.requests.increment()
        endpoint.duration.recordNanoseconds(elapsed.nanoseconds)
        if status.code >= 400 { endpoint.errors.increment() }
    }

    func endpoint(_ route: String, _ method: HTTPRequest.Method, _ status: HTTPResponse.Status) -> Endpoint {
        let key = Key(route: route, method: method, status: status.code)
        return endpoints.withLock { endpoints in
            if let endpoint = endpoints[key] { return endpoint }
            let labels = [("http.route", route), ("http.request.method", method.rawValue)]
            let withStatus = labels + [("http.response.status_code", "\(status.code)")]
            let endpoint = Endpoint(
                requests: Counter(label: "hb.requests", dimensions: withStatus, factory: factory),
                duration: Metrics.Timer(
                    label: "http.server.request.duration", dimensions: withStatus, preferredDisplayUnit: .seconds,
                    factory: factory),
                errors: Counter(
                    label: "hb.request.errors", dimensions: labels + [("error.type", "\(status.code)")],
                    factory: factory))
            endpoints[key] = endpoint
            return endpoint
        }
    }
}
