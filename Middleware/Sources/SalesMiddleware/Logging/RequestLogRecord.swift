import HTTPTypes
import Logging
import SalesCore

/// One request as its log line says it: `GET /rates 200` with `cache`, `duration_ms` (exact, to the
/// microsecond), `route` and `status` — what ``RequestLogMiddleware`` hands the log handler.
struct RequestLogRecord {
    static let keys: Set<String> = ["cache", "duration_ms", "route", "status"]

    let method: HTTPRequest.Method
    let path: String
    let status: Int
    let route: String
    let duration: Duration
    let cache: String

    var message: String { "\(method.rawValue) \(path) \(status)" }

    /// Milliseconds with three decimals, exactly: whole microseconds over 1,000.
    var milliseconds: ExactDecimal {
        ExactDecimal(significand: Int(duration.nanoseconds / 1_000), exponent: -3)
    }

    /// The fields, by key.
    var fields: [LogField] {
        [
            LogField(key: "cache", value: .string(cache)),
            LogField(key: "duration_ms", value: .stringConvertible(milliseconds)),
            LogField(key: "route", value: .string(route)),
            LogField(key: "status", value: .stringConvertible(status)),
        ]
    }

    /// The same fields as swift-log metadata, for a handler other than ``LineLogHandler``.
    var metadata: Logger.Metadata {
        Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.value) })
    }
}
