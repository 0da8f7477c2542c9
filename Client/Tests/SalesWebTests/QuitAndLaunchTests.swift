import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesHTTP
import SalesWeb
import ScriptedHTTPServer
import Synchronization
import Testing

/// Quit from a page, and another start of `sales web` asking the running one for a key.
@Suite struct QuitAndLaunchTests {
    @Test func quitIsAFormOfOurPagesThatStopsTheServerAndSaysSo() async throws {
        let lifetime = WebLifetime(idleLimit: nil)
        try await withSession(lifetime: lifetime) { client, cookie, token, _ in
            let products = String(
                buffer: try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).body)
            #expect(products.contains("<a class=\"quit\" href=\"/quit\""))
            let asked = try await client.execute(uri: "/quit", method: .get, headers: [.cookie: cookie])
            #expect(String(buffer: asked.body).contains("<h1>Quit SaleAssistant?</h1>"))
            #expect(String(buffer: asked.body).contains("<form class=\"confirm\" method=\"post\" action=\"/quit\">"))
            #expect(lifetime.ending == nil, "asking stops nothing")

            let forged = try await client.postForm("/quit", "csrf=nope", cookie: cookie)
            #expect(forged.status == .forbidden)
            #expect(lifetime.ending == nil, "a form without the session's token stops nothing")

            let quit = try await client.postForm("/quit", "csrf=\(token)", cookie: cookie)
            #expect(quit.status == .ok)
            #expect(String(buffer: quit.body).contains("SaleAssistant has stopped"))
            #expect(!String(buffer: quit.body).contains("href="), "no link to a server that is gone")
            #expect(lifetime.ending == .quit)
        }
    }

    @Test func mintsAKeyForTheLaunchTokensProofThatOpensASessionOnce() async throws {
        try await withSession { client, _, _, sessions in
            let nonce = Secret().text
            let minted = try await client.execute(
                uri: "/_launch", method: .post,
                headers: try launchHeaders(
                    proof: LaunchProof.request(token: sessions.launchToken.text, nonce: nonce), nonce: nonce))
            #expect(minted.status == .ok)
            let fields = String(buffer: minted.body).split(separator: " ").map(String.init)
            let key = try #require(fields.first)
            #expect(key.count == 32 && fields.count == 2)
            #expect(fields.last == LaunchProof.answer(token: sessions.launchToken.text, nonce: nonce, key: key))
            #expect(!String(buffer: minted.body).contains(sessions.launchToken.text), "the token is never sent")

            let opened = try await client.execute(uri: "/products?key=\(key)", method: .get)
            #expect(opened.status == .ok && opened.headers[.setCookie]?.hasPrefix(sessions.cookieName + "=") == true)
            let again = try await client.execute(uri: "/products?key=\(key)", method: .get)
            #expect(again.status == .forbidden, "the minted key is spent like the printed one")
        }
    }

    @Test func refusesAKeyToAnyoneWithoutTheLaunchTokensProof() async throws {
        try await withSession { client, cookie, _, sessions in
            let nonce = Secret().text
            let token = sessions.launchToken.text
            let refused: [HTTPFields] = [
                try launchHeaders(proof: "0" + "1", nonce: nonce),
                // The token itself is not a proof, and a proof is for its own nonce only.
                try launchHeaders(proof: token, nonce: nonce),
                try launchHeaders(proof: LaunchProof.request(token: token, nonce: nonce), nonce: Secret().text),
                try launchHeaders(proof: LaunchProof.request(token: token, nonce: "short"), nonce: "short"),
                [.cookie: cookie],
            ]
            for headers in refused {
                let response = try await client.execute(uri: "/_launch", method: .post, headers: headers)
                #expect(response.status == .forbidden, "\(headers)")
            }
            let get = try await client.execute(
                uri: "/_launch", method: .get,
                headers: try launchHeaders(proof: LaunchProof.request(token: token, nonce: nonce), nonce: nonce))
            #expect(get.status == .forbidden, "a GET changes nothing")
        }
    }

    @Test func aStartTakesAKeyOnlyFromTheServerThatProvesItHoldsTheToken() async throws {
        let sessions = WebSessions()
        try await Application(router: emptyRouter(sessions)).test(.router) { client in
            let server = try #require(RunningWebInstance(port: 41_234, launchToken: sessions.launchToken.text))
            let minted = await RunningServerKey.mint(from: server, http: InProcessTransport(client: client))
            let key = try #require(minted)
            #expect(sessions.unspentKey == key)
        }
        // A program that took a dead server's port: it answers a well-formed key, and gets no token.
        let heard = Mutex<[String]>([])
        let impostor = try ScriptedHTTPServer { request in
            heard.withLock { $0.append(request.headers.values.joined(separator: " ")) }
            return .respond(status: 200, body: Data((Secret().text + " " + Secret().text).utf8))
        }
        let stale = try #require(RunningWebInstance(port: impostor.port, launchToken: sessions.launchToken.text))
        #expect(await RunningServerKey.mint(from: stale, http: CurlTransport()) == nil)
        #expect(heard.withLock { $0.count } == 1)
        #expect(!heard.withLock { $0.joined() }.contains(sessions.launchToken.text))
    }

    /// The web front end's routes over an empty catalog.
    private func emptyRouter(_ sessions: WebSessions, lifetime: WebLifetime = WebLifetime(idleLimit: nil))
        -> Router<WebRequestContext>
    {
        let load = CatalogLoad(
            snapshot: CatalogSnapshot(catalog: Catalog(products: [], sales: [])),
            rates: .success(RateTable(rates: [])), source: .network, asOf: Date(timeIntervalSince1970: 0))
        return WebRouter.make(
            sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) }, rates: noOtherRates,
            login: { _, _ in }, currency: .usd, zone: .utc, lifetime: lifetime)
    }

    private func launchHeaders(proof: String, nonce: String) throws -> HTTPFields {
        [.authorization: proof, try #require(HTTPField.Name(WebSessions.launchNonceField)): nonce]
    }

    /// Runs `body` with a client holding a session (its cookie and form token) of a router over
    /// an empty catalog.
    private func withSession(
        lifetime: WebLifetime = WebLifetime(idleLimit: nil),
        _ body: @Sendable (any TestClientProtocol, String, String, WebSessions) async throws -> Void
    ) async throws {
        let sessions = WebSessions()
        let router = emptyRouter(sessions, lifetime: lifetime)
        try await Application(router: router).test(.router) { client in
            let (cookie, token) = try await client.openSession(sessions)
            try await body(client, cookie, token, sessions)
        }
    }
}

/// The HTTP transport of a start of `sales web`, reaching the router under test in process.
private struct InProcessTransport: HTTPTransport {
    let client: any TestClientProtocol

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        var headers = HTTPFields()
        for (name, value) in request.headers {
            if let name = HTTPField.Name(name) { headers[name] = value }
        }
        do {
            let response = try await client.execute(
                uri: request.url.path, method: HTTPRequest.Method(request.method.rawValue) ?? .get, headers: headers,
                body: request.body.map { ByteBuffer(bytes: $0) })
            return TransportResponse(statusCode: response.status.code, body: Data(response.body.readableBytesView))
        } catch {
            throw .connectionFailed("\(error)")
        }
    }
}
