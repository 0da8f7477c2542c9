import Foundation
import Logging
import SalesCore

/// swift-log's handler for the middleware: one line per event, as text for people or as one JSON
/// object for log shippers, handed to a ``LogSink`` (no system call on the caller's path).
///
/// Text: `2026-11-22T20:15:12.123Z info sales-middleware: GET /rates 200 cache=hit duration_ms=0.42
/// request_id=…`, metadata sorted by key, control characters escaped (`\u{1B}`, ``TerminalSafe``) so a line cannot
/// repaint a terminal. JSON: `{"timestamp","level","label","message", then the metadata}`, numbers
/// as numbers, strings exact. Hummingbird's `hb.request.id` is written `request_id`. Requests'
/// own lines take a faster path to the same sink (``LineRequestLog``).
public struct LineLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?

    private let label: String
    private let writer: LogLineWriter

    public init(
        label: String,
        format: LogFormat,
        sink: LogSink,
        metadataProvider: Logger.MetadataProvider? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.label = label
        self.writer = LogLineWriter(format: format, sink: sink, clock: clock)
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let fields = LogField.merged(metadata, metadataProvider?.get(), event.metadata)
        writer.write(event.level, event.message.description, label, fields)
    }
}
