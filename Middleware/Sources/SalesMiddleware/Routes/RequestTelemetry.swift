import HTTPTypes
import Hummingbird
import Logging
import Metrics
import SalesServerTelemetry
import SalesSupport

/// What every request leaves behind (``APIMiddleware``): its id echoed in `X-Request-Id` (the
/// caller's when it sent a sane one, else ours) and carried by every log line of the request; its
/// metrics — the ones Hummingbird's `MetricsMiddleware` keeps, with the same names and labels,
/// through handles made once per (route, method, status) (``RequestMetricsHandles``), every answer
/// in both the count and the duration histogram (a method outside the standard as `_OTHER`); and
/// one log line — method, path, route, status, duration, cache outcome, request
/// id — formatted straight from its fields (``RequestLogRecord``). Headers and bodies are never
/// logged.
struct RequestTelemetry: Sendable {
    /// A request under way: what ``finish(_:_:response:failed:context:)`` needs.
    struct Started {
        let instant: ContinuousClock.Instant
        let id: String
        /// Its method's active-requests meter; `nil` for a method outside the standard.
        let active: Meter?
    }

    private let metrics: RequestMetricsHandles
    private let log: any RequestLog
    private let ids = RequestIDs()

    /// Metrics kept in `metrics` (the application's registry, shared with the connections'
    /// refusals), not the global system's; lines written through `log`.
    init(metrics: RequestMetricsHandles, log: any RequestLog) {
        self.metrics = metrics
        self.log = log
    }

    /// Gives the request its id (in `logger`, for every line it logs) and counts it as active.
    func start(_ request: Request, logger: inout Logger) -> Started {
        let instant = ContinuousClock.now
        // The caller's id, so its logs and ours can be joined; else ours, in place of Hummingbird's
        // (the same form, made cheaper).
        let id = request.headers.value(of: .xRequestID).flatMap { Self.isValidRequestID($0) ? $0 : nil } ?? ids.next()
        logger[metadataKey: "hb.request.id"] = .string(id)
        // A method outside the standard is answered 501 and never becomes a label.
        let active = request.method.isStandard ? metrics.active(request.method) : nil
        active?.increment()
        return Started(instant: instant, id: id, active: active)
    }

    /// Records the answer: metrics, `X-Request-Id`, and the log line at `info`.
    func finish(
        _ started: Started, _ request: Request, response: inout Response, failed: Bool, context: some RequestContext
    ) {
        let elapsed = ContinuousClock.now - started.instant
        started.active?.decrement()
        // Hummingbird's labels; every answer counted and timed, whatever its status or method.
        metrics.record(
            route: context.endpointPath ?? (failed ? "NotFound" : "Unknown"), method: request.method,
            status: response.status, elapsed: elapsed)
        response.headers.append(HTTPField(name: .xRequestID, value: started.id))
        guard context.logger.logLevel <= .info else { return }
        let record = RequestLogRecord(
            method: request.method, path: request.uri.path, status: response.status.code,
            route: context.endpointPath ?? "-", duration: elapsed,
            cache: response.headers.value(of: .xCache) ?? "-", requestID: started.id)
        log.log(record, as: context.logger)
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
