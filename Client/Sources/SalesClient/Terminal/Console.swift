import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: results to stdout, messages to stderr, and whether each is a terminal.
public struct Console: Sendable {
    public let isInteractive: Bool
    public let stderrIsTerminal: Bool
    /// Whether results go to a terminal (tables then carry bars and charts).
    public let stdoutIsTerminal: Bool
    public let style: TextStyle
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    public init(
        isInteractive: Bool,
        stderrIsTerminal: Bool,
        stdoutIsTerminal: Bool? = nil,
        style: TextStyle,
        out: @escaping @Sendable (String) -> Void,
        err: @escaping @Sendable (String) -> Void
    ) {
        self.isInteractive = isInteractive
        self.stdoutIsTerminal = stdoutIsTerminal ?? isInteractive
        self.stderrIsTerminal = stderrIsTerminal
        self.style = style
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's own stdout and stderr; colour only when stdout is a terminal and allowed.
    public static func standard(colorAllowed: Bool) -> Console {
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        return Console(
            isInteractive: stdoutIsTerminal && isatty(STDIN_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            stdoutIsTerminal: stdoutIsTerminal,
            style: TextStyle(enabled: colorAllowed && stdoutIsTerminal),
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// `text`, ending with a line end (a CRLF counts: `"\r\n"` is one `Character`, so bytes are checked).
    public func print(_ text: String) {
        writeOut(text.endsWithLineFeed ? text : text + "\n")
    }

    public func warn(_ text: String) {
        writeErr(text.endsWithLineFeed ? text : text + "\n")
    }

    /// Raw text to stderr (spinner frames).
    func status(_ text: String) {
        writeErr(text)
    }
}

/// ANSI styling, or none (not a terminal, `--no-color`, `NO_COLOR`).
public struct TextStyle: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// Whether the last byte is `\n` (also after `\r`, which `hasSuffix("\n")` misses).
    var endsWithLineFeed: Bool { utf8.last == UInt8(ascii: "\n") }
}
