/// The one rule for text from the network or disk shown on a terminal or written to a text log:
/// every control character (C0, DEL and C1: escape, bell, carriage return, newline…) is written as
/// an escape such as `\u{1B}`, so the text cannot move the cursor, recolour, retitle or clear the
/// terminal, nor forge a log line; and the invisible characters that reorder or hide text are
/// escaped too — bidirectional overrides, embeddings, isolates and marks (`\u{202E}` would show a
/// name backwards) and zero-width spaces and joiners' lookalikes (U+200B, U+2060, U+FEFF:
/// `Mac\u{200B} mini` is not `Mac mini`). The joiners scripts and emoji need (U+200C, U+200D)
/// stay. `--json`, CSV, TSV and JSON logs keep the original.
public enum TerminalSafe {
    /// Appends `text`, made safe, to `bytes` (UTF-8). Printable ASCII — nearly every text — is
    /// checked and copied from its bytes in place.
    public static func append(_ text: some StringProtocol, to bytes: inout [UInt8]) {
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard isPrintableASCII(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true { return }
        for scalar in text.unicodeScalars {
            if scalar.isTerminalControl {
                bytes.append(contentsOf: "\\u{".utf8)
                bytes.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
                bytes.append(UInt8(ascii: "}"))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// Whether every byte is printable ASCII (space to `~`): text that is safe as it is, a
    /// column a byte.
    @inlinable public static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}

extension StringProtocol {
    /// The text made safe for a terminal or a text log (``TerminalSafe``).
    public var terminalSafe: String {
        // Printable ASCII (nearly every name and figure) is safe as it is: checked a byte at a time
        // where the bytes lie, no scalar decoded.
        if utf8.withContiguousStorageIfAvailable(TerminalSafe.isPrintableASCII) == true { return String(self) }
        guard unicodeScalars.contains(where: \.isTerminalControl) else { return String(self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        TerminalSafe.append(self, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Unicode.Scalar {
    fileprivate var isTerminalControl: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
