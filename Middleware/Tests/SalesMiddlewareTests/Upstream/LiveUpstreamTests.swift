import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import SalesHTTP
import SalesMiddleware
import SalesVersion
import ScriptedHTTPServer
import ServiceLifecycle
import Synchronization
import Testing

/// The middleware with its real HTTP client (libcurl) against a scripted upstream, both on
/// 127.0.0.1 at free ports.
@Suite struct LiveUpstreamTests {
    @Test func fetchesOverHTTPOnceAndServesFromTheCache() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            let first = try await client.get("/rates")
            let second = try await client.get("/rates?to=EUR")
            let third = try await client.get("/rates")
            #expect(first.status == .ok && second.status == .ok && third.status == .ok)
            #expect(first.text.contains(#"{"from":"GBP","to":"USD","rate":1.3216}"#))
            #expect(third.header("X-Cache") == "hit")
            #expect(upstream.requestCount("/rates") == 1)
        }
    }

    @Test func saysWhichProgramAndVersionIsAsking() async throws {
        let agents = Mutex<[String?]>([])
        let upstream = try ScriptedHTTPServer { request in
            agents.withLock { $0.append(request.headers["user-agent"]) }
            return .json(Fixtures.ratesJSON)
        }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .ok)
        }
        #expect(agents.withLock { $0 } == ["sales-middleware/\(SaleAssistant.version)"])
    }

    @Test func sharesOneUpstreamFetchAmongAStampede() async throws {
        // However the requests interleave with the slow fetch, they share it or hit its result.
        let upstream = try ScriptedHTTPServer { _ in
            Thread.sleep(forTimeInterval: 0.2)
            return .json(Fixtures.ratesJSON)
        }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<200 { group.addTask { try await client.get("/rates").status } }
                return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
            }
            #expect(statuses.count == 200 && statuses.allSatisfy { $0 == .ok })
            #expect(upstream.requestCount("/rates") == 1)
        }
    }

    @Test func servesStaleRatesWhileTheUpstreamFails() async throws {
        let reply = Mutex<ScriptedHTTPServer.Reply>(.json(Fixtures.ratesJSON))
        let upstream = try ScriptedHTTPServer { _ in reply.withLock { $0 } }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates", { $0.cacheTTL = .zero }).testLive { client in
            let fresh = try await client.get("/rates")
            reply.withLock { $0 = .json("{}", status: 500) }
            let stale = try await client.get("/rates")
            #expect(stale.status == .ok)
            #expect(stale.header("X-Cache") == "stale")
            #expect(stale.body == fresh.body)
        }
    }

    @Test func answersGatewayTimeoutWhenTheUpstreamDoesNotAnswer() async throws {
        let upstream = try ScriptedHTTPServer { _ in .hang }
        defer { upstream.stop() }
        let sut = try makeLiveSUT(ratesURL: upstream.baseURL + "/rates", { $0.upstreamTimeout = .milliseconds(300) })
        try await sut.testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .gatewayTimeout)
            #expect(response.error == "the upstream did not answer in time")
        }
    }

    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            ScriptedHTTPServer.Reply.stall(announcedLength: 100_000, body: Data(#"[{"from":"EUR","to":"#.utf8)),
            .trickle(announcedLength: 100_000, interval: .milliseconds(50)),
        ])
    func answersGatewayTimeoutWhenTheBodyDoesNotFinishInTime(_ reply: ScriptedHTTPServer.Reply) async throws {
        // The deadline covers the whole body: silence, or a byte now and then that keeps a
        // per-read timeout from ever firing.
        let upstream = try ScriptedHTTPServer { _ in reply }
        defer { upstream.stop() }
        let sut = try makeLiveSUT(ratesURL: upstream.baseURL + "/rates", { $0.upstreamTimeout = .milliseconds(300) })
        try await sut.testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .gatewayTimeout)
        }
    }

    @Test(arguments: [
        ScriptedHTTPServer.Reply.json(#"{"malformed": true"#),
        .truncated(announcedLength: 400, body: Data(#"[{"from":"EUR","#.utf8)),
        .json("{}", status: 503),
        .drop,
    ])
    func answersBadGatewayToABrokenUpstream(_ reply: ScriptedHTTPServer.Reply) async throws {
        let upstream = try ScriptedHTTPServer { _ in reply }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
            #expect(response.error?.isEmpty == false)
        }
    }

    @Test(arguments: [
        ScriptedHTTPServer.Reply.truncated(announcedLength: 400, body: Data(#"[{"from":"EUR","#.utf8)),
        .truncated(announcedLength: 400, body: Data()),
        .respond(status: 200, headers: ["Content-Encoding": "gzip"], body: Data("not gzip at all".utf8)),
    ])
    func namesAnAnswerThatBreaksAfterItsHeadABadAnswerNotAnUnreachableUpstream(_ reply: ScriptedHTTPServer.Reply)
        async throws
    {
        let upstream = try ScriptedHTTPServer { _ in reply }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
            #expect(response.error?.hasPrefix("the upstream sent unusable rates: the body could not be read") == true)
            let metrics = try await client.get("/metrics").text.split(separator: "\n")
            #expect(metrics.contains(#"rates_upstream_fetches_total{outcome="payload"} 1"#))
            #expect(metrics.contains(#"rates_upstream_fetches_total{outcome="refused"} 0"#))
        }
    }

    @Test func followsNoRedirectAwayFromTheConfiguredUpstream() async throws {
        let elsewhere = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        let upstream = try ScriptedHTTPServer { _ in
            .respond(status: 302, headers: ["Location": elsewhere.baseURL + "/rates"])
        }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
            #expect(elsewhere.requestCount("/rates") == 0)
        }
    }

    @Test func answersBadGatewayWhenTheUpstreamRefusesConnections() async throws {
        let closed = try ClosedPort()
        // Within a timeout no longer than the connect timeout: a refusal retried until then would
        // race the fetch's deadline and often answer 504.
        try await makeLiveSUT(ratesURL: closed.baseURL + "/rates", { $0.upstreamTimeout = .seconds(2) }).testLive {
            client in
            let response = try await client.get("/rates")
            #expect(response.status == .badGateway)
            #expect(
                response.error
                    == "the upstream is unreachable: the connection was refused (nothing accepts connections there)")
        }
    }

    /// Without a certificate authority bundle (a minimal system without ca-certificates), an HTTPS
    /// upstream's failure says so and names the files looked for, not `unknownError([])`.
    @Test func saysAnHTTPSUpstreamCannotBeCheckedWithoutCertificateAuthorities() {
        let reason = UpstreamErrorReason.describe(
            "no secure connection could be made (problem with the local SSL certificate)", https: true,
            bundleExists: { _ in false })
        #expect(
            reason.hasPrefix("the upstream's certificate cannot be checked: no certificate authorities are installed"))
        #expect(reason.contains("/etc/ssl/certs/ca-certificates.crt") && reason.hasSuffix("install ca-certificates"))
        #expect(
            UpstreamErrorReason.describe(
                "the connection was refused (nothing accepts connections there)", https: true,
                bundleExists: { _ in true }) == "the connection was refused (nothing accepts connections there)")
    }

    @Test func skipsInvalidUpstreamPairsAndReportsThem() async throws {
        let upstream = try ScriptedHTTPServer { _ in
            .json(
                #"[{"from":"EUR","to":"USD","rate":1.18},{"from":"GBP","to":"USD","rate":0},{"from":"JPY","to":"USD","rate":"0.0067"},{"from":"CHF","to":"CHF","rate":1}]"#
            )
        }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            #expect(try await client.get("/rates").text == #"[{"from":"EUR","to":"USD","rate":1.18}]"#)
            let diagnostics = try #require(try await client.get("/rates/diagnostics").json as? [String: Any])
            let reasons = (diagnostics["skipped"] as? [[String: Any]])?.compactMap { $0["reason"] as? String }
            #expect(reasons == ["rate 0 is not positive", #"invalid "rate": "0.0067""#, "rate converts CHF to itself"])
        }
    }

    @Test func closesAConnectionThatStopsHalfwayThroughItsRequest() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        let sut = try makeLiveSUT(ratesURL: upstream.baseURL + "/rates", { $0.idleTimeout = .milliseconds(300) })
        try await sut.testLive { client in
            let half = try RawConnection(port: try #require(client.port))
            half.send("GET /rates HTTP/1.1\r\nHost: 127.0.0.1\r\n")  // and nothing more
            let (received, closed) = await half.readUntilClosed(timeout: .seconds(10))
            #expect(closed, "the server closed the idle connection")
            #expect(received.isEmpty)
            let fresh = try RawConnection(port: try #require(client.port))
            fresh.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(
                await fresh.readUntilClosed(timeout: .seconds(10)).received.hasPrefix("HTTP/1.1 200"),
                "others still served")
        }
    }

    @Test func revalidatesWithETagsOverHTTP() async throws {
        let upstream = try ScriptedHTTPServer { _ in .json(Fixtures.ratesJSON) }
        try await makeLiveSUT(ratesURL: upstream.baseURL + "/rates").testLive { client in
            let etag = try #require(try await client.get("/rates").headers[.eTag])
            let response = try await client.get("/rates", headers: [.ifNoneMatch: etag])
            #expect(response.status == .notModified)
        }
    }

    @Test func finishesInFlightRequestsOnGracefulShutdown() async throws {
        // The upstream holds the request until the shutdown has begun: no sleeps, no guessing.
        let upstream = try HeldUpstream()
        try await withRunningMiddleware(try liveConfiguration(upstream: upstream.server)) { port, shutDown in
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/rates"))
            let inFlight = Task { try await CurlTransport().send(TransportRequest(url: url)) }
            await upstream.requestArrived()
            await shutDown()
            upstream.release()
            let response = try await inFlight.value
            #expect(response.statusCode == 200)
        }  // returns once the service group has ended without error
    }
}

/// The middleware with its live libcurl provider.
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
