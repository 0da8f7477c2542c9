import Foundation
import Logging
import SalesCore
import SalesMiddleware
import TestKit
import Testing

@Suite struct RatesCacheTests {
    @Test func fetchesOnFirstUseThenServesFromMemoryForTheTTL() async throws {
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60))

        #expect(try await cache.current().freshness == .miss)
        clock.advance(by: .seconds(40))
        let hit = try await cache.current()
        #expect(hit.freshness == .hit)
        #expect(provider.fetchCount == 1)
        #expect(hit.age == .seconds(40))
        #expect(hit.remainingLifetime == .seconds(20))
    }

    @Test func refreshesInTheBackgroundPastFourFifthsOfTheTTLWhileRequestsKeepTheirAnswerAtOnce() async throws {
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60))
        let first = try await cache.current().snapshot

        provider.hold()
        clock.advance(by: .seconds(47))
        #expect(try await cache.current().freshness == .hit)
        #expect(provider.fetchCount == 1, "not yet: 47 s is below 80 % of the TTL")

        clock.advance(by: .seconds(1))
        let during = try await cache.current()
        #expect(during.freshness == .hit)
        #expect(during.snapshot === first, "answered from the old table while the upstream is held")

        provider.release()
        await cache.refreshFinished()
        #expect(provider.fetchCount == 2)
        let after = try await cache.current()
        #expect(after.freshness == .hit)
        #expect(after.snapshot !== first)
        #expect(after.age == .zero)
    }

    @Test func servesAnExpiredTableAtOnceWhileOneRefreshRuns() async throws {
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60))
        let first = try await cache.current().snapshot

        provider.hold()
        clock.advance(by: .seconds(90))
        let lookups = try await withThrowingTaskGroup(of: RatesCache.Lookup.self) { group in
            for _ in 0..<100 { group.addTask { try await cache.current() } }
            return try await group.reduce(into: [RatesCache.Lookup]()) { $0.append($1) }
        }
        #expect(lookups.allSatisfy { $0.freshness == .stale && $0.snapshot === first })
        #expect(lookups.allSatisfy { $0.age == .seconds(90) && $0.remainingLifetime == .zero })

        provider.release()
        await cache.refreshFinished()
        #expect(provider.fetchCount == 2, "one refresh for all of them")
        let after = try await cache.current()
        #expect(after.freshness == .hit)
        #expect(after.snapshot !== first)
    }

    @Test func servesTheLastGoodTableWhenARefreshFailsAndBacksOff() async throws {
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60), retryInterval: .seconds(5))
        let good = try await cache.current().snapshot

        provider.answer(.failure(.timeout))
        clock.advance(by: .seconds(61))
        let stale = try await cache.current()
        #expect(stale.freshness == .stale)
        #expect(stale.snapshot === good)
        await cache.refreshFinished()
        #expect(cache.lastError == .timeout)

        clock.advance(by: .seconds(4))
        #expect(try await cache.current().freshness == .stale)
        await cache.refreshFinished()
        #expect(provider.fetchCount == 2, "left alone during the back-off")

        provider.answer(.success(MappedList(elements: try Fixtures.rates())))
        clock.advance(by: .seconds(1))
        #expect(try await cache.current().snapshot === good, "still answered at once")
        await cache.refreshFinished()
        #expect(provider.fetchCount == 3)
        #expect(cache.lastError == nil)
        #expect(try await cache.current().freshness == .hit)
    }

    /// An upstream answering `[]` (or only pairs that reach nothing) is a failed fetch: the good
    /// table it would have emptied goes on answering, stale, and the failure is said.
    @Test(arguments: [[], [("AUD", "NZD", "1.1")]])
    func anAnswerInWhichNoCurrencyReachesTheTargetIsAFailedFetch(_ pairs: [(String, String, String)]) async throws {
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60))
        let good = try await cache.current().snapshot

        provider.answer(.success(MappedList(elements: try pairs.map { try rate($0.0, $0.1, $0.2) })))
        clock.advance(by: .seconds(61))
        #expect(try await cache.current().snapshot === good)
        await cache.refreshFinished()
        let served = try await cache.current()
        #expect(served.snapshot === good && served.freshness == .stale)
        guard case .badPayload(let reason)? = cache.lastError else {
            Issue.record("no failure recorded: \(String(describing: cache.lastError))")
            return
        }
        #expect(reason.hasPrefix("no currency reaches USD"))
    }

    @Test func stopsServingATableOlderThanTheStaleLimit() async throws {
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60), maxStale: .seconds(3_600))
        _ = try await cache.current()

        provider.answer(.failure(.badStatus(503, message: nil)))
        clock.advance(by: .seconds(3_600))
        #expect(try await cache.current().freshness == .stale, "exactly at the limit: still served")

        clock.advance(by: .seconds(1))
        await #expect(throws: UpstreamError.badStatus(503, message: nil)) { try await cache.current() }

        provider.answer(.success(MappedList(elements: try Fixtures.rates())))
        #expect(try await cache.current().freshness == .miss, "waits for the upstream, as a cold cache does")
    }

    @Test func servesAnyOldTableWithoutAStaleLimit() async throws {
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60), maxStale: nil)
        let first = try await cache.current().snapshot

        provider.answer(.failure(.timeout))
        clock.advance(by: .seconds(30 * 86_400))
        let lookup = try await cache.current()
        #expect(lookup.freshness == .stale)
        #expect(lookup.snapshot === first)
    }

    @Test func tellsItsObserverEveryFetchOutcome() async throws {
        let observer = RatesCacheObserverSpy()
        let (cache, provider, clock) = try makeSUT(ttl: .seconds(60), retryInterval: .seconds(1), observer: observer)
        _ = try await cache.current()
        provider.answer(.failure(.timeout))
        clock.advance(by: .seconds(61))
        _ = try await cache.current()
        await cache.refreshFinished()

        #expect(observer.outcomes == ["ok", "timeout"])
    }

    @Test func throwsTheUpstreamErrorWhenItHasNoTableYet() async throws {
        let provider = RatesProviderStub(.failure(.badStatus(500, message: "boom")))
        let cache = RatesCache(provider: provider, ttl: .seconds(60), logger: quiet)
        await #expect(throws: UpstreamError.badStatus(500, message: "boom")) { try await cache.current() }
    }

    @Test func solvesOtherTargetsOnDemandWithTagsThatNameTheirContent() async throws {
        let rates = try Fixtures.rates()
        let cache = RatesCache(provider: RatesProviderStub(rates: rates), ttl: .seconds(60), logger: quiet)
        let snapshot = try await cache.current().snapshot
        let euro = try await snapshot.rates(to: try code("EUR"))
        #expect(euro.table.rate(from: try code("GBP")) == DecimalText.parse("1.12"))
        // The same content solved independently has the same tag; other content another one.
        #expect(RatesBody(table: RateTable(rates: rates, target: try code("EUR"))).etag == euro.etag)
        #expect(snapshot.defaultRates.etag != euro.etag)
        await #expect(throws: RatesSnapshot.Unavailable.unknown) { try await snapshot.rates(to: try code("XYZ")) }
    }

    @Test func answersTheRatesToACurrencyWithTheLookThatServedThemInOneQuestion() async throws {
        let (sut, provider, clock) = try makeSUT(ttl: .seconds(60))
        let euro = try await sut.answer(to: try code("EUR"))
        clock.advance(by: .seconds(10))
        let dollar = try await sut.answer(to: .usd)

        #expect(provider.fetchCount == 1)
        #expect(euro.lookup.freshness == .miss && dollar.lookup.freshness == .hit)
        #expect(euro.rates.table.target == (try code("EUR")) && dollar.rates.table.target == .usd)
        #expect(dollar.lookup.remainingLifetime == .seconds(50), "the lifetime of the look that served them")
        #expect(dollar.rates.etag == dollar.lookup.snapshot.defaultRates.etag, "solved from the snapshot served")
    }

    @Test func saysWhyItCannotAnswerACurrency() async throws {
        let (sut, _, _) = try makeSUT(ttl: .seconds(60))
        await #expect(throws: RatesCache.AnswerError.unavailable(.unknown)) {
            try await sut.answer(to: try code("XYZ"))
        }
        let down = RatesCache(
            provider: RatesProviderStub(.failure(.badStatus(500, message: "boom"))), ttl: .seconds(60), logger: quiet)
        await #expect(throws: RatesCache.AnswerError.upstream(.badStatus(500, message: "boom"))) {
            try await down.answer(to: .usd)
        }
    }

    @Test func takesTheDefaultTargetFromItsConfiguration() async throws {
        let cache = RatesCache(
            provider: RatesProviderStub(rates: try Fixtures.rates()), ttl: .seconds(60), defaultTarget: try code("GBP"),
            logger: quiet)
        #expect(try await cache.current().snapshot.defaultRates.table.target == (try code("GBP")))
    }
}

private let quiet = Logger(label: "rates-cache", factory: { _ in SwiftLogNoOpLogHandler() })

private func makeSUT(
    ttl: Duration,
    maxStale: Duration? = .seconds(86_400),
    retryInterval: Duration? = nil,
    observer: any RatesCacheObserver = NoRatesCacheObserver()
) throws -> (RatesCache, RatesProviderStub, ManualClock) {
    let provider = RatesProviderStub(rates: try Fixtures.rates())
    let clock = ManualClock()
    let cache = RatesCache(
        provider: provider, ttl: ttl, maxStale: maxStale, retryInterval: retryInterval, observer: observer,
        logger: quiet, now: clock.now)
    return (cache, provider, clock)
}
