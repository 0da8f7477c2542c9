import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Synchronization
import Testing

/// Refresh and log out: forms in every page of figures, acted on only as POSTs from our pages.
@Suite struct SessionActionsTests {
    @Test func everyPageOfFiguresOffersRefreshBackToItselfAndLogOut() async throws {
        let spy = ActionsSpy()
        try await spy.run { client, cookie, token in
            let page = String(
                buffer: try await client.execute(uri: "/reports?by=product", method: .get, headers: [.cookie: cookie])
                    .body)
            #expect(page.contains("<form class=\"actions\" method=\"post\" action=\"/refresh\">"))
            #expect(
                page.contains("name=\"csrf\" value=\"\(token)\"")
                    && page.contains("name=\"next\" value=\"/reports?by=product\""))
            #expect(page.contains("<a href=\"/logout\">Log out</a>"))

            let refreshed = try await client.postForm(
                "/refresh", "csrf=\(token)&next=%2Freports%3Fby%3Dproduct", cookie: cookie)
            #expect(refreshed.status == .seeOther && refreshed.headers[.location] == "/reports?by=product")
        }
        #expect(spy.calls.withLock { $0 } == ["refresh"])
    }

    @Test func logsOutOnlyAfterAskingAndOnlyByAPostFromOurPages() async throws {
        let spy = ActionsSpy()
        try await spy.run { client, cookie, token in
            let asked = try await client.execute(uri: "/logout", method: .get, headers: [.cookie: cookie])
            #expect(asked.status == .ok && String(buffer: asked.body).contains("<h1>Log out?</h1>"))
            #expect(spy.calls.withLock { $0 }.isEmpty, "a GET changes nothing")

            let withoutToken = try await client.postForm("/logout", "csrf=wrong", cookie: cookie)
            #expect(withoutToken.status == .forbidden)
            let done = try await client.postForm("/logout", "csrf=\(token)", cookie: cookie)
            #expect(done.status == .seeOther && done.headers[.location] == "/login")
            // The browser's session is new: the old cookie (a tab kept open) opens nothing.
            let renewed = try #require(done.headers[.setCookie]?.split(separator: ";").first.map(String.init))
            #expect(renewed != cookie && renewed.hasPrefix(cookie.prefix { $0 != "=" } + "="))
            let old = try await client.execute(uri: "/login", method: .get, headers: [.cookie: cookie])
            #expect(old.status == .forbidden)
            let new = try await client.execute(uri: "/login", method: .get, headers: [.cookie: renewed])
            #expect(new.status == .ok && !String(buffer: new.body).contains(token), "a new form token")
        }
        #expect(spy.calls.withLock { $0 } == ["logout"])
    }

    final class ActionsSpy: Sendable {
        let calls = Mutex<[String]>([])

        func run(_ body: @Sendable (any TestClientProtocol, String, String) async throws -> Void) async throws {
            let sessions = WebSessions()
            let load = try Self.catalog()
            let router = WebRouter.make(
                sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) }, rates: noOtherRates,
                login: { _, _ in },
                refresh: { [self] in calls.withLock { $0.append("refresh") } },
                logout: { [self] () throws(ClientError) in calls.withLock { $0.append("logout") } }, currency: .usd,
                zone: .utc)
            try await Application(router: router).test(.router) { client in
                let (cookie, token) = try await client.openSession(sessions)
                try await body(client, cookie, token)
            }
        }

        private static func catalog() throws -> CatalogLoad {
            let id = try #require(Product.ID("M"))
            let sale = Sale(
                productID: id, amount: Money(amount: try #require(ExactDecimal("10")), currency: .usd),
                date: Date(timeIntervalSince1970: 1_721_490_327))
            return CatalogLoad(
                snapshot: CatalogSnapshot(
                    catalog: Catalog(products: [Product(id: id, name: "Mac mini")], sales: [sale])),
                rates: .success(RateTable(rates: [])), source: .network,
                asOf: Date(timeIntervalSince1970: 1_721_490_327))
        }
    }
}
