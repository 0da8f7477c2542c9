import Synchronization

/// What the stores say while a command runs — a damaged copy moved aside, a copy of another
/// version, a session file tightened to 0600: written to stderr at once, or, while the full-screen
/// app owns the terminal, held. Held notices are handed to the app for its banner as they come
/// (``takeUnseen()``) and all written, in order, once the screen is restored (``release()``): none
/// is drawn over the app, none is lost.
package final class StoreNotices: Sendable {
    private struct State {
        var holding = false
        var held: [String] = []
        var unseen: [String] = []
    }

    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// `write`: how a notice reaches the user when it is not held (one warning line on stderr).
    package init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Says `notice` now, or holds it while ``hold()`` lasts.
    package func post(_ notice: String) {
        let held = state.withLock { state in
            guard state.holding else { return false }
            state.held.append(notice)
            state.unseen.append(notice)
            return true
        }
        if !held { write(notice) }
    }

    /// Holds every notice from now until ``release()``.
    package func hold() {
        state.withLock { $0.holding = true }
    }

    /// The notices held since the last call, oldest first.
    package func takeUnseen() -> [String] {
        state.withLock { state in
            defer { state.unseen = [] }
            return state.unseen
        }
    }

    /// Stops holding and writes every held notice, oldest first.
    package func release() {
        let held = state.withLock { state in
            defer { state = State() }
            return state.held
        }
        for notice in held { write(notice) }
    }
}
