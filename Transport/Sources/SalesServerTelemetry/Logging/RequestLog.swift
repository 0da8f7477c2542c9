import Logging

/// Where each request's one log line goes (``RequestTelemetry``). A port the composition root
/// chooses: ``LineRequestLog`` when the process logs through ``LineLogHandler`` (the line written
/// straight from the record's fields), ``LoggerRequestLog`` — swift-log, any handler — otherwise.
public protocol RequestLog: Sendable {
    /// Logs `record` at `info` as a line of `logger`'s (its label, its metadata); the caller has
    /// checked the level.
    func log(_ record: RequestLogRecord, as logger: Logger)
}

/// A request's line through swift-log: `logger.info(message, metadata:)`, whatever the handler.
public struct LoggerRequestLog: RequestLog {
    public init() {}

    public func log(_ record: RequestLogRecord, as logger: Logger) {
        logger.info("\(record.message)", metadata: record.metadata)
    }
}
