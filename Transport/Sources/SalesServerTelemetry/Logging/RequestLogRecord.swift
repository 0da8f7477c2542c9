import HTTPTypes
import Logging

/// One request as its log line says it: `GET /rates 200` with `cache`, `duration_ms` (exact, to the
/// microsecond), `request_id`, `route` and `status` — what ``RequestTelemetry`` hands the log
/// handler.
public struct RequestLogRecord {
    let method: HTTPRequest.Method
    let path: String
    let status: Int
    let route: String
    let duration: Duration
    let cache: String
    let requestID: String

    public init(
        method: HTTPRequest.Method, path: String, status: Int, route: String, duration: Duration, cache: String,
        requestID: String
    ) {
        self.method = method
        self.path = path
        self.status = status
        self.route = route
        self.duration = duration
        self.cache = cache
        self.requestID = requestID
    }

    var message: String { "\(method.rawValue) \(path) \(status)" }

    /// Hands `field` each field, sorted by key: what the line writes, without a list of them made.
    func forEachField(_ field: (String, LogValue) -> Void) {
        field("cache", .text(cache))
        field("duration_ms", .milliseconds(LogMilliseconds(duration)))
        field("request_id", .text(requestID))
        field("route", .text(route))
        field("status", .integer(status))
    }

    /// The fields, sorted by key.
    var fields: [LogField] {
        var fields: [LogField] = []
        forEachField { fields.append(LogField(key: $0, value: $1)) }
        return fields
    }

    /// The same fields as swift-log metadata, for a handler other than ``LineLogHandler`` (whose
    /// logger already carries the request id).
    var metadata: Logger.Metadata {
        [
            "cache": .string(cache),
            "duration_ms": .stringConvertible(LogMilliseconds(duration)),
            "route": .string(route),
            "status": .stringConvertible(status),
        ]
    }
}
