import Foundation
import SalesHTTP
import SalesMiddleware
import ScriptedHTTPServer
import Synchronization
import Testing

/// The live rates provider over libcurl against a scripted upstream on 127.0.0.1: what it keeps
/// between fetches, and how a fetch stops.
@Suite struct UpstreamRatesProviderTests {
    @Test func reusesItsConnectionToTheUpstreamBetweenFetches() async throws {
        let upstream = try ScriptedHTTPServer(keepingConnections: true) { _ in .json(Fixtures.ratesJSON) }
        let sut = try makeSUT(url: upstream.baseURL + "/rates")
        for _ in 0..<3 { _ = try await sut.provider.fetchRates() }
        #expect(upstream.requestCount("/rates") == 3)
        #expect(upstream.connectionCount == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func stopsAFetchUnderWayWhenTheServiceStops() async throws {
        let upstream = try HeldUpstream()
        defer { upstream.release() }
        let sut = try makeSUT(url: upstream.server.baseURL + "/rates")
        let fetch = Task { () async throws(UpstreamError) in try await sut.provider.fetchRates() }
        await upstream.requestArrived()
        sut.transport.stop()
        await #expect(throws: UpstreamError.unreachable("the fetch was stopped: the service is shutting down")) {
            try await fetch.value
        }
        // Stopped for good: a later fetch never reaches the upstream.
        await #expect(throws: UpstreamError.self) { try await sut.provider.fetchRates() }
        #expect(upstream.server.requestCount("/rates") == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func abortsTheTransferOfACancelledFetch() async throws {
        let upstream = try HeldUpstream()
        defer { upstream.release() }
        let sut = try makeSUT(url: upstream.server.baseURL + "/rates")
        let fetch = Task { () async throws(UpstreamError) in try await sut.provider.fetchRates() }
        await upstream.requestArrived()
        fetch.cancel()
        await #expect(throws: UpstreamError.self) { try await fetch.value }
    }

    @Test func namesALargeBodyByTheConfiguredLimit() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        let sut = try makeSUT(url: upstream.baseURL + "/rates", maxBytes: 16)
        await #expect(throws: UpstreamError.badPayload("the body is larger than 16 bytes")) {
            try await sut.provider.fetchRates()
        }
    }

    private func makeSUT(url: String, maxBytes: Int = 1 << 20) throws -> (
        provider: UpstreamRatesProvider, transport: CurlTransport
    ) {
        // A deadline no test reaches: each ends by what it tests.
        let transport = CurlTransport(userAgent: UpstreamRatesProvider.userAgent, maximumBodyBytes: maxBytes)
        let provider = UpstreamRatesProvider(
            http: transport, url: try #require(URL(string: url)), timeout: .seconds(60), maxBytes: maxBytes)
        return (provider, transport)
    }
}
