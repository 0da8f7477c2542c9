import HTTPTypes
import Hummingbird
import Metrics
import Synchronization

/// The request metrics Hummingbird's `MetricsMiddleware` keeps — `hb.requests`,
/// `hb.request.errors` and `http.server.request.duration` by route, method and status, and
/// `http.server.active_requests` by method, with the same labels — at a fraction of its cost per
/// request: each (route, method, status)'s handles are made once and found again by small integer
/// keys, and the duration is recorded when the answer is ready instead of in a closure wrapped
/// around its body (every answer here is one buffer, written at once).
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    private let handles: RequestMetricsHandles

    /// Metrics made by `factory` (the application's registry), not the global system's.
    init(factory: any MetricsFactory) {
        handles = RequestMetricsHandles(factory: factory)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let started = ContinuousClock.now
        let active = handles.active(request.method)
        active.increment()
        defer { active.decrement() }
        do {
            let response = try await next(request, context)
            let endpoint = handles.endpoint(context.endpointPath ?? "Unknown", request.method, response.status)
            endpoint.requests.increment()
            endpoint.duration.recordNanoseconds((ContinuousClock.now - started).nanoseconds)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            let endpoint = handles.endpoint(context.endpointPath ?? "NotFound", request.method, status)
            endpoint.requests.increment()
            endpoint.errors.increment()
            throw error
        }
    }
}

/// The metric handles, made on first use and kept for the life of the process.
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
