import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Testing

/// Quit from a page, and another start of `sales web` asking the running one for a key.
@Suite struct QuitAndLaunchTests {
    @Test func quitIsAFormOfOurPagesThatStopsTheServerAndSaysSo() async throws {
        let lifetime = WebLifetime(idleLimit: nil)
        try await withSession(lifetime: lifetime) { client, cookie, token, _ in
            let products = String(
                buffer: try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).body)
            #expect(products.contains("<form class=\"quit\" method=\"post\" action=\"/quit\">"))

            let forged = try await client.postForm("/quit", "csrf=nope", cookie: cookie)
            #expect(forged.status == .forbidden)
            #expect(lifetime.ending == nil, "a form without the session's token stops nothing")

            let quit = try await client.postForm("/quit", "csrf=\(token)", cookie: cookie)
            #expect(quit.status == .ok)
            #expect(String(buffer: quit.body).contains("SaleAssistant has stopped"))
            #expect(lifetime.ending == .quit)
        }
    }

    @Test func mintsAKeyForTheLaunchTokenThatOpensASessionOnce() async throws {
        try await withSession { client, _, _, sessions in
            let minted = try await client.execute(
                uri: "/_launch", method: .post, headers: [.authorization: sessions.launchToken.text])
            #expect(minted.status == .ok)
            let key = String(buffer: minted.body)
            #expect(key.count == 32)

            let opened = try await client.execute(uri: "/products?key=\(key)", method: .get)
            #expect(opened.status == .ok && opened.headers[.setCookie]?.hasPrefix("sales_session=") == true)
            let again = try await client.execute(uri: "/products?key=\(key)", method: .get)
            #expect(again.status == .forbidden, "the minted key is spent like the printed one")
        }
    }

    @Test func refusesAKeyToAnyoneWithoutTheLaunchToken() async throws {
        try await withSession { client, cookie, _, sessions in
            let wrong = try await client.execute(uri: "/_launch", method: .post, headers: [.authorization: "0" + "1"])
            #expect(wrong.status == .forbidden)
            let none = try await client.execute(uri: "/_launch", method: .post, headers: [.cookie: cookie])
            #expect(none.status == .forbidden, "a browser's session is not the launch token")
            let get = try await client.execute(
                uri: "/_launch", method: .get, headers: [.authorization: sessions.launchToken.text])
            #expect(get.status == .forbidden, "a GET changes nothing")
        }
    }

    /// Runs `body` with a client holding a session (its cookie and form token) of a router over
    /// an empty catalog.
    private func withSession(
        lifetime: WebLifetime = WebLifetime(idleLimit: nil),
        _ body: @Sendable (any TestClientProtocol, String, String, WebSessions) async throws -> Void
    ) async throws {
        let sessions = WebSessions()
        let load = CatalogLoad(
            snapshot: CatalogSnapshot(catalog: Catalog(products: [], sales: [])),
            rates: .success(RateTable(rates: [])), source: .network, asOf: Date(timeIntervalSince1970: 0))
        let router = WebRouter.make(
            sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) }, rates: noOtherRates,
            login: { _, _ in },
            currency: .usd, zone: .utc, lifetime: lifetime)
        try await Application(router: router).test(.router) { client in
            let (cookie, token) = try await client.openSession(sessions)
            try await body(client, cookie, token, sessions)
        }
    }
}
