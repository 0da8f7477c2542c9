import Foundation
import SalesCore
import Synchronization

/// `sales` on a terminal: runs ``AppState`` against a terminal and the session — draws every
/// state, feeds it keys, resizes and the answers of the work it asks for (loads, logins, logout),
/// each done in its own task so the screen never waits for the network.
package struct FullScreenApp: Sendable {
    private let session: SalesSession
    private let terminal: any TerminalDevice
    private let view: AppView
    private let host: String
    private let currency: CurrencyCode
    private let timeZone: ReaderTimeZone
    /// What the stores said during a load, for the banner (held by the app's command).
    private let notices: StoreNotices?
    private let now: @Sendable () -> Date
    private let spinnerInterval: Duration?
    /// The load under way, for the status line's progress.
    private let currentLoad = CurrentLoad()

    /// `spinnerInterval` `nil`: no spinner frames (the tests' screens then depend on events alone).
    package init(
        session: SalesSession,
        terminal: any TerminalDevice,
        view: AppView,
        host: String,
        currency: CurrencyCode = .usd,
        timeZone: ReaderTimeZone = .utc,
        notices: StoreNotices? = nil,
        now: @escaping @Sendable () -> Date = Date.init,
        spinnerInterval: Duration? = .milliseconds(100)
    ) {
        self.session = session
        self.terminal = terminal
        self.view = view
        self.host = host
        self.currency = currency
        self.timeZone = timeZone
        self.notices = notices
        self.now = now
        self.spinnerInterval = spinnerInterval
    }

    /// Runs until the user quits or the input ends.
    ///
    /// Keys that arrive faster than frames are drawn (a paste, a held key) are applied together and
    /// drawn once: each key costs a state change, not a frame.
    package func run() async {
        var state = initialState()
        let (events, continuation) = AsyncStream<RunnerEvent>.makeStream()
        let keys = PendingKeys()
        let input = Task {
            for await item in terminal.input {
                switch item {
                case .key(let key): if keys.append(key) { continuation.yield(.keys) }
                case .resize(let size): continuation.yield(.app(.resize(size)))
                }
            }
            continuation.finish()
        }
        let answer: @Sendable (AppEvent) -> Void = { continuation.yield(.app($0)) }
        var work: [Task<Void, Never>] = []
        var spinner: Task<Void, Never>?
        defer {
            input.cancel()
            spinner?.cancel()
            for task in work { task.cancel() }
        }

        terminal.draw(view.render(state))
        for effect in state.startEffects { work.append(perform(effect, answer: answer)) }
        for await event in events {
            var effects: [AppEffect] = []
            switch event {
            case .app(let event):
                effects = state.handle(event)
            case .keys:
                for key in keys.takeAll() {
                    effects += state.handle(.key(key))
                    if effects.contains(.quit) { break }
                }
            }
            terminal.draw(view.render(state))
            for effect in effects {
                if effect == .quit { return }
                work.append(perform(effect, answer: answer))
            }
            switch (state.activity, spinner, spinnerInterval) {
            case (.some, nil, let interval?):
                spinner = Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: interval)
                        answer(.tick(progress: currentLoad.text()))
                    }
                }
            case (nil, let running?, _):
                running.cancel()
                spinner = nil
            default: break
            }
        }
    }

    /// On the list when a session is saved; otherwise on the login form, saying why when a saved
    /// session could not be used.
    private func initialState() -> AppState {
        do {
            return AppState(
                host: host, size: terminal.size, session: try session.saved(), currency: currency,
                timeZone: timeZone)
        } catch {
            let notice: String? =
                switch error {
                case .notLoggedIn: nil
                case .sessionUnreadable(let reason): SessionText.unreadable(reason)
                default: error.description
                }
            return AppState(
                host: host, size: terminal.size, session: nil, notice: notice, currency: currency,
                timeZone: timeZone)
        }
    }

    private func perform(_ effect: AppEffect, answer: @escaping @Sendable (AppEvent) -> Void) -> Task<Void, Never> {
        Task {
            switch effect {
            case .load(let refresh):
                let progress = LoadProgress()
                currentLoad.begin(progress)
                defer { currentLoad.end(progress) }
                let result = await capture { () async throws(ClientError) in
                    var load = try await session.catalogWithRates(to: currency, refresh: refresh, progress: progress)
                    load.storeNotices = notices?.takeUnseen() ?? []
                    return load
                }
                answer(.loaded(result))
            case .login(let username, let password):
                let result = await capture { () async throws(ClientError) in
                    try await session.login(username: username, password: password)
                    return username
                }
                answer(.loggedIn(result))
            case .logout:
                answer(.loggedOut(Result { () throws(ClientError) in _ = try session.logout() }))
            case .quit:
                break
            }
        }
    }
}

/// What the runner waits for: an event for the state, or keys waiting in ``PendingKeys``.
private enum RunnerEvent: Sendable {
    case app(AppEvent)
    case keys
}

/// Keys read but not yet applied; the reader signals only when the first one arrives, so a burst
/// of keys is one wake-up and one frame.
private final class PendingKeys: Sendable {
    private let keys = Mutex<[Key]>([])

    /// Adds `key`; `true` when it is the first waiting (the runner must be told).
    func append(_ key: Key) -> Bool {
        keys.withLock { keys in
            keys.append(key)
            return keys.count == 1
        }
    }

    func takeAll() -> [Key] {
        keys.withLock { keys in
            defer { keys.removeAll(keepingCapacity: true) }
            return keys
        }
    }
}

/// The load under way, if any: what the status line says of its progress.
private final class CurrentLoad: Sendable {
    private let progress = Mutex<LoadProgress?>(nil)

    func begin(_ load: LoadProgress) { progress.withLock { $0 = load } }

    /// Forgets `load` unless a newer one began since.
    func end(_ load: LoadProgress) { progress.withLock { if $0 === load { $0 = nil } } }

    /// `nil` until the sales' first bytes arrive.
    func text() -> String? {
        progress.withLock { $0 }.flatMap { load in
            let text = load.text(waiting: "")
            return text.isEmpty ? nil : text
        }
    }
}
