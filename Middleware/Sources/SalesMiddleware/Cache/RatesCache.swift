import Foundation
import Logging
import SalesCore
import Synchronization

/// Keeps the solved rates for the TTL and refreshes them from the upstream:
/// - a fresh snapshot answers at once (`hit`), without any await;
/// - a cold or expired cache fetches once, however many requests wait for it (single flight);
///   they all get the new snapshot (`miss`);
/// - when a refresh fails and an earlier snapshot exists, that one is served (`stale`) and the
///   upstream is left alone for `retryInterval` before the next try; with none, the error is thrown.
public final class RatesCache: Sendable {
    public enum Freshness: String, Sendable {
        case hit
        case miss
        case stale
    }

    /// The answer to one look at the cache: the snapshot, how fresh it is, and its age and
    /// remaining lifetime, all from the same instant that decided the freshness.
    public struct Lookup: Sendable {
        public let snapshot: RatesSnapshot
        public let freshness: Freshness
        public let age: Duration
        /// Time left before the snapshot expires; zero once expired or when served stale.
        public let remainingLifetime: Duration
    }

    private struct State {
        var snapshot: RatesSnapshot?
        var refresh: Task<Result<RatesSnapshot, UpstreamError>, Never>?
        var retryNotBefore: ContinuousClock.Instant?
        var lastError: UpstreamError?
    }

    private let provider: any RatesProvider
    private let ttl: Duration
    private let retryInterval: Duration
    private let defaultTarget: CurrencyCode
    private let logger: Logger
    private let now: @Sendable () -> ContinuousClock.Instant
    private let wallClock: @Sendable () -> Date
    private let state = Mutex(State())

    public init(
        provider: any RatesProvider,
        ttl: Duration,
        retryInterval: Duration? = nil,
        defaultTarget: CurrencyCode = .usd,
        logger: Logger = Logger(label: "rates-cache"),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        wallClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.provider = provider
        self.ttl = ttl
        self.retryInterval = retryInterval ?? min(max(ttl, .seconds(1)), .seconds(10))
        self.defaultTarget = defaultTarget
        self.logger = logger
        self.now = now
        self.wallClock = wallClock
    }

    /// The newest snapshot without fetching, if any.
    public var latest: RatesSnapshot? {
        state.withLock { $0.snapshot }
    }

    /// The error of the last failed refresh, until a refresh succeeds.
    public var lastError: UpstreamError? {
        state.withLock { $0.lastError }
    }

    /// The rates to serve now, fetching them when needed.
    public func current() async throws(UpstreamError) -> Lookup {
        let instant = now()
        enum Next {
            case serve(Lookup)
            case wait(Task<Result<RatesSnapshot, UpstreamError>, Never>)
        }
        let next: Next = state.withLock { state in
            if let snapshot = state.snapshot {
                if instant < snapshot.fetchedInstant + ttl {
                    return .serve(lookup(snapshot, .hit, at: instant))
                }
                if let retry = state.retryNotBefore, instant < retry {
                    return .serve(lookup(snapshot, .stale, at: instant))
                }
            }
            if let refresh = state.refresh { return .wait(refresh) }
            let refresh = Task { await self.refresh() }
            state.refresh = refresh
            return .wait(refresh)
        }
        switch next {
        case .serve(let lookup):
            return lookup
        case .wait(let refresh):
            let result = await refresh.value
            let now = now()
            switch result {
            case .success(let snapshot):
                return lookup(snapshot, .miss, at: now)
            case .failure(let error):
                guard let snapshot = latest else { throw error }
                return lookup(snapshot, .stale, at: now)
            }
        }
    }

    private func lookup(_ snapshot: RatesSnapshot, _ freshness: Freshness, at instant: ContinuousClock.Instant)
        -> Lookup
    {
        let age = instant - snapshot.fetchedInstant
        let remaining = freshness == .stale ? .zero : max(.zero, ttl - age)
        return Lookup(snapshot: snapshot, freshness: freshness, age: age, remainingLifetime: remaining)
    }

    /// One upstream fetch; records its outcome before any waiter sees it.
    private func refresh() async -> Result<RatesSnapshot, UpstreamError> {
        let started = now()
        let result: Result<RatesSnapshot, UpstreamError>
        do {
            let upstream = try await provider.fetchRates()
            let finished = now()
            result = .success(
                RatesSnapshot(
                    upstream: upstream,
                    fetchedAt: wallClock(),
                    fetchedInstant: finished,
                    fetchDuration: finished - started,
                    defaultTarget: defaultTarget
                )
            )
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
        switch result {
        case .success(let snapshot): snapshot.log(to: logger)
        case .failure(let error): logger.error("upstream rates fetch failed: \(error)")
        }
        return result
    }
}
