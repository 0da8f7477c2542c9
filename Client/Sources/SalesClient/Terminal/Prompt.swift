import Foundation
import SalesOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads answers from the terminal: lines, and passwords without echo.
public enum Prompt {
    /// Prints `question` to stderr and reads one line; `nil` at end of input.
    public static func line(_ question: String) -> String? {
        try? StandardStream.error.write(question)
        return readLine(strippingNewline: true)
    }

    /// Like ``line(_:)`` with the terminal's echo off, restored whatever happens (signals included).
    public static func secret(_ question: String) -> String? {
        try? StandardStream.error.write(question)
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return readLine(strippingNewline: true) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        // Echo comes back on return, and on Ctrl-C or a kill while waiting for the password.
        return TerminalRestorer.whileChanged(restoring: original) {
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
            defer { try? StandardStream.error.write("\n") }
            return readLine(strippingNewline: true)
        }
    }
}
