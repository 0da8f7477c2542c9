import Foundation
import Logging
import SalesCore

/// swift-log's handler for the middleware: one line per event, as text for people or as one JSON
/// object for log shippers, handed to a ``LogSink`` (no system call on the caller's path).
///
/// Text: `2026-11-22T20:15:12.123Z info sales-middleware: GET /rates 200 cache=hit duration_ms=0.42
/// request_id=…`, metadata sorted by key, control characters escaped (`\x1b`) so a line cannot
/// repaint a terminal. JSON: `{"timestamp","level","label","message", then the metadata}`, numbers
/// as numbers, strings exact. Hummingbird's `hb.request.id` is written `request_id`.
package struct LineLogHandler: LogHandler {
    package var logLevel: Logger.Level = .info
    package var metadata: Logger.Metadata = [:]
    package var metadataProvider: Logger.MetadataProvider?

    private let label: String
    private let format: LogFormat
    private let sink: LogSink
    private let timestamps: LogTimestamps

    package init(
        label: String,
        format: LogFormat,
        sink: LogSink,
        metadataProvider: Logger.MetadataProvider? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.label = label
        self.format = format
        self.sink = sink
        self.metadataProvider = metadataProvider
        self.timestamps = LogTimestamps(clock: clock)
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        let fields = LogField.merged(metadata, metadataProvider?.get(), event.metadata)
        write(event.level, event.message.description, fields)
    }

    /// A request's line (``RequestTelemetry``) at `info`: the line `logger.info(message,
    /// metadata:)` writes, formatted straight from the record's fields — no metadata dictionary
    /// built and merged, no number made text twice — for the one line every request writes.
    func log(request record: RequestLogRecord) {
        guard logLevel <= .info else { return }
        // The logger's own metadata is, nearly always, just the request id the record already
        // carries: then the line is written from the record's fields as they come.
        guard metadataProvider == nil, !metadata.keys.contains(where: { $0 != "hb.request.id" }) else {
            // The record's fields win over the logger's of the same name (its request id among them).
            let own = record.fields
            let others = LogField.merged(metadata, metadataProvider?.get()).filter { field in
                !own.contains { $0.key == field.key }
            }
            write(.info, record.message, (own + others).sorted { $0.key < $1.key })
            return
        }
        let timestamp = timestamps.now()
        sink.append { line in
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

    private func write(_ level: Logger.Level, _ message: String, _ fields: [LogField]) {
        // RFC 3339 in UTC with milliseconds, by Core's formatter: integer arithmetic, no locale.
        let timestamp = timestamps.now()
        sink.append { line in
            switch format {
            case .text: LogLineText.write(level, message, label, fields, timestamp, to: &line)
            case .json: LogLineJSON.write(level, message, label, fields, timestamp, to: &line)
            }
        }
    }
}
