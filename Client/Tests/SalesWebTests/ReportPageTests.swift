import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Synchronization
import Testing

/// `/reports`: the command's report as a page, with its chart drawn on the server.
@Suite struct ReportPageTests {
    @Test func showsRevenueByMonthWithEveryMonthOfTheSpanAndAChartOfIt() async throws {
        let html = try await page("/reports?by=month&period=2024-06-01..2024-07-31")
        #expect(html.contains("<th scope=\"col\">MONTH</th>"))
        #expect(
            html.contains(
                "<tr><td><a href=\"/reports?by=product&amp;period=2024-06-01..2024-06-30\">Jun 2024</a></td>"
                    + "<td class=\"figure\">0</td>"), "an empty month shows, leading to that month's products")
        #expect(
            html.contains(
                ">Jul 2024</a></td><td class=\"figure\">2</td><td class=\"figure\">1,318.00</td>"))
        #expect(html.contains("<figure class=\"chart\"><figcaption>Revenue by month in USD</figcaption>"))
        #expect(
            html.components(separatedBy: "class=\"chart-bar ").count - 1 == 1, "July's bar; an empty month draws none")
        #expect(
            html.contains(
                "<a class=\"chart-label\" href=\"/reports?by=product&amp;period=2024-06-01..2024-06-30\" "
                    + "title=\"Jun 2024\" tabindex=\"-1\">Jun 2024</a><span class=\"chart-track\"></span>"),
            "a bar leads where its row does (out of the tab order: the row's link is the keyboard's)")
        #expect(html.contains("<body>\n<a class=\"skip\" href=\"#main\">Skip to content</a>"))
        #expect(html.contains("<main id=\"main\">"))
        #expect(
            html.contains("<span class=\"chart-bar w100\"></span></span><span class=\"chart-value\">1,318.00</span>"))
        #expect(!html.contains("<svg"), "text at the page's size: no drawing scaled down on a phone")
        #expect(html.contains("<option value=\"month\" selected>") && html.contains("value=\"2024-06-01\""))
    }

    @Test func drawsTheLargestTwelveProductsAndOneBarForTheOthers() async throws {
        // 15 products: product N sold once for N × 10 USD.
        let products = (1...15).map { ("P\($0)", "Product \($0)") }
        let sales = (1...15).map { ("P\($0)", "USD", "\($0 * 10)") }
        let html = try await page(
            "/reports?by=product", load: try CatalogFixtures.load(products: products, sales: sales))
        let labels = html.matches(of: /class="chart-label"[^>]*title="([^"]*)"/).map { String($0.output.1) }
        #expect(labels == (4...15).reversed().map { "Product \($0)" } + ["3 others"])
        #expect(
            html.contains("title=\"3 others\">3 others</span><span class=\"chart-track\"><span class=\"chart-bar w")
                && html.contains("<span class=\"chart-value\">60.00</span></li>"), "10 + 20 + 30, added exactly")
        #expect(
            html.components(separatedBy: "<tr><td><a href=\"/products/P").count - 1 == 15,
            "the table has every product, each leading to its page")
    }

    @Test func showsRevenueByProductAndByTheCurrencySoldIn() async throws {
        let byProduct = try await page("/reports?by=product")
        #expect(
            byProduct.contains("<td><a href=\"/products/M\">Mac mini</a></td>")
                && byProduct.contains("<td><a href=\"/products/A\">AirTag</a></td>"))
        let byCurrency = try await page("/reports?by=currency")
        #expect(
            byCurrency.contains("<td><a href=\"/reports?by=product&amp;sold-in=EUR\">EUR</a></td>")
                && byCurrency.contains("<td><a href=\"/reports?by=product&amp;sold-in=USD\">USD</a></td>"))
        let soldInEuros = try await page("/reports?by=product&sold-in=eur")
        #expect(soldInEuros.contains("Only the sales made in EUR · <a href=\"/reports?by=product\">every currency</a>"))
        #expect(
            soldInEuros.contains("<td><a href=\"/products/A\">AirTag</a></td><td class=\"figure\">1</td>")
                && !soldInEuros.contains("<td><a href=\"/products/M\">Mac mini</a></td>"),
            "the sales made in EUR only: the products that sold in it")
        #expect(soldInEuros.contains("<p class=\"notes\">1 other product sold nothing in these days</p>"))
        let csv = try await page("/reports.csv?by=product&sold-in=eur")
        #expect(csv.contains(",Mac mini,0,"), "the download keeps every product, as the command writes it")
        #expect(soldInEuros.contains("<input type=\"hidden\" name=\"sold-in\" value=\"EUR\">"))
        let refused = try await page("/reports?sold-in=euro", status: .badRequest)
        #expect(refused.contains("That is not a currency code"))
    }

    @Test func showsNoTotalForSalesInACurrencyNoneOfWhichConvertAsTheRowItCameFrom() async throws {
        let load = try CatalogFixtures.load(
            products: [("M", "Mac mini"), ("A", "AirTag")], sales: [("M", "USD", "1200"), ("A", "XAU", "3")])
        let byCurrency = try await page("/reports?by=currency", load: load)
        #expect(
            byCurrency.contains(
                ">XAU</a></td><td class=\"figure\">3.00</td><td class=\"figure\">1</td><td class=\"figure\">—</td>"))

        let soldInGold = try await page("/reports?by=product&sold-in=XAU", load: load)
        #expect(soldInGold.contains("1 sale · — (incomplete"), "the total as the row it came from shows it")
        #expect(!soldInGold.contains("USD 0.00"))
        #expect(soldInGold.contains("incomplete: 1 sale in XAU cannot be converted"))
    }

    @Test func showsRevenueByQuarterEachBarAndRowLeadingToItsProducts() async throws {
        let html = try await page("/reports?by=quarter&period=2024-06-01..2024-12-31")

        #expect(html.contains("<option value=\"quarter\" selected>quarter</option>"))
        #expect(
            html.contains(
                "<tr><td><a href=\"/reports?by=product&amp;period=2024-07-01..2024-09-30\">Q3 2024</a></td>"
                    + "<td class=\"figure\">2</td><td class=\"figure\">1,318.00</td></tr>"))
        #expect(
            html.contains("<a href=\"/reports?by=product&amp;period=2024-06-01..2024-06-30\">Q2 2024</a>"),
            "the first quarter cut by the period, as its figures are")
        #expect(
            html.contains("<a class=\"chart-label\" href=\"/reports?by=product&amp;period=2024-07-01..2024-09-30\""))
        let csv = try await page("/reports.csv?by=quarter&period=2024-06-01..2024-12-31")
        #expect(csv.hasPrefix("interval,from,to,sales_count,revenue,revenue_is_complete,currency\r\n"))
        #expect(csv.contains("Q3 2024,2024-07-01,2024-09-30,2,1318.00,true,USD\r\n"))
    }

    @Test(arguments: [
        ("/reports?from=July", "Give both days, From and To."),
        ("/reports?from=July&to=2024-07-01", "From and To must be days as YYYY-MM-DD."),
        ("/reports?period=days&from=2024-08-01&to=2024-07-01", "From is after To: no day is in between."),
        ("/reports?period=last-week", "That is not a period: this-month, last-month, this-quarter, last-quarter, "),
    ])
    func saysWhatIsWrongWithThePeriodAsked(uri: String, message: String) async throws {
        let html = try await page(uri, status: .badRequest)
        #expect(html.contains("role=\"alert\">\(message)"))
        #expect(!html.contains("<table"), "no figures for a period that is not one")
        #expect(!html.contains("<svg"))
    }

    @Test func keepsADayThatIsNotOneInItsFieldAsWrittenMarkedInvalid() async throws {
        let html = try await page("/reports?from=2024-13-01&to=2024-07-31", status: .badRequest)
        #expect(html.contains("<input type=\"text\" name=\"from\" value=\"2024-13-01\" aria-invalid=\"true\""))
        #expect(
            html.contains("<input type=\"date\" name=\"to\" value=\"2024-07-31\" data-period-day>"),
            "a day stays a date")
    }

    @Test func offersTheReportAsTheCommandsCSVAndRefusesDaysThatAreNotDays() async throws {
        let html = try await page("/reports?by=product")
        #expect(html.contains("<a href=\"/reports.csv?by=product\">CSV</a>"))
        let csv = try await page("/reports.csv?by=product", status: .ok)
        #expect(csv.hasPrefix("product_id,product,sales_count,revenue,revenue_is_complete,currency\r\n"))
        #expect(csv.hasSuffix("\r\n\n"), "as the command writes it: the CSV's CRLF lines, then its final newline")
        let refused = try await page("/reports.csv?from=July", status: .badRequest)
        #expect(refused.contains("Give both days, From and To."))
    }

    /// A report walks every sale: each view is made once per load and kept, its CSV and its page
    /// alike, as the products' rows are.
    @Test func makesEachReportOncePerLoadAndKeepsIt() async throws {
        let sessions = WebSessions()
        let catalog = WebCatalog(try makeCatalog())
        let router = WebRouter.make(
            sessions: sessions, port: 41_234, figures: { .loaded(catalog) }, rates: noOtherRates, login: { _, _ in },
            currency: .usd, zone: .utc)
        try await Application(router: router).test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions, at: "/reports")
            for uri in ["/reports", "/reports?by=month", "/reports.csv", "/reports", "/reports?by=product"] {
                let response = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
                #expect(response.status == .ok, "\(uri)")
            }
            #expect(catalog.reportsMade == 2, "by month once (four views of it), by product once")
            _ = try await client.execute(
                uri: "/reports?from=1990-01-01&to=1990-01-31", method: .get, headers: [.cookie: cookie])
            _ = try await client.execute(
                uri: "/reports?from=1990-01-01&to=1990-01-31", method: .get, headers: [.cookie: cookie])
            #expect(catalog.reportsMade == 3, "an empty month of 1990, once")
        }
    }

    /// The page at `uri`, from a session over two products: Mac mini (USD 1,200 in July 2024) and
    /// AirTag (EUR 100 in July 2024; EUR→USD 1.18).
    private func page(_ uri: String, status: HTTPResponse.Status = .ok, load: CatalogLoad? = nil) async throws
        -> String
    {
        let sessions = WebSessions()
        let load = try load ?? makeCatalog()
        let router = WebRouter.make(
            sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) }, rates: noOtherRates,
            login: { _, _ in },
            currency: .usd,
            zone: .utc)
        let html = Mutex("")
        try await Application(router: router).test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions, at: "/reports")
            let response = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
            #expect(response.status == status)
            html.withLock { $0 = String(buffer: response.body) }
        }
        return html.withLock { $0 }
    }

    private func makeCatalog() throws -> CatalogLoad {
        try CatalogFixtures.load(
            products: [("M", "Mac mini"), ("A", "AirTag")], sales: [("M", "USD", "1200"), ("A", "EUR", "100")])
    }
}
