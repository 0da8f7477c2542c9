import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Testing

/// `/products` as a browser gets it: the figures the commands show, hostile names as text, and the
/// sort and filter kept in the address.
@Suite struct ProductsPageTests {
    private let port = 41_234

    @Test func listsEveryProductByNameWithItsSalesItsRevenueAndTheSummary() async throws {
        try await withSession { client, cookie in
            let page = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie])
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let html = String(buffer: page.body)
            #expect(names(in: html) == ["AirTag", "Café &lt;b&gt;", "Mac mini"])
            #expect(html.contains("<p class=\"summary\">3 products · 4 sales · USD 1,541.80</p>"))
            #expect(html.contains("<td class=\"figure\">1,200.00</td>"))
            #expect(html.contains("<footer class=\"as-of\">Figures as of 20 Jul 2024 15:45 UTC.</footer>"))
        }
    }

    @Test func answersHeadAsGetWithoutTheBodyAndAnUnknownPageWithOurs() async throws {
        try await withSession { client, cookie in
            let get = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie])
            let head = try await client.execute(uri: "/products", method: .head, headers: [.cookie: cookie])
            #expect(head.status == .ok && head.body.readableBytes == 0)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentSecurityPolicy] == SecurityHeaders.contentSecurityPolicy)
            for uri in ["/no-such-page", "/assets/x.js"] {
                let missing = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
                #expect(missing.status == .notFound, "\(uri)")
                #expect(String(buffer: missing.body).contains("There is no such page."), "\(uri)")
                #expect(missing.headers[.cacheControl] == "no-store", "\(uri)")
            }
        }
    }

    @Test func sortsAndFiltersAsTheAddressSays() async throws {
        try await withSession { client, cookie in
            let bySales = try await client.execute(
                uri: "/products?sort=sales", method: .get, headers: [.cookie: cookie])
            #expect(names(in: String(buffer: bySales.body)) == ["Mac mini", "AirTag", "Café &lt;b&gt;"])
            #expect(String(buffer: bySales.body).contains("<option value=\"sales\" selected>"))

            let filtered = try await client.execute(
                uri: "/products?filter=cafe&sort=nonsense", method: .get, headers: [.cookie: cookie])
            let html = String(buffer: filtered.body)
            #expect(names(in: html) == ["Café &lt;b&gt;"], "accents and case aside; an unknown sort is by name")
            #expect(html.contains("name=\"filter\" value=\"cafe\""))
        }
    }

    @Test func showsAHostileNameAndAHostileFilterAsText() async throws {
        try await withSession { client, cookie in
            let page = try await client.execute(
                uri: "/products?filter=%22%3E%3Cscript%3E", method: .get, headers: [.cookie: cookie])
            let html = String(buffer: page.body)
            #expect(!html.contains("<script>") && !html.contains("<b>"))
            #expect(html.contains("value=\"&quot;&gt;&lt;script&gt;\""))
        }
    }

    @Test func linksEachProductToItsPageWhichListsItsSalesNewestFirst() async throws {
        try await withSession { client, cookie in
            let list = String(
                buffer: try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).body)
            #expect(list.contains("<a href=\"/products/M\">Mac mini</a>"))
            let page = try await client.execute(uri: "/products/M", method: .get, headers: [.cookie: cookie])
            let html = String(buffer: page.body)
            #expect(page.status == .ok)
            #expect(html.contains("<h1>Mac mini</h1>"))
            #expect(html.contains("<p class=\"summary\">2 sales · total <strong>USD 1,200.00</strong></p>"))
            #expect(html.contains("<th scope=\"col\">DATE (UTC)</th>"))
            // Every head names its column (axe's empty-table-header): the terminal's arrow column,
            // a decoration with no name, is not on the web, where it would cost a phone its width.
            #expect(!html.contains("<th scope=\"col\"></th>") && !html.contains("<td>→</td>"))
            #expect(html.components(separatedBy: "<tr><td>20 Jul 2024").count - 1 == 2, "both sales, dated in the zone")
            #expect(html.contains("class=\"chart-bar w100\""), "its revenue by month as a chart")
            #expect(html.contains("<summary>Revenue by month in USD, as a table</summary>"))
            #expect(
                html.contains("<tr><td>Jul 2024</td><td class=\"figure\">2</td><td class=\"figure\">1,200.00</td></tr>")
            )

            let unknown = try await client.execute(uri: "/products/NOPE", method: .get, headers: [.cookie: cookie])
            #expect(unknown.status == .notFound)
            #expect(String(buffer: unknown.body).contains("There is no such product."))
        }
    }

    @Test func escapesEveryByteOfAnIdButTheUnreservedInItsLink() throws {
        let id = try #require(Product.ID("a b/é?#"))
        #expect(ProductPage.path(of: id) == "/products/a%20b%2F%C3%A9%3F%23")
    }

    @Test func servesItsStylesheetFromTheBinary() async throws {
        try await withSession { client, cookie in
            let css = try await client.execute(uri: "/assets/app.css", method: .get, headers: [.cookie: cookie])
            #expect(css.status == .ok && css.headers[.contentType] == "text/css; charset=utf-8")
            #expect(String(buffer: css.body).contains("prefers-color-scheme: dark"))
        }
    }

    @Test func countsThePagesOfSalesWithThousandsSeparators() async throws {
        let sales = (0..<1_200).map { _ in ("M", "USD", "1") }
        let load = try CatalogFixtures.load(products: [("M", "Mac mini")], sales: sales)
        try await withSession(catalog: .some(load)) { client, cookie in
            let page = try await client.execute(uri: "/products/M?page=11", method: .get, headers: [.cookie: cookie])
            #expect(String(buffer: page.body).contains("<span>Sales 1,001–1,100 of 1,200</span>"))
        }
    }

    @Test func saysTheFiguresAreStillLoadingBeforeTheFirstLoad() async throws {
        try await withSession(catalog: .some(nil)) { client, cookie in
            let page = try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie])
            #expect(page.status == .serviceUnavailable)
            #expect(String(buffer: page.body).contains("The figures are still loading."))
        }
    }

    @Test func answersWithTheAppsLookAWayBackAndATitleThatSaysWhatHappened() async throws {
        try await withSession(catalog: .some(nil)) { client, cookie in
            let page = String(
                buffer: try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).body)
            #expect(page.contains("<title>Not ready yet · SaleAssistant</title>"))
            #expect(page.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
            #expect(page.contains("<link rel=\"stylesheet\" href=\"/assets/app.css\">"))
            #expect(page.contains("<a href=\"/overview\">Back to the overview</a>"))
            // The stylesheet is no secret: a browser without a session (a refusal's) gets it too.
            let css = try await client.execute(uri: "/assets/app.css", method: .get)
            #expect(css.status == .ok && String(buffer: css.body).contains("prefers-color-scheme: dark"))
            let script = try await client.execute(uri: "/assets/app.js", method: .get)
            #expect(script.status == .forbidden, "nothing else without a session")
        }
    }

    @Test func saysSoWhenTheFilterMatchesNoProduct() async throws {
        try await withSession { client, cookie in
            let page = String(
                buffer: try await client.execute(
                    uri: "/products?filter=%3Cnothing%3E", method: .get, headers: [.cookie: cookie]
                ).body)
            #expect(page.contains("No product’s name holds “&lt;nothing&gt;”."))
            #expect(!page.contains("<table>"))
        }
    }

    /// The product names of the page's table, in order.
    private func names(in html: String) -> [String] {
        html.matches(of: /<tr><td><a href="[^"]*">([^<]*)<\/a><\/td>/).map { String($0.output.1) }
    }

    /// Runs `body` with a client holding a session of the web front end over `catalog` (the
    /// default: three products, one of them named with markup).
    private func withSession(
        catalog: CatalogLoad?? = .none,
        _ body: @Sendable (any TestClientProtocol, String) async throws -> Void
    ) async throws {
        let load = try catalog ?? makeCatalog()
        let sessions = WebSessions()
        let figures: WebFigures = load.map { .loaded(WebCatalog($0)) } ?? .loading
        let router = WebRouter.make(
            sessions: sessions, port: port, figures: { figures }, rates: noOtherRates, login: { _, _ in },
            currency: .usd, zone: .utc)
        try await Application(router: router).test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions)
            try await body(client, cookie)
        }
    }

    /// Mac mini: USD 1,000 and 200 (2 sales); AirTag: EUR 100 (EUR→USD 1.18, 1 sale); `Café <b>`:
    /// USD 223.80 (1 sale).
    private func makeCatalog() throws -> CatalogLoad {
        try CatalogFixtures.load(
            products: [("M", "Mac mini"), ("A", "AirTag"), ("C", "Café <b>")],
            sales: [("M", "USD", "1000"), ("M", "USD", "200"), ("A", "EUR", "100"), ("C", "USD", "223.80")])
    }
}
