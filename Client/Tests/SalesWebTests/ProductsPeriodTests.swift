import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Synchronization
import Testing

/// One period for every page: the products list for a period beside the period before, sortable by
/// its heads, a product's page and the downloads for that period, the period kept in every link.
@Suite struct ProductsPeriodTests {
    private static let july = "period=2024-07-01..2024-07-31"

    @Test func listsEachProductsPeriodBesideThePeriodBeforeWithItsTrend() async throws {
        let html = try await page("/products?\(Self.july)")

        #expect(html.contains("<p class=\"period\">1 Jul 2024 – 31 Jul 2024, beside 1 Jun 2024 – 30 Jun 2024</p>"))
        #expect(
            html.contains(
                "<td><a href=\"/products/M?\(Self.july)\">Mac mini</a></td><td class=\"figure\">1</td>"
                    + "<td class=\"figure\">1,200.00<span class=\"phone-only beneath\">+100.0 %</span></td>"
                    + "<td class=\"figure wide-only\">600.00</td>"
                    + "<td class=\"figure wide-only\">+100.0 %</td>"),
            "the name leads to its page for the same period; a phone reads the change under the total")
        #expect(
            html.contains(
                "<td class=\"figure\">1</td><td class=\"figure\">118.00<span class=\"phone-only beneath\">new</span></td>"
                    + "<td class=\"figure wide-only\">0.00</td><td class=\"figure wide-only\">new</td>"),
            "AirTag sold nothing in June")
        #expect(
            html.contains(
                "<span class=\"spark\" role=\"img\" aria-label=\"Revenue by month, Aug 2023 to Jul 2024, highest in Jul 2024"
            ))
        #expect(
            html.contains("<p class=\"summary\">2 products · 2 sales · USD 1,318.00 · before USD 600.00 (+119.7 %)"))
        #expect(html.contains("<option value=\"days\" selected>Given days</option>"))
        #expect(html.contains("<a href=\"/overview?\(Self.july)\">Overview</a>"), "the navigation keeps the period")
    }

    @Test func sortsByAColumnsHeadKeepingThePeriodAndTheFilter() async throws {
        let html = try await page("/products?sort=revenue&filter=a&\(Self.july)")

        #expect(
            html.contains(
                "<th scope=\"col\" class=\"figure\" aria-sort=\"descending\">"
                    + "<a href=\"/products?sort=revenue&amp;filter=a&amp;\(Self.july)\">TOTAL USD</a></th>"))
        #expect(html.contains("<th scope=\"col\"><a href=\"/products?filter=a&amp;\(Self.july)\">PRODUCT</a></th>"))
        let names = html.matches(of: /<td><a href="\/products\/[^"]*">([^<]*)<\/a><\/td>/).map { String($0.output.1) }
        #expect(names == ["Mac mini", "AirTag"], "most revenue first")
    }

    /// The biggest movers in one click: CHANGE's head sorts by it (new sales first), BEFORE's by the
    /// period before's revenue.
    @Test func sortsByTheChangeAndByThePeriodBefore() async throws {
        let html = try await page("/products?\(Self.july)")
        #expect(html.contains("<a href=\"/products?sort=change&amp;\(Self.july)\">CHANGE</a></th>"))

        let movers = try await page("/products?sort=change&\(Self.july)")
        let names = { (page: String) in
            page.matches(of: /<td><a href="\/products\/[^"]*">([^<]*)<\/a><\/td>/).map { String($0.output.1) }
        }
        #expect(names(movers) == ["AirTag", "Mac mini"], "new (AirTag) above +100.0 % (Mac mini)")
        #expect(movers.contains("aria-sort=\"descending\"><a href=\"/products?sort=change&amp;\(Self.july)\">CHANGE"))
        #expect(movers.contains("<option value=\"change\" selected>change (biggest movers)</option>"))
        let before = try await page("/products?sort=before&\(Self.july)")
        #expect(names(before) == ["Mac mini", "AirTag"], "600.00 before 0.00")
        let allTime = try await page("/products")
        #expect(!allTime.contains("value=\"change\""), "all time has nothing to compare with")
    }

    @Test func showsAProductsSalesOfThePeriodOnly() async throws {
        let july = try await page("/products/M?\(Self.july)")
        #expect(july.contains("<p class=\"summary\">1 sale · total <strong>USD 1,200.00</strong></p>"))
        let august = try await page("/products/M?period=2024-08-01..2024-08-31")
        #expect(august.contains("<p>No sales in this period.</p>"))
        let allTime = try await page("/products/M")
        #expect(allTime.contains("<p class=\"summary\">2 sales · total <strong>USD 1,800.00</strong></p>"))
        #expect(!allTime.contains("The period before"), "all time has nothing before it")
    }

    /// A product's page names its days, sets them beside the period before, and each month's bar
    /// leads to the product's page for that month.
    @Test func namesAProductsDaysBesideThePeriodBeforeEachMonthsBarLeadingToIt() async throws {
        let html = try await page("/products/M?period=2024-06-01..2024-07-31")

        #expect(html.contains("<p class=\"period\">1 Jun 2024 – 31 Jul 2024</p>"))
        #expect(
            html.contains(
                "<p class=\"notes\">The period before (1 Apr 2024 – 31 May 2024): 0 sales · total USD 0.00 · "
                    + "<span class=\"change\">new</span></p>"))
        #expect(
            html.contains(
                "<a class=\"chart-label\" href=\"/products/M?period=2024-07-01..2024-07-31\" title=\"Jul 2024\""))
        let july = try await page("/products/M?\(Self.july)")
        #expect(
            july.contains(
                "The period before (1 Jun 2024 – 30 Jun 2024): 1 sale · total USD 600.00 · "
                    + "<span class=\"change up\">▲ +100.0 % vs the period before</span>"))
    }

    @Test func downloadsThePeriodAsTheCommandWritesIt() async throws {
        let csv = try await page("/products.csv?sort=revenue&\(Self.july)")
        let lines = csv.components(separatedBy: "\r\n")
        #expect(
            lines.first
                == "id,name,sales_count,revenue,revenue_is_complete,previous_sales_count,previous_revenue,"
                + "previous_revenue_is_complete,revenue_change_percent,currency")
        #expect(lines.dropFirst().first == "M,Mac mini,1,1200.00,true,1,600.00,true,100,USD")
        let json = try await page("/products.json?\(Self.july)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["previous_from"] as? String } == ["2024-06-01", "2024-06-01"])
        let refused = try await page("/products.csv?period=last-week", status: .badRequest)
        #expect(refused.contains("That is not a period"))
    }

    /// The page at `uri`: Mac mini sold for USD 1,200 on 20 July 2024 and USD 600 on 10 June 2024,
    /// AirTag for EUR 100 on 20 July 2024 (EUR→USD 1.18).
    private func page(_ uri: String, status: HTTPResponse.Status = .ok) async throws -> String {
        let sessions = WebSessions()
        let load = try CatalogFixtures.load(
            products: [("M", "Mac mini"), ("A", "AirTag")],
            dated: [
                ("M", "USD", "1200", "2024-07-20T15:45:27Z"), ("M", "USD", "600", "2024-06-10T09:00:00Z"),
                ("A", "EUR", "100", "2024-07-20T15:45:27Z"),
            ])
        let router = WebRouter.make(
            sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) }, rates: noOtherRates,
            login: { _, _ in }, currency: .usd, zone: .utc)
        let html = Mutex("")
        try await Application(router: router).test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions, at: "/products")
            let response = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
            #expect(response.status == status, "\(uri)")
            html.withLock { $0 = String(buffer: response.body) }
        }
        return html.withLock { $0 }
    }
}
