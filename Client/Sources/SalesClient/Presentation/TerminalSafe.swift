extension StringProtocol {
    /// The text with every control character (C0, DEL and C1: escape, bell, carriage return,
    /// newline…) written as an escape such as `\u{1B}`, so text from the network or disk cannot
    /// move the cursor, recolour, retitle or clear the terminal it is shown on. `--json` keeps the
    /// original.
    public var terminalSafe: String {
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
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
