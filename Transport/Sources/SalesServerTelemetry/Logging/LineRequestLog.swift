import Foundation
import Logging

/// A request's line as ``LineLogHandler`` writes it — the same text or JSON, to the same sink — but
/// formatted straight from the record's fields: no metadata dictionary built and merged, no number
/// made text twice, for the one line every request writes.
public struct LineRequestLog: RequestLog {
    private let writer: LogLineWriter

    public init(format: LogFormat, sink: LogSink, clock: @escaping @Sendable () -> Date = { Date() }) {
        writer = LogLineWriter(format: format, sink: sink, clock: clock)
    }

    public func log(_ record: RequestLogRecord, as logger: Logger) {
        let metadata = logger.handler.metadata
        let provider = logger.handler.metadataProvider
        // The logger's own metadata is, nearly always, just the request id the record already
        // carries: then the line is written from the record's fields as they come.
        guard provider == nil, !metadata.keys.contains(where: { $0 != "hb.request.id" }) else {
            // The record's fields win over the logger's of the same name (its request id among them).
            let own = record.fields
            let others = LogField.merged(metadata, provider?.get()).filter { field in
                !own.contains { $0.key == field.key }
            }
            writer.write(.info, record.message, logger.label, (own + others).sorted { $0.key < $1.key })
            return
        }
        writer.write(record, logger.label)
    }
}
