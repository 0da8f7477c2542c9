import SalesClient
import Synchronization

/// A console that keeps what a command writes, and scripted answers for what it reads.
final class ConsoleSpy: Sendable {
    private let written = Mutex<(out: String, err: String)>(("", ""))
    let isInteractive: Bool
    let stderrIsTerminal: Bool
    let stdoutIsTerminal: Bool

    init(isInteractive: Bool = false, stderrIsTerminal: Bool = false, stdoutIsTerminal: Bool = false) {
        self.isInteractive = isInteractive
        self.stderrIsTerminal = stderrIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    var out: String { written.withLock { $0.out } }
    var err: String { written.withLock { $0.err } }

    var console: Console {
        Console(
            isInteractive: isInteractive, stderrIsTerminal: stderrIsTerminal, stdoutIsTerminal: stdoutIsTerminal,
            style: TextStyle(enabled: false),
            out: { text in self.written.withLock { $0.out += text } },
            err: { text in self.written.withLock { $0.err += text } }
        )
    }
}

/// Answers prompts and standard input from a script, in order.
final class ScriptedInput: UserInput {
    private let lines: Mutex<[String]>

    init(_ lines: [String]) {
        self.lines = Mutex(lines)
    }

    func line(_ question: String) -> String? { next() }
    func secret(_ question: String) -> String? { next() }
    func nextLine() -> String? { next() }

    private func next() -> String? {
        lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
