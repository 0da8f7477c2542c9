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
        // Live: the browser's one Host line becomes the request's authority, as it does in a server.
        try await sut.test(.live) { client in
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
            let token = try #require(sessions.session(cookieFields: [cookie])?.formToken.text)
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
            // Without fetch metadata, only our own origin — with our port — counts.
            #expect(try await post([.origin: "http://127.0.0.1"], form: "csrf=\(token)") == .forbidden)
            #expect(try await post([.origin: "http://127.0.0.1:1"], form: "csrf=\(token)") == .forbidden)
        }
    }

    @Test func namesItsCookieForThisStartAndTakesTheValueThatNamesALiveSession() async throws {
        let (sut, sessions) = makeSUT()
        #expect(sessions.cookieName.hasPrefix("sales_session_") && sessions.cookieName != WebSessions().cookieName)
        try await sut.test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions)
            // A cookie of the same name planted from another port of 127.0.0.1, sent first.
            let planted = "\(sessions.cookieName)=\(String(repeating: "0", count: 32)); \(cookie)"
            let page = try await client.execute(uri: "/products", method: .get, headers: [.cookie: planted])
            #expect(page.status == .ok)
            let other = try await client.execute(
                uri: "/products", method: .get, headers: [.cookie: "sales_session=\(cookie.split(separator: "=")[1])"])
            #expect(other.status == .forbidden, "another name is another cookie")
        }
    }

    @Test func handsThePagesTheSessionAndTheFormItFound() async throws {
        let (sut, sessions) = makeSUT()
        try await sut.test(.router) { client in
            let (cookie, token) = try await client.openSession(sessions)
            let echoed = try await client.postForm("/echo", "a=%41b&\(WebFormField.token)=\(token)", cookie: cookie)
            #expect(String(buffer: echoed.body) == "\(token) Ab")
        }
    }

    @Test func cleansTheAddressToAPathOfOursNeverToAnotherSite() async throws {
        let (sut, sessions) = makeSUT()
        let key = try #require(sessions.unspentKey)
        try await sut.test(.router) { client in
            let exchanged = try await client.execute(uri: "//evil.example/x?key=\(key)", method: .get)
            #expect(
                String(buffer: exchanged.body).contains("<meta http-equiv=\"refresh\" content=\"0;url=/overview\">"))
            let cookie = try #require(exchanged.headers[.setCookie]?.split(separator: ";").first.map(String.init))
            for uri in ["//evil.example/x?key=1", "/\\evil.example?key=1", "///evil.example?key=1"] {
                let reopened = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
                #expect(reopened.status == .seeOther, "\(uri)")
                #expect(reopened.headers[.location] == "/overview", "\(uri)")
            }
        }
    }

    @Test func spendsTheKeyOnlyForAGet() async throws {
        let (sut, sessions) = makeSUT()
        let key = try #require(sessions.unspentKey)
        try await sut.test(.router) { client in
            // A link preview's HEAD, a POST: the key stays for the browser.
            for method in [HTTPRequest.Method.head, .post] {
                let response = try await client.execute(uri: "/?key=\(key)", method: method)
                #expect(response.status == .forbidden, "\(method)")
                #expect(sessions.unspentKey == key, "\(method)")
            }
            #expect(try await client.execute(uri: "/?key=\(key)", method: .get).status == .ok)
        }
        #expect(sessions.unspentKey == nil)
    }

    @Test func answersEveryRequestWithAPageOfOursAndItsHeaders() async throws {
        let (sut, sessions) = makeSUT()
        try await sut.test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions)
            let missing = try await client.execute(uri: "/no-such-page", method: .get, headers: [.cookie: cookie])
            #expect(missing.status == .notFound)
            #expect(String(buffer: missing.body).contains("There is no such page."))
            expectSecurityHeaders(missing)
            for method in [HTTPRequest.Method.put, .delete, .options] {
                let refused = try await client.execute(uri: "/products", method: method, headers: [.cookie: cookie])
                #expect(refused.status == .methodNotAllowed, "\(method)")
                #expect(refused.headers[.allow] == "GET, HEAD, POST", "\(method)")
                expectSecurityHeaders(refused)
            }
            let large = try await client.execute(
                uri: "/refresh", method: .post,
                headers: [.cookie: cookie, try #require(HTTPField.Name("Sec-Fetch-Site")): "same-origin"],
                body: ByteBuffer(string: String(repeating: "a", count: 20_000)))
            #expect(large.status == .contentTooLarge)
            expectSecurityHeaders(large)
        }
    }

    @Test func refusesARequestThatNamesTwoHosts() async throws {
        let (sut, _) = makeSUT()
        try await sut.test(.router) { client in
            let host = try #require(HTTPField.Name("Host"))
            let twice = HTTPFields([
                HTTPField(name: host, value: "127.0.0.1"), HTTPField(name: host, value: "127.0.0.1"),
            ])
            let response = try await client.execute(uri: "/products", method: .get, headers: twice)
            #expect(response.status == .badRequest)
            expectSecurityHeaders(response)
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
        let router = Router(context: WebRequestContext.self)
        router.add(middleware: WebGuard(hosts: LoopbackHosts(port: port), sessions: sessions))
        router.get("/products") { _, _ in "products" }
        router.post("/refresh") { _, _ in "refreshed" }
        // What a page is handed: the session and the form the door found, read once.
        router.post("/echo") { _, context in
            "\(context.session?.formToken.text ?? "none") \(context.form["a"] ?? "none")"
        }
        return (Application(router: router), sessions)
    }
}
