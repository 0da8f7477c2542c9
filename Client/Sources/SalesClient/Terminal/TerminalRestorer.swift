#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back as it was when the process is interrupted (SIGINT, SIGTERM, SIGHUP)
/// while a prompt or the full-screen app has changed it: the signal handler restores the saved
/// settings (async-signal-safe `tcsetattr`), leaves the alternate screen and shows the cursor when
/// the app was on it, then lets the signal end the process as usual.
enum TerminalRestorer {
    private static let interruptions = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with `original` restored on return and on any of the signals.
    static func whileChanged<Result>(restoring original: termios, _ body: () -> Result) -> Result {
        install(restoring: original, fullScreen: false)
        defer { uninstall(restoring: original) }
        return body()
    }

    /// From now until ``uninstall(restoring:)``, a signal restores `original` (and leaves the full screen).
    static func install(restoring original: termios, fullScreen: Bool) {
        savedTerminal = original
        onFullScreen = fullScreen
        for number in interruptions { _ = signal(number, restoreAndReraise) }
    }

    static func uninstall(restoring original: termios) {
        for number in interruptions { _ = signal(number, SIG_DFL) }
        var original = original
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Leaves the alternate screen, resets colours and shows the cursor.
    static let leaveFullScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}

/// The handler: restore, then die of the same signal (exit status 128 + n, as the shell expects).
private func restoreAndReraise(_ number: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    if onFullScreen {
        let sequence = TerminalRestorer.leaveFullScreen
        _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
    } else {
        _ = write(STDERR_FILENO, "\n", 1)
    }
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}

/// What the handler restores; written only while no handler is installed.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var onFullScreen = false
