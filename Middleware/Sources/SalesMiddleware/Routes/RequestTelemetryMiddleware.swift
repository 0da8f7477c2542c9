import HTTPTypes
import Hummingbird
import Logging
import Metrics

/// What every request leaves behind, in one middleware, outermost: its id echoed in `X-Request-Id`
/// (the caller's when it sent a sane one, else Hummingbird's own); its metrics — the ones
/// Hummingbird's `MetricsMiddleware` keeps, with the same names and labels, through handles made
/// once per (route, method, status) (``RequestMetricsHandles``), for standard methods only; and one
/// log line — method, path, route, status, duration, cache outcome, request id — formatted straight
/// from its fields (``RequestLogRecord``). Headers and bodies are never logged.
struct RequestTelemetryMiddleware<Context: RequestContext>: RouterMiddleware {
    private let metrics: RequestMetricsHandles
    private let ids = RequestIDs()

    /// Metrics made by `factory` (the application's registry), not the global system's.
    init(metrics factory: any MetricsFactory) {
        metrics = RequestMetricsHandles(factory: factory)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let started = ContinuousClock.now
        var context = context
        // The caller's id, so its logs and ours can be joined; else ours, in place of Hummingbird's
        // (the same form, made cheaper). Every log line of the request carries it.
        let id = request.headers[.xRequestID].flatMap { Self.isValidRequestID($0) ? $0 : nil } ?? ids.next()
        context.logger[metadataKey: "hb.request.id"] = .string(id)

        // A method outside the standard is answered 501 and never becomes a label.
        let active = request.method.isStandard ? metrics.active(request.method) : nil
        active?.increment()
        defer { active?.decrement() }
        var response: Response
        var failed = false
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            failed = true
            response = try error.response(from: request, context: context)
        }
        let elapsed = ContinuousClock.now - started
        if active != nil {
            // Hummingbird's labels and semantics: an error is counted apart, a success timed.
            let endpoint = metrics.endpoint(
                context.endpointPath ?? (failed ? "NotFound" : "Unknown"), request.method, response.status)
            endpoint.requests.increment()
            if failed { endpoint.errors.increment() } else { endpoint.duration.recordNanoseconds(elapsed.nanoseconds) }
        }
        response.headers[.xRequestID] = id
        guard context.logger.logLevel <= .info else { return response }
        let record = RequestLogRecord(
            method: request.method, path: request.uri.path, status: response.status.code,
            route: context.endpointPath ?? "-", duration: elapsed,
            cache: response.headers[.xCache] ?? "-", requestID: id)
        if let handler = context.logger.handler as? LineLogHandler {
            handler.log(request: record)
        } else {
            context.logger.info("\(record.message)", metadata: record.metadata)
        }
        return response
    }

    static func isValidRequestID(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy(isIDCharacter)
    }

    private static func isIDCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
