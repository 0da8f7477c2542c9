import AppTesting
import HTTPTypes
import Hummingbird
import SalesWeb
import Testing

/// The door in front of every page: the host, the one-time key, the session cookie, the forms'
/// origin and token, and the headers every answer carries.
@Suite struct WebGuardTests {
    private let port = 41_234

    @Test func refusesAnotherHostBeforeAnythingElseAndSpendsNoKey() async throws {
        let (sut, sessions) = makeSUT()
        let key = try #require(sessions.unspentKey)
        try await sut.test(.router) { client in
            for host in ["evil.example:41234", "127.0.0.1.evil.example", "localhost:1"] {
                let response = try await client.execute(
                    uri: "/?key=\(key)", method: .get, headers: [try #require(HTTPField.Name("Host")): host])
                #expect(response.status == .forbidden, "\(host)")
                #expect(String(buffer: response.body).contains("This address is not the app&#39;s."))
                expectSecurityHeaders(response)
            }
        }
        #expect(sessions.unspentKey == key)
    }

    @Test func answersNothingButAPageSayingWhatToDoWithoutASession() async throws {
        try await makeSUT().app.test(.router) { client in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .forbidden)
            #expect(String(buffer: response.body).contains("Open the address sales web printed"))
            expectSecurityHeaders(response)
        }
    }

    @Test func spendsTheKeyOnceForAStrictHttpOnlyCookieAndCleansTheAddressFromOurOwnOrigin() async throws {
        let (sut, sessions) = makeSUT()
        let key = try #require(sessions.unspentKey)
        try await sut.test(.router) { client in
            let exchanged = try await client.execute(uri: "/products?key=\(key)", method: .get)
            // A page of ours moves on (a strict cookie is not sent along another site's redirect).
            #expect(exchanged.status == .ok)
            #expect(
                String(buffer: exchanged.body).contains("<meta http-equiv=\"refresh\" content=\"0;url=/products\">"))
            let setCookie = try #require(exchanged.headers[.setCookie])
            #expect(
                setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Strict") && setCookie.contains("Path=/"))
            expectSecurityHeaders(exchanged)

            let cookie = try #require(setCookie.split(separator: ";").first.map(String.init))
            let page = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie])
            #expect(page.status == .ok && String(buffer: page.body) == "products")

            let again = try await client.execute(uri: "/products?key=\(key)", method: .get)
            #expect(again.status == .forbidden)
            #expect(String(buffer: again.body).contains("This address has been used already."))
            let reopened = try await client.execute(uri: "/?key=\(key)", method: .get, headers: [.cookie: cookie])
            #expect(reopened.status == .seeOther, "a browser with its session is sent on")
        }
        #expect(sessions.unspentKey == nil)
    }

    @Test func refusesAWrongKeyWithoutSpendingThePrintedOne() async throws {
        let (sut, sessions) = makeSUT()
        let key = try #require(sessions.unspentKey)
        try await sut.test(.router) { client in
            let wrong = try await client.execute(uri: "/?key=\(String(key.reversed()))", method: .get)
            #expect(wrong.status == .forbidden)
            #expect(try await client.execute(uri: "/?key=\(key)", method: .get).status == .ok)
        }
    }

    @Test func takesAFormOnlyFromOurOwnPagesWithItsSessionsToken() async throws {
        let (sut, sessions) = makeSUT()
        let key = try #require(sessions.unspentKey)
        try await sut.test(.router) { client in
            let setCookie = try await client.execute(uri: "/?key=\(key)", method: .get).headers[.setCookie]
            let cookie = try #require(setCookie?.split(separator: ";").first.map(String.init))
            let id = String(cookie.dropFirst("sales_session=".count))
            let token = try #require(sessions.session(cookie: id)?.formToken.text)
            let fetchSite = try #require(HTTPField.Name("Sec-Fetch-Site"))
            func post(_ headers: HTTPFields, form: String) async throws -> HTTPResponse.Status {
                var headers = headers
                headers[.cookie] = cookie
                headers[.contentType] = "application/x-www-form-urlencoded"
                return try await client.execute(
                    uri: "/refresh", method: .post, headers: headers, body: ByteBuffer(string: form)
                ).status
            }
            #expect(try await post([fetchSite: "cross-site"], form: "csrf=\(token)") == .forbidden)
            #expect(try await post([.origin: "null"], form: "csrf=\(token)") == .forbidden, "a sandboxed post")
            #expect(try await post([.origin: "http://evil.example"], form: "csrf=\(token)") == .forbidden)
            #expect(try await post([fetchSite: "same-origin"], form: "csrf=wrong") == .forbidden)
            #expect(try await post([fetchSite: "same-origin"], form: "other=1") == .forbidden)
            #expect(try await post([fetchSite: "same-origin"], form: "a=%41&csrf=\(token)") == .ok)
            #expect(try await post([.origin: "http://localhost:\(port)"], form: "csrf=\(token)") == .ok)
        }
    }

    private func expectSecurityHeaders(_ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            response.headers[.contentSecurityPolicy] == SecurityHeaders.contentSecurityPolicy,
            sourceLocation: sourceLocation)
        #expect(
            response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true,
            sourceLocation: sourceLocation)
        #expect(response.headers[.xContentTypeOptions] == "nosniff", sourceLocation: sourceLocation)
        #expect(
            HTTPField.Name("Referrer-Policy").flatMap { response.headers[$0] } == "no-referrer",
            sourceLocation: sourceLocation)
        #expect(response.headers[.cacheControl] == "no-store", sourceLocation: sourceLocation)
    }

    /// The guard in front of two routes of a test's own: a page and a form's target.
    private func makeSUT() -> (app: some ApplicationProtocol, sessions: WebSessions) {
        let sessions = WebSessions()
        let router = Router()
        router.add(middleware: WebGuard(hosts: LoopbackHosts(port: port), sessions: sessions))
        router.get("/products") { _, _ in "products" }
        router.post("/refresh") { _, _ in "refreshed" }
        return (Application(router: router), sessions)
    }
}
