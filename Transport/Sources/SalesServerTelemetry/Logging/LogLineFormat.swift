import Logging

/// How a log line is written onto the sink's buffer, piece by piece — its head (timestamp, level,
/// label, message), each metadata field in the order given, its end (the newline included) — so a
/// request's line is written from its record's fields as they come, with no list of them made.
protocol LogLineFormat {
    static func writeHead(
        _ level: Logger.Level, _ message: String, _ label: String, _ timestamp: String, to line: inout [UInt8])
    static func writeField(_ key: String, _ value: LogValue, to line: inout [UInt8])
    static func writeEnd(to line: inout [UInt8])
}

extension LogLineFormat {
    /// A whole line: the head, `fields`, the end.
    static func write(
        _ level: Logger.Level, _ message: String, _ label: String, _ fields: [LogField], _ timestamp: String,
        to line: inout [UInt8]
    ) {
        writeHead(level, message, label, timestamp, to: &line)
        for field in fields { writeField(field.key, field.value, to: &line) }
        writeEnd(to: &line)
    }
}
