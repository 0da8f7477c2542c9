import Logging

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

    /// The text with control characters (C0, DEL, C1) written as `\xNN` / `\u{NNNN}`.
    static func appendSafe(_ text: String, to line: inout [UInt8]) {
        // Nearly every text is printable ASCII: checked and copied from its bytes in place.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
            line.append(contentsOf: bytes)
            return true
        }
        if copied == true { return }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20..<0x7F:
                line.append(UInt8(truncatingIfNeeded: scalar.value))
            case 0..<0x20, 0x7F:
                line.append(contentsOf: "\\x".utf8)
                line.append(hex[Int(scalar.value >> 4)])
                line.append(hex[Int(scalar.value & 0xF)])
            case 0x80...0x9F:
                line.append(contentsOf: "\\u{".utf8)
                line.append(contentsOf: String(scalar.value, radix: 16).utf8)
                line.append(UInt8(ascii: "}"))
            default:
                line.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}
