import Dispatch
import Foundation
import SalesOutput
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's terminal for the full-screen app, with plain ANSI sequences (no curses: nothing
/// to install, and the screen is tested as text anyway): raw mode and the alternate screen while
/// open, keys decoded on a reading thread, SIGWINCH as a resize, and frames written as the
/// changes from the previous one.
///
/// The terminal is always given back: ``close()`` on return or error, and on SIGINT, SIGTERM or
/// SIGHUP the signal handler restores it before the process ends. Ctrl-Z and SIGTSTP stop the app
/// with the terminal given back; on SIGCONT it takes the terminal again and redraws every cell.
package final class ANSITerminal: TerminalDevice {
    private let original: termios
    private let writer = Mutex(ScreenWriter())
    // Set once in init, then only cancelled.
    nonisolated(unsafe) private let resizes: any DispatchSourceSignal
    nonisolated(unsafe) private let continues: any DispatchSourceSignal
    package let input: AsyncStream<TerminalInput>
    private let continuation: AsyncStream<TerminalInput>.Continuation

    /// Enters raw mode and the alternate screen; `nil` when stdin or stdout is not a terminal.
    package init?() {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        original = settings
        (input, continuation) = AsyncStream<TerminalInput>.makeStream()

        TerminalRestorer.install(restoring: original, fullScreen: true)
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        TerminalRestorer.installSuspension()
        Self.write(TerminalRestorer.enterFullScreen.description)

        signal(SIGWINCH, SIG_IGN)
        resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        let continuation = continuation
        resizes.setEventHandler { continuation.yield(.resize(Self.currentSize())) }
        resizes.resume()
        // Back from a stop: raw mode and the alternate screen again, and a frame of every cell.
        continues = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .global())
        continues.setEventHandler { [weak self] in
            guard let self else { return }
            var raw = raw
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
            self.writer.withLock { writer in
                writer.invalidate()
                Self.write(TerminalRestorer.enterFullScreen.description)
            }
            continuation.yield(.resize(Self.currentSize()))
        }
        continues.resume()
        Thread.detachNewThread { Self.readKeys(into: continuation) }
    }

    package var size: TerminalSize { Self.currentSize() }

    package func draw(_ grid: ScreenGrid) {
        let text = writer.withLock { $0.frame(grid) }
        Self.write(text)
    }

    /// Leaves the alternate screen and raw mode, and shows the cursor.
    package func close() {
        resizes.cancel()
        continues.cancel()
        continuation.finish()
        let leave = TerminalRestorer.leaveFullScreen
        Self.write(leave.description)
        TerminalRestorer.uninstall(restoring: original)
    }

    private static func currentSize() -> TerminalSize {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Reads stdin until it ends, decoding keys; the stream finishes at the end of input.
    private static func readKeys(into continuation: AsyncStream<TerminalInput>.Continuation) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for key in decoder.decode(buffer[0..<count]) {
                // Ctrl-Z: raw mode reads it as a key; it stops the app as it stops other programs.
                if key == .control("z") {
                    TerminalRestorer.suspend()
                } else {
                    continuation.yield(.key(key))
                }
            }
        }
        continuation.finish()
    }

    /// A terminal that cannot take a frame (hung up, closed) is left alone: reading ends too, and
    /// the failure is remembered for the exit status.
    private static func write(_ text: String) {
        try? StandardStream.output.write(text)
    }
}
