import Logging
import SalesJSON

/// A log event as one JSON object: `timestamp`, `level`, `label`, `message`, then the metadata;
/// integers and finite doubles as numbers, everything else as exact strings. Written straight onto
/// the line by the project's ``JSONWriter``, no buffer of its own.
enum LogLineJSON: LogLineFormat {
    static func writeHead(
        _ level: Logger.Level, _ message: String, _ label: String, _ timestamp: String, to line: inout [UInt8]
    ) {
        line.append(UInt8(ascii: "{"))
        JSONWriter.continuing(&line, afterMembers: false) { json in
            json.member("timestamp", timestamp)
            json.member("level", level.rawValue)
            json.member("label", label)
            json.member("message", message)
        }
    }

    /// A member after the head's; metadata under a name the head uses is left out.
    static func writeField(_ key: String, _ value: LogValue, to line: inout [UInt8]) {
        switch key {
        case "timestamp", "level", "label", "message": return
        default: break
        }
        JSONWriter.continuing(&line, afterMembers: true) { json in
            json.key(key)
            switch value {
            case .text(let text): json.string(text)
            case .integer(let integer): json.number(integer)
            case .milliseconds(let milliseconds): json.number { milliseconds.write(to: &$0) }
            case .metadata(let value): write(value, to: &json)
            }
        }
    }

    static func writeEnd(to line: inout [UInt8]) {
        line.append(contentsOf: "}\n".utf8)
    }

    private static func write(_ value: Logger.MetadataValue, to json: inout JSONWriter) {
        switch value {
        case .string(let text):
            json.string(text)
        case .stringConvertible(let convertible):
            if let integer = convertible as? Int {
                json.number(integer)
            } else if let milliseconds = convertible as? LogMilliseconds {
                json.number { milliseconds.write(to: &$0) }
            } else if let double = convertible as? Double, double.isFinite {
                json.number(double)
            } else if let bool = convertible as? Bool {
                json.bool(bool)
            } else {
                json.string(convertible.description)
            }
        case .array(let values):
            json.array(values) { json, value in write(value, to: &json) }
        case .dictionary(let members):
            json.object { json in
                for member in members.sorted(by: { $0.key < $1.key }) {
                    json.key(member.key)
                    write(member.value, to: &json)
                }
            }
        }
    }
}
