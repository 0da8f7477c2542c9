#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back as it was when the process is interrupted (SIGINT, SIGTERM, SIGHUP)
/// while a prompt or the full-screen app has changed it: the signal handler restores the saved
/// settings (async-signal-safe `tcsetattr`), leaves the alternate screen and shows the cursor when
/// the app was on it, then lets the signal end the process as usual.
///
/// While the app is on screen, a stop (SIGTSTP: `kill -TSTP`, or Ctrl-Z, which raw mode reads as a
/// key and the app turns into the signal) gives the terminal back the same way, then stops the
/// process as the default action would; on continue (`fg`, SIGCONT) the app takes the terminal
/// again — raw mode, the alternate screen — and redraws every cell (``ANSITerminal``).
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

    /// For the full-screen app: from now until ``uninstall(restoring:)``, a stop gives the terminal
    /// back before the process stops.
    static func installSuspension() {
        _ = signal(SIGTSTP, restoreAndStop)
    }

    /// Stops the process as Ctrl-Z would (the app reads Ctrl-Z as a key in raw mode).
    static func suspend() {
        _ = kill(getpid(), SIGTSTP)
    }

    static func uninstall(restoring original: termios) {
        for number in interruptions + [SIGTSTP] { _ = signal(number, SIG_DFL) }
        var original = original
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Leaves the alternate screen, resets colours and shows the cursor.
    static let leaveFullScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// Enters the alternate screen, hides the cursor and clears the screen.
    static let enterFullScreen: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
}

/// The stop handler: the terminal back, then stop as the default action does (only
/// async-signal-safe calls). The signal is blocked while its handler runs, so it is unblocked for
/// the default action to stop the process here rather than after the handler returns; once
/// continued, the handler is set again and the app, told by SIGCONT, takes the terminal back.
/// In an orphaned process group (no job-control shell to continue it) the kernel discards the
/// stop: the handler then sends the SIGCONT itself, so the app is never left on a cooked screen.
private func restoreAndStop(_ number: Int32) {
    let savedErrno = errno
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    let leave = TerminalRestorer.leaveFullScreen
    _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
    _ = signal(SIGTSTP, SIG_DFL)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    _ = raise(SIGTSTP)
    _ = signal(SIGTSTP, restoreAndStop)
    _ = kill(getpid(), SIGCONT)
    errno = savedErrno
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
