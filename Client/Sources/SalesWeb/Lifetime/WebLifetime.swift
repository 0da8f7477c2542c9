import Synchronization

/// When `sales web` stops by itself: Quit pressed in a page, or `idleLimit` passed with no request
/// (started from a desktop's menu there is no terminal to press Ctrl-C in). Time comes from `now`
/// and waits go through `sleep`, both injected: tests move a manual clock instead of waiting.
package final class WebLifetime: Sendable {
    package enum Ending: Sendable, Equatable {
        case quit
        case idle
    }

    private struct State {
        var lastRequest: ContinuousClock.Instant
        var quit = false
    }

    /// How long with no request before the server stops; `nil`: never.
    package let idleLimit: Duration?
    private let now: @Sendable () -> ContinuousClock.Instant
    private let sleep: @Sendable (ContinuousClock.Instant) async throws -> Void
    private let state: Mutex<State>
    private let quits: AsyncStream<Void>
    private let quitting: AsyncStream<Void>.Continuation

    package init(
        idleLimit: Duration?, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
        sleep: @escaping @Sendable (ContinuousClock.Instant) async throws -> Void = {
            try await Task.sleep(until: $0, clock: .continuous)
        }
    ) {
        self.idleLimit = idleLimit
        self.now = now
        self.sleep = sleep
        state = Mutex(State(lastRequest: now()))
        (quits, quitting) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// A request came: the idle time starts again.
    package func touch() {
        let instant = now()
        state.withLock { $0.lastRequest = instant }
    }

    /// Quit was pressed: ``waitForEnding()`` returns.
    package func quit() {
        state.withLock { $0.quit = true }
        quitting.yield()
    }

    /// Why the server should stop now, if it should.
    package var ending: Ending? {
        let instant = now()
        return state.withLock { state in
            if state.quit { return .quit }
            if let idleLimit, instant >= state.lastRequest + idleLimit { return .idle }
            return nil
        }
    }

    /// Returns once the server should stop (or when the task is cancelled: a signal stops it).
    package func waitForEnding() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [quits] in
                for await _ in quits { return }
            }
            if idleLimit != nil {
                group.addTask { [self] in await waitUntilIdle() }
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// Sleeps until the idle limit would be reached with no request in between, and again while
    /// requests keep coming; returns once it is reached.
    private func waitUntilIdle() async {
        guard let idleLimit else { return }
        while !Task.isCancelled {
            if ending == .idle { return }
            let deadline = state.withLock { $0.lastRequest } + idleLimit
            do {
                try await sleep(deadline)
            } catch {
                return
            }
        }
    }
}
