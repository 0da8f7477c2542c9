import AppTesting
import Foundation
import Hummingbird
import Logging
import SalesClient
import SalesConfiguration
import SalesCore
import SalesHTTP
import SalesTeam
import ScriptedHTTPServer
import Testing

@testable import SalesTeamServer

/// A replica's connections as its composition root serves them, live on 127.0.0.1, spoken to in
/// raw bytes: what a client library would never send.
@Suite struct TeamServerConnectionTests {
    @Test(.timeLimit(.minutes(1)))
    func closesAConnectionWhoseRequestHeadComesTooSlowlyAndServesTheOthers() async throws {
        try await makeSUT(limits: .init(head: .milliseconds(300), idle: .seconds(30))).test(.live) { client in
            let port = try #require(client.port)
            let slow = try RawConnection(port: port)
            slow.send("GET /login HTTP/1.1\r\nHo")  // and a byte now and then, never the blank line
            let started = ContinuousClock.now
            var closed = false
            while !closed, ContinuousClock.now - started < .seconds(20) {
                slow.send("s")
                closed = await slow.readUntilClosed(timeout: .milliseconds(100)).closed
            }
            #expect(closed, "a head still unfinished past its limit is closed, though bytes keep coming")

            let fresh = try RawConnection(port: port)
            fresh.send("GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            #expect(await fresh.readUntilClosed(timeout: .seconds(10)).received.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func closesAConnectionThatSendsNothing() async throws {
        try await makeSUT(limits: .init(head: .seconds(30), idle: .milliseconds(300))).test(.live) { client in
            let silent = try RawConnection(port: try #require(client.port))
            #expect(await silent.readUntilClosed(timeout: .seconds(10)).closed)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func refusesARequestThatNamesTwoHosts() async throws {
        try await makeSUT().test(.live) { client in
            let raw = try RawConnection(port: try #require(client.port))
            raw.send("GET /login HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
            let answer = await raw.readUntilClosed(timeout: .seconds(10)).received
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(80))")
        }
    }

    /// `/metrics` on a listener of its own, which the front never proxies: on the pages' listener no
    /// spelling of it answers the metrics.
    @Test(.timeLimit(.minutes(1)))
    func servesMetricsOnTheirOwnListenerOnly() async throws {
        let (announced, announce) = AsyncStream.makeStream(of: Int.self)
        let sut = try makeSUT(onMetricsRunning: { port in announce.yield(port) })
        try await sut.test(.live) { client in
            let pages = try #require(client.port)
            for spelling in ["/metrics", "/metrics/", "//metrics", "/metrics//"] {
                let raw = try RawConnection(port: pages)
                raw.send("GET \(spelling) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                let answer = await raw.readUntilClosed(timeout: .seconds(10)).received
                #expect(answer.hasPrefix("HTTP/1.1 303") || answer.hasPrefix("HTTP/1.1 404"), "\(spelling)")
                #expect(!answer.contains("sales_web_sessions"), "\(spelling)")
            }
            var ports = announced.makeAsyncIterator()
            let scraper = try RawConnection(port: try #require(await ports.next()))
            scraper.send("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            let metrics = await scraper.readUntilClosed(timeout: .seconds(10)).received
            #expect(metrics.hasPrefix("HTTP/1.1 200") && metrics.contains("sales_web_sessions 0"))
        }
    }

    private func makeSUT(
        limits: TeamServerApplication.ConnectionLimits = .init(),
        onMetricsRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let configuration = try TeamServerConfiguration(
            settings: SettingSources(environment: [
                "DATABASE_URL": "postgresql://unused@127.0.0.1/unused", "PUBLIC_ORIGIN": "https://localhost",
                "SESSION_KEY_FILE": "/unused", "LISTEN_ADDR": "127.0.0.1:0", "METRICS_LISTEN": "127.0.0.1:0",
            ]))
        let api = SalesAPI(
            http: NoUpstream(), apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
        let sealer = try #require(TokenSealer(keys: [Array(repeating: 7, count: 32)]))
        let ports = TeamServerApplication.Ports(
            sessions: TeamSessions(
                store: InMemoryTeamSessionStore(), sealer: sealer, idle: .seconds(3600), lifetime: .seconds(3600)),
            failures: InMemorySignInFailureStore(), settings: InMemoryUserSettingsStore(),
            figures: TeamFiguresStore(api: api, currency: .usd, budget: 1 << 20),
            login: { _, _ throws(ClientError) in throw .invalidCredentials("Invalid credentials.") },
            readiness: { nil }, metrics: { Array("sales_web_sessions 0\n".utf8) })
        return TeamServerApplication.build(
            configuration: configuration, ports: ports, currency: .usd, zone: .utc, services: [],
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }), limits: limits,
            onMetricsRunning: onMetricsRunning)
    }
}

/// No sales API: every request answered 503 (these tests never get as far as asking it).
private struct NoUpstream: HTTPTransport {
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        TransportResponse(statusCode: 503)
    }
}
