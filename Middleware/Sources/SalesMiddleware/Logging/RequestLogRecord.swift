import HTTPTypes
import Logging

/// One request as its log line says it: `GET /rates 200` with `cache`, `duration_ms` (exact, to the
/// microsecond), `request_id`, `route` and `status` — what ``RequestTelemetry`` hands the log
/// handler.
struct RequestLogRecord {
    static let keys: Set<String> = ["cache", "duration_ms", "request_id", "route", "status"]

    let method: HTTPRequest.Method
    let path: String
    let status: Int
    let route: String
    let duration: Duration
    let cache: String
    let requestID: String

    var message: String { "\(method.rawValue) \(path) \(status)" }

    /// The fields, sorted by key.
    var fields: [LogField] {
        [
            LogField(key: "cache", value: .text(cache)),
            LogField(key: "duration_ms", value: .milliseconds(LogMilliseconds(duration))),
            LogField(key: "request_id", value: .text(requestID)),
            LogField(key: "route", value: .text(route)),
            LogField(key: "status", value: .integer(status)),
        ]
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
