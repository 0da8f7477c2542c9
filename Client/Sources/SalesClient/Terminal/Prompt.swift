import Foundation
import SalesOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads answers from the terminal: lines, and passwords without echo.
package enum Prompt {
    /// Prints `question` to stderr and reads one line; `nil` at end of input.
    package static func line(_ question: String) throws(InputError) -> String? {
        try? StandardStream.error.write(question)
        return try text(readLineBytes())
    }

    /// Like ``line(_:)`` with the terminal's echo off, restored whatever happens (signals included).
    package static func secret(_ question: String) throws(InputError) -> String? {
        try? StandardStream.error.write(question)
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try text(readLineBytes()) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        // Echo comes back on return, and on Ctrl-C or a kill while waiting for the password.
        let bytes = TerminalRestorer.whileChanged(restoring: original) {
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
            defer { try? StandardStream.error.write("\n") }
            return readLineBytes()
        }
        return try text(bytes)
    }

    /// One line of standard input as bytes, without its `\n` (or `\r\n`); `nil` at the end of
    /// input. Read a byte at a time, so nothing past the line is taken from whoever reads next.
    static func readLineBytes() -> [UInt8]? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return line.isEmpty ? nil : line }
            if byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return line
    }

    /// The line as text; refused when it is not UTF-8 (a password would otherwise be sent with
    /// replacement characters in place of what was typed).
    static func text(_ bytes: [UInt8]?) throws(InputError) -> String? {
        guard let bytes else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notText
        }
        return text
    }
}
