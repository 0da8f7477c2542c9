import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesHTTP
import SalesTeam
import Synchronization
import Testing

@testable import SalesTeamServer

/// The team server's pages through its router: in-memory stores, a sales API whose every user has
/// products of their own, the rates away.
@Suite struct TeamPagesTests {
    /// Figures as the browser's first language writes them, until the manager chooses their own in
    /// Settings — which wins on every device, whatever the browser says.
    @Test func writesFiguresInTheBrowsersLocaleUntilTheManagerChoosesTheirOwn() async throws {
        try await makeSUT().test(.router) { client in
            let alice = try await client.signIn("alice", "alice-pw")
            let german: HTTPFields = [.cookie: alice, .acceptLanguage: "de-DE,de;q=0.9,en;q=0.8"]
            let inGerman = try await client.execute(uri: "/products/A1", method: .get, headers: german)
            #expect(inGerman.text.contains("10,00") && !inGerman.text.contains("10.00"))
            #expect(inGerman.headers[values: .vary].contains("Accept-Language"))
            let plain = try await client.execute(uri: "/products/A1", method: .get, headers: [.cookie: alice]).text
            #expect(plain.contains("10.00"), "no Accept-Language, no default: as always")

            let settings = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: alice]).text
            #expect(settings.contains("<option value=\"ja-JP\" lang=\"ja\">日本語</option>"))
            #expect(settings.contains("<option value=\"ar-EG\" lang=\"ar\">العربية</option>"))
            let token = try #require(formToken(in: settings))
            let refused = try await client.postForm("/settings", "csrf=\(token)&locale=xx-YY", cookie: alice)
            #expect(refused.status == .badRequest)
            let saved = try await client.postForm("/settings", "csrf=\(token)&locale=ar-EG", cookie: alice)
            #expect(saved.status == .seeOther)
            let arabic = try await client.execute(uri: "/products/A1", method: .get, headers: german).text
            #expect(arabic.contains("١٠٫٠٠"), "the manager's choice over the browser's German")
            let again = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: alice]).text
            #expect(again.contains("<option value=\"ar-EG\" lang=\"ar\" selected>"))
        }
    }

    /// One manager on two devices, a laptop in Japanese and a phone in the pseudo-locale: each reads
    /// the products page in its own words — a page kept for one is never served to the other.
    @Test func servesEachDeviceOfOneManagerInItsOwnWords() async throws {
        try await makeSUT().test(.router) { client in
            let alice = try await client.signIn("alice", "alice-pw")
            let japanese = try await client.execute(
                uri: "/products", method: .get, headers: [.cookie: alice, .acceptLanguage: "ja-JP"]
            ).text
            let pseudo = try await client.execute(
                uri: "/products", method: .get, headers: [.cookie: alice, .acceptLanguage: "en-XA"]
            ).text
            let arabic = try await client.execute(
                uri: "/settings", method: .get, headers: [.cookie: alice, .acceptLanguage: "ar-EG"]
            ).text

            #expect(japanese.contains("<h1>製品</h1>") && japanese.contains(">製品</a></th>"))
            #expect(pseudo.contains("<html lang=\"en-XA\">") && !pseudo.contains("製品"))
            #expect(pseudo.contains(">[ÞŔÖĐÛÇŢ ~~]</a></th>"))
            #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">") && arabic.contains("<h1>الإعدادات</h1>"))
        }
    }

    /// A product's page is kept once rendered — and kept for the formats and words it was rendered
    /// in: the same manager's devices in two languages, and the first again, each read their own.
    @Test func keepsAProductsPageForEachDevicesOwnWords() async throws {
        try await makeSUT().test(.router) { client in
            let alice = try await client.signIn("alice", "alice-pw")
            func page(_ language: String) async throws -> String {
                try await client.execute(
                    uri: "/products/A1", method: .get, headers: [.cookie: alice, .acceptLanguage: language]
                ).text
            }
            let german = try await page("de-DE")
            let japanese = try await page("ja-JP")
            let germanAgain = try await page("de-DE")

            #expect(german.contains("<html lang=\"de\">") && german.contains(">← Produkte</a>"))
            #expect(japanese.contains("<html lang=\"ja\">") && japanese.contains(">← 製品</a>"))
            #expect(germanAgain == german, "the same page again, as it was")
        }
    }

    /// Whatever `Accept-Language` says — 8 KB of junk, weights that are not numbers — the page
    /// answers 200 in the server's own formats.
    @Test func answersAHostileAcceptLanguageWithTheServersFormats() async throws {
        try await makeSUT().test(.router) { client in
            let alice = try await client.signIn("alice", "alice-pw")
            for header in [
                String(repeating: "x;q=abc,", count: 1024), "de;q=abc", "*;q=1", "de;q=0", ";;;,,,",
                "de-DE;q=x,\u{0}", String(repeating: "de-", count: 3000),
            ] {
                let page = try await client.execute(
                    uri: "/products/A1", method: .get, headers: [.cookie: alice, .acceptLanguage: header])
                #expect(page.status == .ok)
                #expect(page.text.contains("10.00"), "\(header.prefix(20))")
            }
        }
    }

    @Test func sendsABrowserWithoutASessionToSignInThenBack() async throws {
        try await makeSUT().test(.router) { client in
            let page = try await client.execute(uri: "/reports?by=product", method: .get)

            #expect(page.status == .seeOther)
            #expect(page.headers[.location] == "/login?next=%2Freports%3Fby%3Dproduct")
        }
    }

    @Test func showsEachSignedInManagerOnlyTheirOwnProducts() async throws {
        try await makeSUT().test(.router) { client in
            let alice = try await client.signIn("alice", "alice-pw")
            let bob = try await client.signIn("bob", "bob-pw")

            let alicePage = try await client.execute(uri: "/products", method: .get, headers: [.cookie: alice]).text
            let bobPage = try await client.execute(uri: "/products", method: .get, headers: [.cookie: bob]).text

            #expect(alicePage.contains("Alice&#39;s Mac") && !alicePage.contains("Bob"))
            #expect(bobPage.contains("Bob&#39;s iPad") && !bobPage.contains("Alice"))
        }
    }

    @Test func setsAHostOnlySecureSessionCookieAtSignIn() async throws {
        try await makeSUT().test(.router) { client in
            let (cookie, token) = try await client.signInForm()
            let answer = try await client.postForm(
                "/login", "csrf=\(token)&username=alice&password=alice-pw&next=%2Freports", cookie: cookie)

            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location] == "/reports")
            let set = try #require(answer.headers[values: .setCookie].first { $0.hasPrefix("__Host-sales_session=") })
            #expect(set.hasSuffix("; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=604800"))
        }
    }

    @Test func saysTheSalesAPIsRefusalThenRefusesAFloodSayingHowLong() async throws {
        try await makeSUT().test(.router) { client in
            let (cookie, token) = try await client.signInForm()
            for attempt in 1...5 {
                let refused = try await client.postForm(
                    "/login", "csrf=\(token)&username=alice&password=wrong\(attempt)", cookie: cookie)
                #expect(refused.status == .unauthorized)
                #expect(refused.text.contains("Invalid credentials."))
            }

            let flood = try await client.postForm(
                "/login", "csrf=\(token)&username=alice&password=alice-pw", cookie: cookie)

            #expect(flood.status == .tooManyRequests)
            #expect(flood.text.contains("Too many failed sign-ins. Try again in 15 minutes."))
        }
    }

    @Test func refusesASignInWithoutItsFormsTokenOrFromAnotherSite() async throws {
        try await makeSUT().test(.router) { client in
            let (cookie, token) = try await client.signInForm()
            let forged = try await client.postForm(
                "/login", "csrf=forged&username=alice&password=alice-pw", cookie: cookie)
            // The form's own token, sent from another site: the origin alone refuses it.
            let elsewhere = try await client.execute(
                uri: "/login", method: .post, headers: [.cookie: cookie, .origin: "https://evil.example"],
                body: ByteBuffer(string: "csrf=\(token)&username=alice&password=alice-pw"))
            let ours = try await client.postForm(
                "/login", "csrf=\(token)&username=alice&password=alice-pw", cookie: cookie)

            #expect(forged.status == .forbidden)
            #expect(elsewhere.status == .forbidden)
            #expect(ours.status == .seeOther)
        }
    }

    /// The sales API no longer takes the session's token: the session ends, and the manager is
    /// asked to sign in again, with why, and sent back to the same page.
    @Test func endsTheSessionWhenTheSalesAPIRefusesItsToken() async throws {
        let sessions = InMemoryTeamSessionStore()
        try await makeSUT(sessions: sessions).test(.router) { client in
            let cookie = try await client.signIn("expired", "pw")

            let page = try await client.execute(uri: "/products?sort=sales", method: .get, headers: [.cookie: cookie])

            #expect(page.status == .seeOther)
            #expect(page.headers[.location] == "/login?next=%2Fproducts%3Fsort%3Dsales")
            #expect(sessions.sessions(username: "expired").isEmpty)
            let signIn = try await client.execute(
                uri: "/login?next=%2Fproducts%3Fsort%3Dsales", method: .get, headers: [.cookie: cookie])
            #expect(signIn.text.contains("<p class=\"notice\" role=\"alert\">Session expired — sign in again.</p>"))
        }
    }

    /// Refresh after the sales API stopped taking the token (its tokens last two minutes): the
    /// session ends and the manager signs in again, then comes back to the same page.
    @Test func endsTheSessionWhenARefreshFindsTheTokenRefused() async throws {
        let upstream = Upstream()
        let sessions = InMemoryTeamSessionStore()
        try await makeSUT(sessions: sessions, upstream: upstream).test(.router) { client in
            let cookie = try await client.signIn("alice", "alice-pw")
            let page = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).text
            #expect(page.contains("Alice&#39;s Mac") || page.contains("Alice's Mac"))
            upstream.revoke("token-alice")

            let refreshed = try await client.postForm(
                "/refresh", "csrf=\(try #require(formToken(in: page)))&next=%2Fproducts%3Fsort%3Dsales", cookie: cookie)

            #expect(refreshed.status == .seeOther)
            #expect(refreshed.headers[.location] == "/login?next=%2Fproducts%3Fsort%3Dsales")
            #expect(sessions.sessions(username: "alice").isEmpty, "the session ended")
            let again = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie])
            #expect(again.status == .seeOther, "no page on the ended session")
            let signIn = try await client.execute(
                uri: "/login?next=%2Fproducts%3Fsort%3Dsales", method: .get, headers: [.cookie: cookie])
            #expect(signIn.text.contains("Session expired — sign in again."))
        }
    }

    /// Refresh while the sales API fails otherwise: the figures already shown stay, said to be as
    /// of their time and not refreshed, with why; a later Refresh that works clears the notice.
    @Test func keepsTheFiguresAndSaysSoWhenARefreshCannotLoad() async throws {
        let upstream = Upstream()
        try await makeSUT(upstream: upstream).test(.router) { client in
            let cookie = try await client.signIn("alice", "alice-pw")
            let page = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).text
            #expect(!page.contains("notice-offline"))
            upstream.setDown(true)

            let refreshed = try await client.postForm(
                "/refresh", "csrf=\(try #require(formToken(in: page)))&next=%2Fproducts", cookie: cookie)
            #expect(refreshed.status == .seeOther && refreshed.headers[.location] == "/products")
            let after = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).text

            #expect(after.contains("A1"), "the figures already shown")
            #expect(
                after.contains(
                    "<p class=\"notice notice-offline\" role=\"status\"><strong>Offline:</strong> figures as of"))
            #expect(after.contains("503"), "why they were not refreshed")
            upstream.setDown(false)
            _ = try await client.postForm(
                "/refresh", "csrf=\(try #require(formToken(in: after)))&next=%2Fproducts", cookie: cookie)
            let back = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).text
            #expect(!back.contains("notice-offline"), "refreshed: nothing to say")
        }
    }

    /// Five wrong passwords for alice from one address refuse that address for her; her right
    /// password from another address signs her in after a short wait (her name's failures slow
    /// guesses, they never lock her out).
    @Test func refusesTheGuessersAddressButLetsTheManagerInFromAnother() async throws {
        let pauses = Mutex<[Duration]>([])
        let sut = try makeSUT(
            trustedProxies: try #require(TrustedProxies(parsing: "127.0.0.1")),
            pause: { delay in pauses.withLock { $0.append(delay) } })
        try await sut.test(.live) { client in
            for _ in 1...5 {
                let guess = try await client.signInAnswer("alice", "guess", from: "203.0.113.9")
                #expect(guess.status == .unauthorized)
            }

            let guesser = try await client.signInAnswer("alice", "alice-pw", from: "203.0.113.9")
            let manager = try await client.signInAnswer("alice", "alice-pw", from: "198.51.100.7")

            #expect(guesser.status == .tooManyRequests, "the guessing address, for this name")
            #expect(manager.status == .seeOther, "her right password from an address that never failed")
            #expect(pauses.withLock { $0 } == [.milliseconds(500)], "after five failures of her name: a wait")
        }
    }

    @Test func signsOutEverywhereEndingEverySessionOfTheManagerOnly() async throws {
        try await makeSUT().test(.router) { client in
            let laptop = try await client.signIn("alice", "alice-pw")
            let phone = try await client.signIn("alice", "alice-pw")
            let bob = try await client.signIn("bob", "bob-pw")
            let token = try #require(
                formToken(in: try await client.execute(uri: "/logout", method: .get, headers: [.cookie: phone]).text))

            let out = try await client.postForm("/logout-all", "csrf=\(token)", cookie: phone)

            #expect(out.headers[values: .setCookie].contains { $0.hasPrefix("__Host-sales_session=;") })
            #expect(
                try await client.execute(uri: "/products", method: .get, headers: [.cookie: laptop]).status == .seeOther
            )
            #expect(try await client.execute(uri: "/products", method: .get, headers: [.cookie: bob]).status == .ok)
        }
    }

    @Test func isReadyOnlyWhenTheStoreSaysSo() async throws {
        try await makeSUT(readiness: { "the database is unavailable" }).test(.router) { client in
            let ready = try await client.execute(uri: "/ready", method: .get)

            #expect(ready.status == .serviceUnavailable)
            #expect(ready.text == "not ready: the database is unavailable\n")
            #expect(try await client.execute(uri: "/health", method: .get).status == .ok)
        }
    }

    /// "Add to Home Screen": iOS reads the page's `apple-touch-icon`, Android the manifest's icons.
    @Test func offersThePhonesHomeScreenAnIconOfEachSizeItReads() async throws {
        try await makeSUT().test(.live) { client in
            let page = try await client.execute(uri: "/login", method: .get).text
            let manifest = try await client.execute(uri: "/assets/app.webmanifest", method: .get).text

            #expect(page.contains(#"<link rel="apple-touch-icon" href="/assets/icon-180.png">"#))
            #expect(manifest.contains(#""src":"/assets/icon-192.png","sizes":"192x192","type":"image/png""#))
            #expect(manifest.contains(#""src":"/assets/icon-512.png","sizes":"512x512","type":"image/png""#))
            for size in [180, 192, 512] {
                let icon = try await client.execute(uri: "/assets/icon-\(size).png", method: .get)
                let bytes = Array(icon.body.readableBytesView)
                #expect(icon.headers[.contentType] == "image/png")
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
                #expect(bytes.count > 24 && bytes[16..<24].elementsEqual(Self.dimensions(size)), "\(size) px square")
            }
        }
    }

    /// An unknown path or a method no page answers, signed in: a page of the app's with its
    /// security headers, never the framework's bare 404.
    @Test func answersAnUnknownPageAndAWrongMethodWithTheAppsPageAndItsHeaders() async throws {
        try await makeSUT().test(.router) { client in
            let cookie = try await client.signIn("alice", "alice-pw")

            let missing = try await client.execute(uri: "/nowhere", method: .get, headers: [.cookie: cookie])
            let deleted = try await client.execute(uri: "/products", method: .delete, headers: [.cookie: cookie])

            #expect(missing.status == .notFound)
            #expect(missing.text.contains("There is no such page.") && missing.text.contains("href=\"/overview\""))
            #expect(deleted.status == .methodNotAllowed && deleted.headers[.allow] == "GET, HEAD, POST")
            for answer in [missing, deleted] {
                #expect(answer.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
                #expect(answer.headers[.xContentTypeOptions] == "nosniff")
                #expect(answer.headers[.cacheControl] == "no-store")
                #expect(answer.headers[.strictTransportSecurity] == "max-age=31536000; includeSubDomains")
            }
        }
    }

    /// A `Host` field beside the request's authority is a second `Host` line (HTTP/1's first one
    /// becomes the authority): refused, as the front refuses it (the raw bytes: TeamServerConnectionTests).
    @Test func refusesARequestThatNamesTwoHosts() async throws {
        try await makeSUT().test(.router) { client in
            let host = try #require(HTTPField.Name("Host"))

            let answer = try await client.execute(uri: "/login", method: .get, headers: [host: "localhost"])

            #expect(answer.status == .badRequest)
            #expect(answer.text.contains("A request names one host, not 2."))
        }
    }

    @Test func refusesAnotherHost() async throws {
        try await makeSUT().test(.live) { client in
            let host = try #require(HTTPField.Name("Host"))
            let answer = try await client.execute(uri: "/login", method: .get, headers: [host: "evil.example"])

            #expect(answer.status == .misdirectedRequest)
        }
    }

    // MARK: - Helpers

    /// A PNG header's width and height, big-endian.
    private static func dimensions(_ size: Int) -> [UInt8] {
        let bytes = (0..<4).reversed().map { UInt8(truncatingIfNeeded: size >> ($0 * 8)) }
        return bytes + bytes
    }

    private func makeSUT(
        sessions given: InMemoryTeamSessionStore? = nil, upstream: Upstream = Upstream(),
        trustedProxies: TrustedProxies = .none, pause: @escaping @Sendable (Duration) async -> Void = { _ in },
        readiness: @escaping @Sendable () async -> String? = { nil }
    ) throws -> some ApplicationProtocol {
        let api = SalesAPI(
            http: UsersTransport(upstream: upstream), apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
        let sealer = try #require(TokenSealer(keys: [Array(repeating: 7, count: 32)]))
        // The settings the Settings page writes are the ones a page's session is found with.
        let settings = InMemoryUserSettingsStore()
        let sessions = given ?? InMemoryTeamSessionStore(settings: settings)
        let ports = TeamServerApplication.Ports(
            sessions: TeamSessions(store: sessions, sealer: sealer, idle: .seconds(3600), lifetime: .seconds(604_800)),
            failures: InMemorySignInFailureStore(), settings: settings,
            figures: TeamFiguresStore(api: api, currency: .usd, budget: 1 << 20),
            login: { username, password throws(ClientError) in
                guard password == "\(username)-pw" || username == "expired" else {
                    throw .invalidCredentials("Invalid credentials.")
                }
                return "token-\(username)"
            }, readiness: readiness, pause: pause)
        let router = TeamServerApplication.router(
            ports: ports, origin: try PublicOrigin(parsing: "https://localhost", from: "test"),
            trustedProxies: trustedProxies,
            currency: .usd, zone: .utc)
        return Application(router: router)
    }
}

/// The sales API as each user's token answers it: a product of their own and one sale; a token the
/// API no longer takes (`token-expired`): 401; the middleware away (503).
private struct UsersTransport: HTTPTransport {
    let upstream: Upstream

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        let token = request.headers["Authorization"] ?? ""
        let users = ["token-alice": ("A1", "Alice's Mac"), "token-bob": ("B1", "Bob's iPad")]
        guard request.url.host == "upstream.test", !upstream.isDown else { return TransportResponse(statusCode: 503) }
        guard let (id, name) = users[token], !upstream.isRevoked(token) else {
            return TransportResponse(statusCode: 401, body: Data(#"{"message":"Invalid token."}"#.utf8))
        }
        let body =
            request.url.path == "/products"
            ? #"[{"id":"\#(id)","name":"\#(name)"}]"#
            : #"[{"product_id":"\#(id)","currency_code":"USD","amount":"10.00","date":"2024-07-20T15:45:27.366Z"}]"#
        return TransportResponse(statusCode: 200, headers: ["content-type": "application/json"], body: Data(body.utf8))
    }
}

/// What the sales API does next: tokens it no longer takes, and whether it answers at all.
private final class Upstream: Sendable {
    private let state = Mutex((revoked: Set<String>(), down: false))

    func revoke(_ token: String) { state.withLock { _ = $0.revoked.insert(token) } }
    func setDown(_ down: Bool) { state.withLock { $0.down = down } }
    func isRevoked(_ token: String) -> Bool { state.withLock { $0.revoked.contains(token) } }
    var isDown: Bool { state.withLock { $0.down } }
}

private func formToken(in page: String) -> String? {
    guard let range = page.range(of: #"name="csrf" value=""#) else { return nil }
    return String(page[range.upperBound...].prefix { $0 != "\"" })
}

extension TestClientProtocol {
    /// The sign-in page as a new browser gets it: its form token's cookie, and the token.
    fileprivate func signInForm() async throws -> (cookie: String, token: String) {
        let page = try await execute(uri: "/login", method: .get)
        let set = try #require(page.headers[values: .setCookie].first { $0.hasPrefix("__Host-sales_sign_in=") })
        let cookie = try #require(set.split(separator: ";").first.map(String.init))
        return (cookie, try #require(formToken(in: page.text)))
    }

    /// A new browser's sign-in; the session's cookie as the browser sends it back.
    fileprivate func signIn(_ username: String, _ password: String) async throws -> String {
        let (cookie, token) = try await signInForm()
        let answer = try await postForm(
            "/login", "csrf=\(token)&username=\(username)&password=\(password)", cookie: cookie)
        let set = try #require(answer.headers[values: .setCookie].first { $0.hasPrefix("__Host-sales_session=") })
        return try #require(set.split(separator: ";").first.map(String.init))
    }

    /// A new browser's sign-in from `address` (as the front says in `X-Forwarded-For`).
    fileprivate func signInAnswer(_ username: String, _ password: String, from address: String) async throws
        -> TestResponse
    {
        let (cookie, token) = try await signInForm()
        let forwarded = try #require(HTTPField.Name("X-Forwarded-For"))
        return try await postForm(
            "/login", "csrf=\(token)&username=\(username)&password=\(password)", cookie: cookie,
            extra: [forwarded: address])
    }

    fileprivate func postForm(_ uri: String, _ form: String, cookie: String, extra: HTTPFields = [:]) async throws
        -> TestResponse
    {
        var headers: HTTPFields = [.cookie: cookie, .contentType: "application/x-www-form-urlencoded"]
        headers.append(contentsOf: extra)
        if let name = HTTPField.Name("Sec-Fetch-Site") { headers[name] = "same-origin" }
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: form))
    }
}

extension TestResponse {
    fileprivate var text: String { String(buffer: body) }
}
