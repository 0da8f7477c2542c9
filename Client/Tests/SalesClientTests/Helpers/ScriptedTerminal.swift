import SalesClient
import Synchronization
import Testing

/// A terminal for the app in process: the test sends keys and waits for screens; every grid the
/// app draws is kept as text.
///
/// Waiting is driven by the app's own draws (a readiness signal, not a sleep); the bound on a wait
/// only turns a screen that never comes into a failure that shows the last screen drawn.
final class ScriptedTerminal: TerminalDevice {
    let size: TerminalSize
    let input: AsyncStream<TerminalInput>
    private let keys: AsyncStream<TerminalInput>.Continuation
    private let screens = Mutex(Screens())
    private let patience: Duration

    private struct Screens {
        var all: [String] = []
        var waiters: [Int: (text: String, continuation: CheckedContinuation<String?, Never>)] = [:]
        var nextWaiter = 0
    }

    init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), patience: Duration = .seconds(10)) {
        self.size = size
        self.patience = patience
        (input, keys) = AsyncStream<TerminalInput>.makeStream()
    }

    var lastScreen: String { screens.withLock { $0.all.last ?? "" } }

    func draw(_ grid: ScreenGrid) {
        let text = grid.text
        let ready = screens.withLock { state in
            state.all.append(text)
            let met = state.waiters.filter { text.contains($0.value.text) }
            for id in met.keys { state.waiters[id] = nil }
            return met.values.map(\.continuation)
        }
        for waiter in ready { waiter.resume(returning: text) }
    }

    func press(_ pressed: Key...) {
        for key in pressed { keys.yield(.key(key)) }
    }

    func type(_ text: String) {
        for character in text { keys.yield(.key(.character(character))) }
    }

    /// The last screen drawn if it shows `text`, or else the first one drawn from now on that does.
    /// A screen that does not come within the terminal's patience is a test failure.
    @discardableResult
    func screen(showing text: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        let id = screens.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        let shown = await withTaskGroup(of: String?.self) { group in
            group.addTask { await self.wait(id: id, for: text) }
            group.addTask { [patience] in
                try? await Task.sleep(for: patience)
                self.giveUp(id: id)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let shown else {
            Issue.record(
                "No screen showed \(text.debugDescription); the last one was:\n\(lastScreen)",
                sourceLocation: sourceLocation)
            return lastScreen
        }
        return shown
    }

    func endInput() {
        keys.finish()
    }

    private func wait(id: Int, for text: String) async -> String? {
        await withCheckedContinuation { continuation in
            let current = screens.withLock { state -> String? in
                if let last = state.all.last, last.contains(text) { return last }
                state.waiters[id] = (text, continuation)
                return nil
            }
            if let current { continuation.resume(returning: current) }
        }
    }

    private func giveUp(id: Int) {
        let waiter = screens.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.continuation.resume(returning: nil)
    }
}
