import AsyncHTTPClient
import FakeUpstream
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SalesMiddleware
import ServiceLifecycle
import Synchronization
import Testing

/// The middleware with its real HTTP client against `fake-upstream`, both on 127.0.0.1 at free ports.
@Suite struct LiveUpstreamTests {
    @Test func fetchesOverHTTPOnceAndServesFromTheCache() async throws {
        try await withFakeUpstream { fake, ratesURL in
            try await makeLiveSUT(ratesURL: ratesURL).testLive { client in
                let first = try await client.get("/rates")
                let second = try await client.get("/rates?to=EUR")
                let third = try await client.get("/rates")
                #expect(first.status == .ok && second.status == .ok && third.status == .ok)
                #expect(first.text.contains(#"{"from":"GBP","to":"USD","rate":1.3216}"#))
                #expect(third.header("X-Cache") == "hit")
                #expect(try await fake.upstreamFetches() == 1)
            }
        }
    }

    @Test func sharesOneUpstreamFetchAmongAStampede() async throws {
        try await withFakeUpstream(ratesFault: Fault(latencyMilliseconds: 200)) { fake, ratesURL in
            try await makeLiveSUT(ratesURL: ratesURL).testLive { client in
                let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                    for _ in 0..<200 { group.addTask { try await client.get("/rates").status } }
                    return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
                }
                #expect(statuses.count == 200 && statuses.allSatisfy { $0 == .ok })
                #expect(try await fake.upstreamFetches() == 1)
            }
        }
    }

    @Test func servesStaleRatesWhileTheUpstreamFails() async throws {
        try await withFakeUpstream { fake, ratesURL in
            try await makeLiveSUT(ratesURL: ratesURL, { $0.cacheTTL = .zero }).testLive { client in
                let fresh = try await client.get("/rates")
                try await fake.setFault(#"{"failure_rate": 1, "failure_status": 500}"#)
                let stale = try await client.get("/rates")
                #expect(stale.status == .ok)
                #expect(stale.header("X-Cache") == "stale")
                #expect(stale.body == fresh.body)
            }
        }
    }

    @Test func answersGatewayTimeoutWhenTheUpstreamIsTooSlow() async throws {
        try await withFakeUpstream(ratesFault: Fault(latencyMilliseconds: 3_000)) { _, ratesURL in
            try await makeLiveSUT(ratesURL: ratesURL, { $0.upstreamTimeout = .milliseconds(300) }).testLive { client in
                let response = try await client.get("/rates")
                #expect(response.status == .gatewayTimeout)
                #expect(response.error == "the upstream did not answer in time")
            }
        }
    }

    @Test(arguments: [
        #"{"malformed": true}"#, #"{"truncated": true}"#, #"{"failure_rate": 1, "failure_status": 503}"#,
    ])
    func answersBadGatewayToABrokenUpstream(_ fault: String) async throws {
        try await withFakeUpstream { fake, ratesURL in
            try await fake.setFault(fault)
            try await makeLiveSUT(ratesURL: ratesURL).testLive { client in
                let response = try await client.get("/rates")
                #expect(response.status == .badGateway)
                #expect(response.error?.isEmpty == false)
            }
        }
    }

    @Test func answersBadGatewayWhenTheUpstreamRefusesConnections() async throws {
        let closedPort = try await withFakeUpstream { _, ratesURL in ratesURL }
        try await makeLiveSUT(ratesURL: closedPort).testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
            #expect(response.error?.hasPrefix("the upstream is unreachable") == true)
        }
    }

    @Test func skipsInvalidUpstreamPairsAndReportsThem() async throws {
        try await withFakeUpstream { fake, ratesURL in
            try await fake.setRates(
                #"[{"from":"EUR","to":"USD","rate":1.18},{"from":"GBP","to":"USD","rate":0},{"from":"JPY","to":"USD","rate":"0.0067"},{"from":"CHF","to":"CHF","rate":1}]"#
            )
            try await makeLiveSUT(ratesURL: ratesURL).testLive { client in
                #expect(try await client.get("/rates").text == #"[{"from":"EUR","to":"USD","rate":1.18}]"#)
                let diagnostics = try #require(try await client.get("/rates/diagnostics").json as? [String: Any])
                let reasons = (diagnostics["skipped"] as? [[String: Any]])?.compactMap { $0["reason"] as? String }
                #expect(
                    reasons == ["rate 0 is not positive", #"invalid "rate": "0.0067""#, "rate converts CHF to itself"])
            }
        }
    }

    @Test func revalidatesWithETagsOverHTTP() async throws {
        try await withFakeUpstream { _, ratesURL in
            try await makeLiveSUT(ratesURL: ratesURL).testLive { client in
                let etag = try #require(try await client.get("/rates").headers[.eTag])
                let response = try await client.get("/rates", headers: [.ifNoneMatch: etag])
                #expect(response.status == .notModified)
            }
        }
    }

    @Test func finishesInFlightRequestsOnGracefulShutdown() async throws {
        try await withFakeUpstream(ratesFault: Fault(latencyMilliseconds: 500)) { _, ratesURL in
            var configuration = MiddlewareConfiguration(ratesURL: try #require(URL(string: ratesURL)))
            configuration.port = 0
            let port = Mutex<Int?>(nil)
            let app = SalesMiddleware.buildApplication(
                configuration: configuration,
                logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }),
                onListening: { _, bound in port.withLock { $0 = bound } }
            )
            let group = ServiceGroup(
                services: [app], logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
            try await withThrowingTaskGroup(of: Void.self) { tasks in
                tasks.addTask { try await group.run() }
                while port.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(10)) }
                let url = "http://127.0.0.1:\(port.withLock { $0 } ?? 0)/rates"
                let inFlight = Task {
                    try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(10))
                }
                try await Task.sleep(for: .milliseconds(150))
                await group.triggerGracefulShutdown()
                let response = try await inFlight.value
                #expect(response.status == .ok)
                try await tasks.waitForAll()  // the service group ended without error
            }
        }
    }
}

// MARK: - Helpers

/// Runs `fake-upstream` (the Tools package's application) on a free port for the body's duration.
@discardableResult
func withFakeUpstream<Result: Sendable>(
    ratesFault: Fault? = nil,
    _ body: @escaping @Sendable (any TestClientProtocol, String) async throws -> Result
) async throws -> Result {
    var configuration = FakeUpstreamConfiguration()
    configuration.data = .fixtures(directory: Fixtures.directory.path)
    configuration.port = 0
    configuration.faults[.rates] = ratesFault
    let fake = try FakeUpstream.buildApplication(
        configuration: configuration,
        logger: Logger(label: "fake", factory: { _ in SwiftLogNoOpLogHandler() })
    )
    return try await fake.test(.live) { client in
        try await body(client, "http://127.0.0.1:\(client.port ?? 0)/rates")
    }
}

/// The middleware with its live async-http-client provider.
func makeLiveSUT(ratesURL: String, _ configure: (inout MiddlewareConfiguration) -> Void = { _ in }) throws
    -> some ApplicationProtocol
{
    var configuration = MiddlewareConfiguration(ratesURL: try #require(URL(string: ratesURL)))
    configuration.port = 0
    configure(&configuration)
    return SalesMiddleware.buildApplication(
        configuration: configuration,
        logger: Logger(label: "middleware", factory: { _ in SwiftLogNoOpLogHandler() })
    )
}

extension TestClientProtocol {
    /// How many times the fake's `/rates` was called.
    func upstreamFetches() async throws -> Int {
        let stats = try await get("/_admin/stats")
        return (try JSONDecoder().decode([String: Int].self, from: Data(buffer: stats.body)))["rates"] ?? -1
    }

    func setFault(_ json: String) async throws {
        let response = try await executeRequest(
            uri: "/_admin/faults/rates", method: .put, headers: [:], body: ByteBuffer(string: json))
        #expect(response.status == .ok)
    }

    func setRates(_ json: String) async throws {
        let response = try await executeRequest(
            uri: "/_admin/data/rates", method: .put, headers: [:], body: ByteBuffer(string: json))
        #expect(response.status == .noContent)
    }
}
