import Logging
import SalesSupport

/// A log event as one line of text: `TIMESTAMP LEVEL LABEL: MESSAGE key=value …`, terminal-safe.
enum LogLineText: LogLineFormat {
    static func writeHead(
        _ level: Logger.Level, _ message: String, _ label: String, _ timestamp: String, to line: inout [UInt8]
    ) {
        line.append(contentsOf: timestamp.utf8)
        line.append(UInt8(ascii: " "))
        line.append(contentsOf: level.rawValue.utf8)
        line.append(UInt8(ascii: " "))
        appendSafe(label, to: &line)
        line.append(contentsOf: ": ".utf8)
        appendSafe(message, to: &line)
    }

    static func writeField(_ key: String, _ value: LogValue, to line: inout [UInt8]) {
        line.append(UInt8(ascii: " "))
        appendSafe(key, to: &line)
        line.append(UInt8(ascii: "="))
        switch value {
        case .text(let text): appendSafe(text, to: &line)
        case .integer(let integer): line.append(contentsOf: String(integer).utf8)
        case .milliseconds(let milliseconds): milliseconds.write(to: &line)
        case .metadata(let value): appendSafe(value.description, to: &line)
        }
    }

    static func writeEnd(to line: inout [UInt8]) {
        line.append(UInt8(ascii: "\n"))
    }

    /// The text as terminals and text logs are given it: one rule (``TerminalSafe``).
    static func appendSafe(_ text: String, to line: inout [UInt8]) {
        TerminalSafe.append(text, to: &line)
    }
}
