import MetricsTestKit
import SalesCore
import SalesMiddleware
import Testing

@Suite struct RatesMetricsTests {
    @Test func countsEveryFetchByOutcomeFromZero() throws {
        let (sut, metrics) = makeSUT()
        #expect(try metrics.expectCounter("rates_upstream_fetches_total", [("outcome", "ok")]).totalValue == 0)

        let failures: [UpstreamError] = [
            .badStatus(503, message: nil), .badPayload("not a list"), .timeout, .unreachable("connection refused"),
            .timeout,
        ]
        for failure in failures { sut.fetchFinished(.failure(failure), duration: .milliseconds(5)) }

        let counts = try ["ok", "status", "payload", "timeout", "refused"].map { outcome in
            try metrics.expectCounter("rates_upstream_fetches_total", [("outcome", outcome)]).totalValue
        }
        #expect(counts == [0, 1, 1, 2, 1])
        #expect(try metrics.expectTimer("rates_upstream_fetch_duration_seconds").values.count == 5)
    }

    @Test func describesTheTableEachSuccessfulFetchProduced() async throws {
        let (sut, metrics) = makeSUT()
        let cache = RatesCache(provider: RatesProviderStub(rates: try Fixtures.rates()), ttl: .seconds(60))
        let snapshot = try await cache.current().snapshot

        sut.fetchFinished(.success(snapshot), duration: .milliseconds(1_250))

        #expect(try metrics.expectCounter("rates_upstream_fetches_total", [("outcome", "ok")]).totalValue == 1)
        #expect(try metrics.expectTimer("rates_upstream_fetch_duration_seconds").lastValue == 1_250_000_000)
        #expect(try metrics.expectGauge("rates_currencies", [("state", "reachable")]).lastValue == 8)
        #expect(try metrics.expectGauge("rates_currencies", [("state", "unreachable")]).lastValue == 0)
        #expect(try metrics.expectGauge("rates_pairs_skipped").lastValue == 0)
        #expect(try metrics.expectGauge("rates_inconsistencies").lastValue == 0)
    }

    @Test func reportsTheTableAgeOnlyOnceThereIsATable() throws {
        let (sut, metrics) = makeSUT()
        sut.tableAge(nil)
        #expect(try metrics.expectGauge("rates_table_age_seconds").lastValue == nil)
        sut.tableAge(.milliseconds(42_500))
        #expect(try metrics.expectGauge("rates_table_age_seconds").lastValue == 42.5)
    }

    private func makeSUT() -> (RatesMetrics, TestMetrics) {
        let metrics = TestMetrics()
        return (RatesMetrics(factory: metrics), metrics)
    }
}
