import Foundation
import Logging
import SalesCore
import SalesMiddleware
import Testing

@Suite struct RatesCacheTests {
    @Test func fetchesOnFirstUseThenServesFromMemoryForTheTTL() async throws {
        let provider = RatesProviderStub(rates: try Fixtures.rates())
        let clock = ManualClock()
        let cache = RatesCache(provider: provider, ttl: .seconds(60), logger: quiet, now: clock.now)

        #expect(try await cache.current().freshness == .miss)
        clock.advance(by: .seconds(59))
        let hit = try await cache.current()
        #expect(hit.freshness == .hit)
        #expect(provider.fetchCount == 1)
        #expect(hit.age == .seconds(59))
        #expect(hit.remainingLifetime == .seconds(1))
    }

    @Test func fetchesAgainOnceTheTTLHasPassed() async throws {
        let provider = RatesProviderStub(rates: try Fixtures.rates())
        let clock = ManualClock()
        let cache = RatesCache(provider: provider, ttl: .seconds(60), logger: quiet, now: clock.now)

        let first = try await cache.current().snapshot
        clock.advance(by: .seconds(60))
        let second = try await cache.current()
        #expect(second.freshness == .miss)
        #expect(second.snapshot !== first)
        #expect(provider.fetchCount == 2)
    }

    @Test func sharesOneFetchAmongConcurrentRequestsOnAColdCache() async throws {
        let provider = RatesProviderStub(rates: try Fixtures.rates(), delay: .milliseconds(100))
        let cache = RatesCache(provider: provider, ttl: .seconds(60), logger: quiet)

        let snapshots = try await withThrowingTaskGroup(of: RatesSnapshot.self) { group in
            for _ in 0..<1_000 { group.addTask { try await cache.current().snapshot } }
            return try await group.reduce(into: [RatesSnapshot]()) { $0.append($1) }
        }
        #expect(provider.fetchCount == 1)
        #expect(Set(snapshots.map(ObjectIdentifier.init)).count == 1)
    }

    @Test func servesTheLastGoodTableWhenARefreshFailsAndBacksOff() async throws {
        let provider = RatesProviderStub(rates: try Fixtures.rates())
        let clock = ManualClock()
        let cache = RatesCache(
            provider: provider, ttl: .seconds(60), retryInterval: .seconds(5), logger: quiet, now: clock.now)
        let good = try await cache.current().snapshot

        provider.answer(.failure(.timeout))
        clock.advance(by: .seconds(61))
        let stale = try await cache.current()
        #expect(stale.freshness == .stale)
        #expect(stale.snapshot === good)
        #expect(cache.lastError == .timeout)

        clock.advance(by: .seconds(4))
        #expect(try await cache.current().freshness == .stale)
        #expect(provider.fetchCount == 2)  // left alone during the back-off

        provider.answer(.success(MappedList(elements: try Fixtures.rates())))
        clock.advance(by: .seconds(1))
        #expect(try await cache.current().freshness == .miss)
        #expect(provider.fetchCount == 3)
        #expect(cache.lastError == nil)
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
        let euro = try #require(await snapshot.rates(to: try code("EUR")))
        #expect(euro.table.rate(from: try code("GBP")) == DecimalText.parse("1.12"))
        // The same content solved independently has the same tag; other content another one.
        #expect(RatesBody(table: RateTable(rates: rates, target: try code("EUR"))).etag == euro.etag)
        #expect(snapshot.defaultRates.etag != euro.etag)
        #expect(await snapshot.rates(to: try code("XYZ")) == nil)
    }

    @Test func takesTheDefaultTargetFromItsConfiguration() async throws {
        let cache = RatesCache(
            provider: RatesProviderStub(rates: try Fixtures.rates()), ttl: .seconds(60), defaultTarget: try code("GBP"),
            logger: quiet)
        #expect(try await cache.current().snapshot.defaultRates.table.target == (try code("GBP")))
    }
}

private let quiet = Logger(label: "rates-cache", factory: { _ in SwiftLogNoOpLogHandler() })
