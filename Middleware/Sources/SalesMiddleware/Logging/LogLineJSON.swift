import Logging
import NIOCore

/// A log event as one JSON object: `timestamp`, `level`, `label`, `message`, then the metadata;
/// integers and finite doubles as numbers, everything else as exact strings.
enum LogLineJSON {
    static func write(
        _ level: Logger.Level, _ message: String, _ label: String, _ fields: [LogField],
        _ timestamp: String, to line: inout [UInt8]
    ) {
        let buffer = JSONWriter.write(capacity: 256) { json in
            json.object { json in
                json.member("timestamp", timestamp)
                json.member("level", level.rawValue)
                json.member("label", label)
                json.member("message", message)
                for field in fields where !LogField.reserved.contains(field.key) {
                    json.key(field.key)
                    write(field.value, to: &json)
                }
            }
        }
        line.append(contentsOf: buffer.readableBytesView)
    }

    private static func write(_ value: Logger.MetadataValue, to json: inout JSONWriter) {
        switch value {
        case .string(let text):
            json.string(text)
        case .stringConvertible(let convertible):
            if let integer = convertible as? Int {
                json.number(integer)
            } else if let milliseconds = convertible as? LogMilliseconds {
                json.number(decimal: milliseconds.description)
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
                for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                    json.key(key)
                    write(value, to: &json)
                }
            }
        }
    }
}
