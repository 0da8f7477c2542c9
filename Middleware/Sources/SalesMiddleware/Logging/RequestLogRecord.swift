import HTTPTypes
import Logging

/// One request as its log line says it: `GET /rates 200` with `cache`, `duration_ms` (exact, to the
/// microsecond), `request_id`, `route` and `status` — what ``RequestTelemetryMiddleware`` hands the log
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
            LogField(key: "cache", value: .string(cache)),
            LogField(key: "duration_ms", value: .stringConvertible(LogMilliseconds(duration))),
            LogField(key: "request_id", value: .string(requestID)),
            LogField(key: "route", value: .string(route)),
            LogField(key: "status", value: .stringConvertible(status)),
        ]
    }

    /// The same fields as swift-log metadata, for a handler other than ``LineLogHandler`` (whose
    /// logger already carries the request id).
    var metadata: Logger.Metadata {
        Dictionary(uniqueKeysWithValues: fields.filter { $0.key != "request_id" }.map { ($0.key, $0.value) })
    }
}
