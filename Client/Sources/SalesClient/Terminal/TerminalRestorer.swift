#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back as it was when the process is interrupted (SIGINT, SIGTERM, SIGHUP)
/// while a prompt or a full-screen view has changed it: the signal handler restores the saved
/// settings (async-signal-safe `tcsetattr`), then lets the signal end the process as usual.
enum TerminalRestorer {
    private static let interruptions = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with `original` restored on return and on any of the signals.
    static func whileChanged<Result>(restoring original: termios, _ body: () -> Result) -> Result {
        savedTerminal = original
        for number in interruptions { _ = signal(number, restoreAndReraise) }
        defer {
            for number in interruptions { _ = signal(number, SIG_DFL) }
            var original = original
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        }
        return body()
    }
}

/// The handler: restore, then die of the same signal (exit status 128 + n, as the shell expects).
private func restoreAndReraise(_ number: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    _ = write(STDERR_FILENO, "\n", 1)
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}

/// The settings the handler restores; written only while no handler is installed.
nonisolated(unsafe) private var savedTerminal = termios()
