import Logging
import SalesJSON

/// A log event as one JSON object: `timestamp`, `level`, `label`, `message`, then the metadata;
/// integers and finite doubles as numbers, everything else as exact strings. Written straight onto
/// the line (RFC 8259 escaping by ``JSONString``), no buffer of its own.
enum LogLineJSON: LogLineFormat {
    static func writeHead(
        _ level: Logger.Level, _ message: String, _ label: String, _ timestamp: String, to line: inout [UInt8]
    ) {
        line.append(contentsOf: #"{"timestamp":"#.utf8)
        string(timestamp, to: &line)
        line.append(contentsOf: #","level":"#.utf8)
        string(level.rawValue, to: &line)
        line.append(contentsOf: #","label":"#.utf8)
        string(label, to: &line)
        line.append(contentsOf: #","message":"#.utf8)
        string(message, to: &line)
    }

    /// A member after the head's; metadata under a name the head uses is left out.
    static func writeField(_ key: String, _ value: LogValue, to line: inout [UInt8]) {
        switch key {
        case "timestamp", "level", "label", "message": return
        default: break
        }
        line.append(UInt8(ascii: ","))
        string(key, to: &line)
        line.append(UInt8(ascii: ":"))
        switch value {
        case .text(let text): string(text, to: &line)
        case .integer(let integer): line.append(contentsOf: String(integer).utf8)
        case .milliseconds(let milliseconds): milliseconds.write(to: &line)
        case .metadata(let value): write(value, to: &line)
        }
    }

    static func writeEnd(to line: inout [UInt8]) {
        line.append(contentsOf: "}\n".utf8)
    }

    private static func write(_ value: Logger.MetadataValue, to line: inout [UInt8]) {
        switch value {
        case .string(let text):
            string(text, to: &line)
        case .stringConvertible(let convertible):
            if let integer = convertible as? Int {
                line.append(contentsOf: String(integer).utf8)
            } else if let milliseconds = convertible as? LogMilliseconds {
                milliseconds.write(to: &line)
            } else if let double = convertible as? Double, double.isFinite {
                line.append(contentsOf: "\(double)".utf8)
            } else if let bool = convertible as? Bool {
                line.append(contentsOf: (bool ? "true" : "false").utf8)
            } else {
                string(convertible.description, to: &line)
            }
        case .array(let values):
            line.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                write(value, to: &line)
            }
            line.append(UInt8(ascii: "]"))
        case .dictionary(let members):
            line.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                string(member.key, to: &line)
                line.append(UInt8(ascii: ":"))
                write(member.value, to: &line)
            }
            line.append(UInt8(ascii: "}"))
        }
    }

    private static func string(_ text: String, to line: inout [UInt8]) {
        JSONString.write(text) { line.append(contentsOf: $0) }
    }
}
