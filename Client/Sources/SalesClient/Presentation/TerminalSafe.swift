extension StringProtocol {
    /// The text with every control character (C0, DEL and C1: escape, bell, carriage return,
    /// newline…) written as an escape such as `\u{1B}`, so text from the network or disk cannot
    /// move the cursor, recolour, retitle or clear the terminal it is shown on; and with the
    /// invisible characters that reorder or hide text escaped too — bidirectional overrides,
    /// embeddings, isolates and marks (`\u{202E}` would show a name backwards) and zero-width
    /// spaces and joiners' lookalikes (U+200B, U+2060, U+FEFF: `Mac\u{200B} mini` is not
    /// `Mac mini`). The joiners scripts and emoji need (U+200C, U+200D) stay. `--json`, CSV and TSV
    /// keep the original.
    package var terminalSafe: String {
        guard unicodeScalars.contains(where: \.isTerminalControl) else { return String(self) }
        var safe = ""
        for scalar in unicodeScalars {
            if scalar.isTerminalControl {
                safe += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        return safe
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
