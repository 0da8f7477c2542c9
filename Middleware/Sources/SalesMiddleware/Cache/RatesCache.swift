import Foundation
import Logging
import SalesCore
import Synchronization

/// Keeps the solved rates and refreshes them from the upstream so that, once a table exists, no
/// request waits for the upstream:
/// - a table younger than the TTL answers at once (`hit`); past `refreshAhead` of its TTL (80 %)
///   the first request also starts a refresh in the background;
/// - an expired table still answers at once (`stale`) while one background refresh runs, until it
///   is older than `maxStale` (`nil`: no limit);
/// - a cold cache, or a table too old to serve, makes requests wait for one fetch, however many
///   they are (single flight); they all get the new table (`miss`) or the upstream's error;
/// - after a failed refresh the upstream is left alone for `retryInterval` before the next try.
package final class RatesCache: Sendable {
    package enum Freshness: String, Sendable {
        case hit
        case miss
        case stale
    }

    /// The answer to one look at the cache: the snapshot, how fresh it is, and its age and
    /// remaining lifetime, all from the same instant that decided the freshness.
    package struct Lookup: Sendable {
        package let snapshot: RatesSnapshot
        package let freshness: Freshness
        package let age: Duration
        /// Time left before the snapshot expires; zero once expired or when served stale.
        package let remainingLifetime: Duration
    }

    private struct State {
        var snapshot: RatesSnapshot?
        var refresh: Task<Result<RatesSnapshot, UpstreamError>, Never>?
        var retryNotBefore: ContinuousClock.Instant?
        var lastError: UpstreamError?
    }

    private let provider: any RatesProvider
    private let ttl: Duration
    private let refreshAhead: Duration
    private let maxStale: Duration?
    private let retryInterval: Duration
    private let defaultTarget: CurrencyCode
    private let observer: any RatesCacheObserver
    private let logger: Logger
    private let now: @Sendable () -> ContinuousClock.Instant
    private let wallClock: @Sendable () -> Date
    private let state = Mutex(State())

    /// - Parameters:
    ///   - ttl: how long a table is fresh.
    ///   - maxStale: how old a table may be and still be served while the upstream fails; `nil`
    ///     serves it however old.
    ///   - retryInterval: how long the upstream is left alone after a failed refresh (default: the
    ///     TTL, within 1…10 s).
    package init(
        provider: any RatesProvider,
        ttl: Duration,
        maxStale: Duration? = .seconds(86_400),
        retryInterval: Duration? = nil,
        defaultTarget: CurrencyCode = .usd,
        observer: any RatesCacheObserver = NoRatesCacheObserver(),
        logger: Logger = Logger(label: "rates-cache"),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        wallClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.provider = provider
        self.ttl = ttl
        self.refreshAhead = ttl / 5 * 4
        self.maxStale = maxStale
        self.retryInterval = retryInterval ?? min(max(ttl, .seconds(1)), .seconds(10))
        self.defaultTarget = defaultTarget
        self.observer = observer
        self.logger = logger
        self.now = now
        self.wallClock = wallClock
    }

    /// The newest snapshot without fetching, if any.
    package var latest: RatesSnapshot? {
        state.withLock { $0.snapshot }
    }

    /// How old the newest snapshot is now; `nil` before the first fetch.
    package var latestAge: Duration? {
        let instant = now()
        return state.withLock { $0.snapshot.map { instant - $0.fetchedInstant } }
    }

    /// The error of the last failed refresh, until a refresh succeeds.
    package var lastError: UpstreamError? {
        state.withLock { $0.lastError }
    }

    /// The rates to serve now: at once when a table can be served, else after one fetch. Inlined
    /// into the caller: serving a table — nearly every request — calls no async function.
    @inline(__always)
    package func current() async throws(UpstreamError) -> Lookup {
        switch next(at: now()) {
        case .serve(let lookup): lookup
        case .wait(let refresh): try await served(refresh)
        }
    }

    private enum Next {
        case serve(Lookup)
        case wait(Task<Result<RatesSnapshot, UpstreamError>, Never>)
    }

    /// What a request at `instant` gets: the table to serve, or the fetch to wait for (started
    /// here when none is in flight).
    private func next(at instant: ContinuousClock.Instant) -> Next {
        state.withLock { state in
            if let snapshot = state.snapshot {
                let age = instant - snapshot.fetchedInstant
                if age < ttl {
                    if age >= refreshAhead { startRefreshIfDue(&state, at: instant) }
                    return .serve(lookup(snapshot, .hit, age: age))
                }
                if maxStale.map({ age <= $0 }) ?? true {
                    startRefreshIfDue(&state, at: instant)
                    return .serve(lookup(snapshot, .stale, age: age))
                }
            }
            return .wait(state.refresh ?? startRefresh(&state))
        }
    }

    /// The table `refresh` fetches, as a miss.
    private func served(_ refresh: Task<Result<RatesSnapshot, UpstreamError>, Never>) async throws(UpstreamError)
        -> Lookup
    {
        let snapshot = try await refresh.value.get()
        return lookup(snapshot, .miss, age: now() - snapshot.fetchedInstant)
    }

    /// Returns once the refresh in flight, if any, has finished and its outcome is recorded.
    package func refreshFinished() async {
        let refresh = state.withLock { $0.refresh }
        _ = await refresh?.value
    }

    /// Starts a background refresh unless one runs or the upstream is being left alone.
    private func startRefreshIfDue(_ state: inout State, at instant: ContinuousClock.Instant) {
        guard state.refresh == nil else { return }
        if let retry = state.retryNotBefore, instant < retry { return }
        _ = startRefresh(&state)
    }

    private func startRefresh(_ state: inout State) -> Task<Result<RatesSnapshot, UpstreamError>, Never> {
        let refresh = Task { await self.refresh() }
        state.refresh = refresh
        return refresh
    }

    private func lookup(_ snapshot: RatesSnapshot, _ freshness: Freshness, age: Duration) -> Lookup {
        let remaining = freshness == .stale ? .zero : max(.zero, ttl - age)
        return Lookup(snapshot: snapshot, freshness: freshness, age: age, remainingLifetime: remaining)
    }

    /// One upstream fetch; records its outcome before any waiter sees it. An answer in which no
    /// currency reaches the default target (`[]`, or only pairs that were all refused) is a failed
    /// fetch like a bad body: the last good table goes on answering, stale, and the diagnostics
    /// and metrics say why — an upstream that empties its list never empties ours.
    private func refresh() async -> Result<RatesSnapshot, UpstreamError> {
        let started = now()
        let result: Result<RatesSnapshot, UpstreamError>
        do {
            let upstream = try await provider.fetchRates()
            let finished = now()
            let snapshot = RatesSnapshot(
                upstream: upstream,
                fetchedAt: wallClock(),
                fetchedInstant: finished,
                fetchDuration: finished - started,
                defaultTarget: defaultTarget
            )
            if snapshot.defaultRates.table.directRates.isEmpty {
                let read = upstream.elements.count
                result = .failure(
                    .badPayload(
                        "no currency reaches \(defaultTarget) (\(read) usable rate\(read == 1 ? "" : "s")"
                            + (upstream.skipped.isEmpty ? "" : ", \(upstream.skipped.count) refused") + ")"))
            } else {
                result = .success(snapshot)
            }
        } catch {
            result = .failure(error)
        }
        let retryAt = now() + retryInterval
        state.withLock { state in
            state.refresh = nil
            switch result {
            case .success(let snapshot):
                state.snapshot = snapshot
                state.retryNotBefore = nil
                state.lastError = nil
            case .failure(let error):
                state.retryNotBefore = retryAt
                state.lastError = error
            }
        }
        observer.fetchFinished(result, duration: now() - started)
        switch result {
        case .success(let snapshot): snapshot.log(to: logger)
        case .failure(let error): logger.error("upstream rates fetch failed: \(error)")
        }
        return result
    }
}
