import Foundation
import SalesOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: results to stdout, messages to stderr, and whether each is a terminal.
///
/// A result that cannot be written stops the command (``print(_:)`` throws the `WriteFailure`, which
/// the command reports as ``ClientError/outputFailed(_:)``); a message that cannot be written is dropped, and the standard
/// streams remember it so the program still leaves with status 1 (`StandardStream.firstFailure`).
package struct Console: Sendable {
    package let isInteractive: Bool
    package let stderrIsTerminal: Bool
    /// Whether results go to a terminal (tables then carry bars and charts).
    package let stdoutIsTerminal: Bool
    package let style: TextStyle
    private let writeOut: @Sendable (String) throws(WriteFailure) -> Void
    private let writeErr: @Sendable (String) throws(WriteFailure) -> Void

    package init(
        isInteractive: Bool,
        stderrIsTerminal: Bool,
        stdoutIsTerminal: Bool? = nil,
        style: TextStyle,
        out: @escaping @Sendable (String) throws(WriteFailure) -> Void,
        err: @escaping @Sendable (String) throws(WriteFailure) -> Void
    ) {
        self.isInteractive = isInteractive
        self.stdoutIsTerminal = stdoutIsTerminal ?? isInteractive
        self.stderrIsTerminal = stderrIsTerminal
        self.style = style
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's own stdout and stderr; colour only when stdout is a terminal and allowed.
    package static func standard(colorAllowed: Bool) -> Console {
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        return Console(
            isInteractive: stdoutIsTerminal && isatty(STDIN_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            stdoutIsTerminal: stdoutIsTerminal,
            style: TextStyle(enabled: colorAllowed && stdoutIsTerminal),
            out: { text throws(WriteFailure) in try StandardStream.output.write(text) },
            err: { text throws(WriteFailure) in try StandardStream.error.write(text) }
        )
    }

    /// `text`, ending with a line end (a CRLF counts: `"\r\n"` is one `Character`, so bytes are checked).
    package func print(_ text: String) throws(WriteFailure) {
        try writeOut(text.endsWithLineFeed ? text : text + "\n")
    }

    /// `text` on stderr, ending with a line end; dropped when stderr cannot take it.
    package func warn(_ text: String) {
        try? writeErr(text.endsWithLineFeed ? text : text + "\n")
    }

    /// Raw text to stderr (spinner frames); dropped when stderr cannot take it.
    func status(_ text: String) {
        try? writeErr(text)
    }
}

/// ANSI styling, or none (not a terminal, `--no-color`, `NO_COLOR`).
package struct TextStyle: Sendable {
    package let enabled: Bool

    package init(enabled: Bool) {
        self.enabled = enabled
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    package func red(_ text: String) -> String { wrap(text, "31") }
    package func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// Whether the last byte is `\n` (also after `\r`, which `hasSuffix("\n")` misses).
    var endsWithLineFeed: Bool { utf8.last == UInt8(ascii: "\n") }
}
