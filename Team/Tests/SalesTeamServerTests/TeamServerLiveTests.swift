import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import PostgresTesting
import SalesConfiguration
import SalesPostgres
import SalesTeam
import ScriptedHTTPServer
import Testing

@testable import SalesTeamServer

/// The replica as the executable composes it — `TeamServerApplication.live` over a real PostgreSQL
/// and a sales API reached through libcurl — served live on 127.0.0.1: what no other Swift test
/// runs. A manager signs in and reads their page; the database holds the session as it should.
@Suite struct TeamServerLiveTests {
    @Test(.timeLimit(.minutes(2)))
    func signsAManagerInAndServesTheirFiguresThroughTheLiveWiring() async throws {
        let upstream = try ScriptedHTTPServer { request in Self.salesAPI(request) }
        defer { upstream.stop() }
        let database = try await PostgresTestServer.shared.get().makeDatabase()
        let configuration = try TeamServerConfiguration(
            settings: SettingSources(environment: [
                "DATABASE_URL": database, "PUBLIC_ORIGIN": "https://localhost", "SESSION_KEY_FILE": "/unused",
                "SALES_API_URL": upstream.baseURL, "SALES_RATES_URL": upstream.baseURL + "/rates",
                "LISTEN_ADDR": "127.0.0.1:0", "METRICS_LISTEN": "127.0.0.1:0",
            ]))
        let sealer = try #require(TokenSealer(keys: [Array(repeating: 5, count: 32)]))
        let figuresSealer = try #require(FiguresSealer(keys: [Array(repeating: 5, count: 32)]))
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let live = TeamServerApplication.live(
            configuration: configuration, sealer: sealer, figuresSealer: figuresSealer, logger: logger, metrics: { [] })
        let app = TeamServerApplication.build(
            configuration: configuration, ports: live.ports, currency: .usd, zone: .utc, services: [live.maintenance],
            logger: logger)

        try await app.test(.live) { client in
            // Ready once the replica has made its tables (its maintenance's first migration).
            var ready = false
            for _ in 0..<400 where !ready {
                ready = try await client.execute(uri: "/ready", method: .get).status == .ok
                if !ready { try await Task.sleep(for: .milliseconds(25)) }
            }
            #expect(ready, "the tables made in PostgreSQL")
            let cookie = try await Self.signIn(client, "alice", "alice-pw")
            let page = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie])

            #expect(page.status == .ok)
            #expect(String(buffer: page.body).contains(">Alice Mac</a>"), "her product, from the sales API")
            let pool = PostgresPool(url: database, size: 1)
            let rows = try await pool.execute("SELECT username, form_token, sealed_token FROM team_sessions")
            #expect(rows.count == 1)
            let username = try rows.text(0, 0)
            #expect(username == "alice")
            #expect(try rows.text(0, 1).isEmpty, "no form token kept")
            #expect(!String(decoding: try rows.bytes(0, 2), as: UTF8.self).contains("tok-alice"), "the token sealed")
        }
        #expect(upstream.requestCount("/login") == 1 && upstream.requestCount("/products") == 1)
    }

    /// The sales API for alice: her token, one product and one sale; the rates to USD.
    private static func salesAPI(_ request: ScriptedHTTPServer.Request) -> ScriptedHTTPServer.Reply {
        let token = request.headers.first { $0.key.lowercased() == "authorization" }?.value
        switch request.path {
        case "/login":
            let body = String(decoding: request.body, as: UTF8.self)
            guard body.contains("\"alice\""), body.contains("\"alice-pw\"") else {
                return .json(#"{"message":"Invalid credentials."}"#, status: 401)
            }
            return .json(#"{"access_token":"tok-alice"}"#)
        case "/products" where token == "tok-alice":
            return .json(#"[{"id":"A1","name":"Alice Mac"}]"#)
        case "/sales" where token == "tok-alice":
            return .json(
                #"[{"product_id":"A1","currency_code":"EUR","amount":"10.00","date":"2024-07-20T15:45:27.366Z"}]"#)
        case "/rates":
            return .json(#"[{"from":"EUR","to":"USD","rate":1.18}]"#)
        default:
            return .json(#"{"message":"Invalid token."}"#, status: 401)
        }
    }

    /// A new browser's sign-in through the pages: the form's token, then the form; the session's cookie.
    private static func signIn(_ client: some TestClientProtocol, _ username: String, _ password: String)
        async throws -> String
    {
        let form = try await client.execute(uri: "/login", method: .get)
        let set = try #require(form.headers[values: .setCookie].first { $0.hasPrefix("__Host-sales_sign_in=") })
        let cookie = try #require(set.split(separator: ";").first.map(String.init))
        let text = String(buffer: form.body)
        let start = try #require(text.range(of: #"name="csrf" value=""#))
        let token = String(text[start.upperBound...].prefix { $0 != "\"" })
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"]
        headers[try #require(HTTPField.Name("Sec-Fetch-Site"))] = "same-origin"
        let answer = try await client.execute(
            uri: "/login", method: .post, headers: headers,
            body: ByteBuffer(string: "csrf=\(token)&username=\(username)&password=\(password)&next=%2Fproducts"))
        #expect(answer.status == .seeOther)
        let session = try #require(
            answer.headers[values: .setCookie].first { $0.hasPrefix("__Host-sales_session=") })
        return try #require(session.split(separator: ";").first.map(String.init))
    }
}
