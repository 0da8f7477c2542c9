import Foundation
import Logging

/// Writes whole log lines in one format onto a ``LogSink``, each stamped with the time it was
/// written (RFC 3339 in UTC with milliseconds, by Core's formatter: integer arithmetic, no locale):
/// what ``LineLogHandler`` and ``LineRequestLog`` share.
struct LogLineWriter: Sendable {
    private let format: LogFormat
    private let sink: LogSink
    private let timestamps: LogTimestamps

    init(format: LogFormat, sink: LogSink, clock: @escaping @Sendable () -> Date) {
        self.format = format
        self.sink = sink
        self.timestamps = LogTimestamps(clock: clock)
    }

    /// A line of `fields`, in their order.
    func write(_ level: Logger.Level, _ message: String, _ label: String, _ fields: [LogField]) {
        let timestamp = timestamps.now()
        sink.append { [format] line in
            switch format {
            case .text: LogLineText.write(level, message, label, fields, timestamp, to: &line)
            case .json: LogLineJSON.write(level, message, label, fields, timestamp, to: &line)
            }
        }
    }

    /// A request's line at `info`, its fields written as the record gives them.
    func write(_ record: RequestLogRecord, _ label: String) {
        let timestamp = timestamps.now()
        sink.append { [format] line in
            switch format {
            case .text: Self.write(record, LogLineText.self, label, timestamp, to: &line)
            case .json: Self.write(record, LogLineJSON.self, label, timestamp, to: &line)
            }
        }
    }

    private static func write<Format: LogLineFormat>(
        _ record: RequestLogRecord, _: Format.Type, _ label: String, _ timestamp: String, to line: inout [UInt8]
    ) {
        Format.writeHead(.info, record.message, label, timestamp, to: &line)
        record.forEachField { key, value in Format.writeField(key, value, to: &line) }
        Format.writeEnd(to: &line)
    }
}
