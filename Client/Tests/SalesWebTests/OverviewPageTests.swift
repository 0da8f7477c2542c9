import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Synchronization
import Testing

/// `/overview`: how a period went, beside the period before and a year earlier.
@Suite struct OverviewPageTests {
    @Test func setsThePeriodBesideThePeriodBeforeAndAYearEarlierWithTheChanges() async throws {
        let html = try await page("/overview?period=2024-07-01..2024-07-31")

        #expect(html.contains("<caption>1 Jul 2024 – 31 Jul 2024</caption>"))
        #expect(
            html.contains(
                "<tr><th scope=\"row\">This period<span class=\"aside\">1 Jul 2024 – 31 Jul 2024</span></th>"
                    + "<td class=\"figure\"><a href=\"/products?sort=revenue&amp;period=2024-07-01..2024-07-31\">"
                    + "1,318.00</a></td><td class=\"figure\">2</td></tr>"),
            "this period's revenue leads to its products")
        #expect(
            html.contains(
                "<tr><th scope=\"row\">The period before<span class=\"aside\">1 Jun 2024 – 30 Jun 2024</span></th>"
                    + "<td class=\"figure\"><a href=\"/overview?period=2024-06-01..2024-06-30\">0.00</a>"
                    + "<span class=\"change\">new</span></td>"
                    + "<td class=\"figure\">0<span class=\"change\">new</span></td></tr>"))
        #expect(html.contains("<th scope=\"row\">A year earlier<span class=\"aside\">1 Jul 2023 – 31 Jul 2023</span>"))
    }

    /// A change read against its earlier figure with an arrow beside its sign (and a colour that is
    /// not the only cue); nothing in either period is no growth; the revenue names its currency.
    @Test func wordsAChangeWithItsDirectionAndNothingAgainstNothingAsNoSales() async throws {
        let sales = [("M", "USD", "100", "2024-07-10T10:00:00Z"), ("M", "USD", "50", "2024-06-10T10:00:00Z")]
        let html = try await page("/overview?period=2024-07-01..2024-07-31", load: try dated(sales))

        #expect(html.contains("<th scope=\"col\" class=\"figure\">Revenue (USD)</th>"))
        #expect(html.contains("<span class=\"change up\">▲ +100.0 % vs the period before</span>"))
        #expect(html.contains("<span class=\"change\">new</span>"), "a year earlier had nothing: new")
        let quiet = try await page("/overview?period=2020-01-01..2020-01-31", load: try dated(sales))
        #expect(quiet.contains("<span class=\"change\">no sales in either period</span>"))
        #expect(!quiet.contains(">new<"), "nothing against nothing is never growth")
        let fallen = try await page("/overview?period=2024-08-01..2024-08-31", load: try dated(sales))
        #expect(fallen.contains("<span class=\"change down\">▼ −100.0 % vs the period before</span>"))
    }

    /// `*` and `—` say what they leave out under the overview, as on the products and reports pages.
    @Test func explainsWhatItsStarsAndDashesLeaveOut() async throws {
        let sales = [("M", "USD", "100", "2024-07-10T10:00:00Z"), ("M", "XAU", "2", "2024-07-11T10:00:00Z")]
        let html = try await page("/overview?period=2024-07-01..2024-07-31", load: try dated(sales))

        #expect(html.contains("100.00*"))
        #expect(html.contains("<p class=\"notes\">* leaves out sales in currencies that cannot be converted</p>"))
        #expect(html.contains("<p class=\"notes\">— none of its sales can be converted</p>"), "XAU's own row")
    }

    /// A cut that is not one is said with the reader's words, no figures, 400 — never months instead.
    @Test(arguments: [
        ("/overview?by=day", "“day”"), ("/reports?by=bogus", "“bogus”"), ("/reports.csv?by=day", "“day”"),
    ])
    func refusesACutThatIsNotOneSayingSo(_ uri: String, _ words: String) async throws {
        let html = try await page(uri, status: .badRequest)

        #expect(html.contains("\(words) is not a way to cut the figures: choose week, month, quarter"))
        #expect(!html.contains("<table"))
    }

    /// A phone shows the figures first: the form behind one line that says the period (open on a
    /// wide screen, by the script, and when the address asked for what is not).
    @Test func putsThePeriodsFormBehindOneLineThatSaysThePeriod() async throws {
        let html = try await page("/overview?period=2024-07-01..2024-07-31")
        #expect(html.contains("<details class=\"choose\" data-open-wide><summary>1 Jul 2024 – 31 Jul 2024</summary>"))
        let all = try await page("/overview?period=all")
        #expect(all.contains("<summary>All time</summary>"))
        let wrong = try await page("/overview?period=last-week", status: .badRequest)
        #expect(wrong.contains("<details class=\"choose\" data-open-wide open>"))
        let weeks = try await page("/overview?period=2024-07-01..2024-07-31&by=week")
        #expect(weeks.contains("title=\"15 Jul 2024\" tabindex=\"-1\">15 Jul 2024</a>"), "a week's whole label fits")
        #expect(weeks.contains("<figcaption>Revenue by week (from Monday, ISO 8601) in USD</figcaption>"))
    }

    @Test func linksEachFigureToTheListingBehindIt() async throws {
        let html = try await page("/overview?by=month")

        #expect(html.contains("<tr><td><a href=\"/products/M\">Mac mini</a></td><td class=\"figure\">1</td>"))
        #expect(html.contains("<a href=\"/reports?by=product&amp;period=2024-07-01..2024-07-31\">Jul 2024</a>"))
        #expect(html.contains("<figure class=\"chart\"><figcaption>Revenue by month in USD</figcaption>"))
        #expect(
            html.contains(
                "<td><a href=\"/reports?by=product&amp;sold-in=EUR\">EUR</a>"
                    + "<span class=\"phone-only beneath\">100.00</span></td>"
                    + "<td class=\"figure wide-only\">100.00</td><td class=\"figure\">1</td>"
                    + "<td class=\"figure\">118.00<span class=\"phone-only beneath\">9.0 %</span></td>"
                    + "<td class=\"figure wide-only\">9.0 %</td>"))
        let mix = html[(html.range(of: "By the currency sold in")?.upperBound ?? html.endIndex)...]
        #expect(
            (mix.range(of: ">USD<")?.lowerBound ?? mix.endIndex)
                < (mix.range(of: ">EUR<")?.lowerBound ?? mix.startIndex),
            "most revenue first: USD 1,200 before EUR's 118")
        #expect(html.contains("<a href=\"/overview\">Overview</a>"), "in the navigation of every page")
    }

    @Test func showsACurrencysOwnSumExactAsTheCommandDoes() async throws {
        let load = try CatalogFixtures.load(
            products: [("M", "Mac mini")], sales: [("M", "JPY", "17242958.52"), ("M", "USD", "1")])
        let html = try await page("/overview", load: load)

        #expect(html.contains("<td class=\"figure wide-only\">17,242,958.52</td>"), "not rounded to 17,242,959")
    }

    @Test func addsTheProductsPastTheTopTenAsOneRow() async throws {
        let products = (1...12).map { ("P\($0)", "Product \($0)") }
        let sales = (1...12).map { ("P\($0)", "USD", "\($0 * 10)") }
        let html = try await page("/overview", load: try CatalogFixtures.load(products: products, sales: sales))

        #expect(html.contains(">2 other products</a></td><td class=\"figure\">2</td><td class=\"figure\">30.00</td>"))
    }

    @Test func groupsTheCountsAsTheCommandsDo() async throws {
        let sales = (1...1_200).map { _ in ("M", "USD", "1") }
        let html = try await page(
            "/overview", load: try CatalogFixtures.load(products: [("M", "Mac mini")], sales: sales))

        #expect(html.contains("1,200.00</a></td><td class=\"figure\">1,200</td></tr>"), "sales as 1,200, not 1200")
    }

    @Test func saysWhatIsWrongWithAPeriodThatIsNotOne() async throws {
        let html = try await page("/overview?period=2024-08-01..2024-07-01", status: .badRequest)

        #expect(html.contains("role=\"alert\">That is not a period:"))
        #expect(!html.contains("<table"), "no figures for a period that is not one")
    }

    /// Without a period in the address: the last twelve whole months while they hold a sale, else
    /// every day (figures years old, as a demo's).
    @Test func showsTheLastTwelveMonthsByDefaultUnlessNoSaleIsThatRecent() async throws {
        let september2024 = Date(timeIntervalSince1970: 1_726_401_600)
        let recent = try await page("/overview", now: { september2024 })
        #expect(recent.contains("<caption>Last 12 months: 1 Sep 2023 – 31 Aug 2024</caption>"))
        #expect(recent.contains("<option value=\"last-12-months\" selected>"))
        #expect(recent.contains("<a href=\"/products\">Products</a>"), "the default is left out of the links")
        #expect(
            recent.contains(
                "<th scope=\"row\">The period before, a year earlier<span class=\"aside\">1 Sep 2022 – 31 Aug 2023"),
            "the same days twice: one row, named as both")
        #expect(!recent.contains(">A year earlier<"))
        let twoYearsOn = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21
        let old = try await page("/overview", now: { twoYearsOn })
        #expect(old.contains("<caption>All time</caption>") && old.contains("<option value=\"all\" selected>"))
        let asked = try await page("/overview?period=all", now: { september2024 })
        #expect(asked.contains("<caption>All time</caption>"))
        #expect(asked.contains("<a href=\"/products?period=all\">Products</a>"), "a period not the default is kept")
    }

    /// Mac mini's sales as given: (product, currency, amount, date).
    private func dated(_ sales: [(String, String, String, String)]) throws -> CatalogLoad {
        try CatalogFixtures.load(products: [("M", "Mac mini")], dated: sales)
    }

    /// The page at `uri`, from a session over two products: Mac mini (USD 1,200 on 20 July 2024) and
    /// AirTag (EUR 100 the same day; EUR→USD 1.18).
    private func page(
        _ uri: String, status: HTTPResponse.Status = .ok, load: CatalogLoad? = nil,
        now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_790_000_000) }
    ) async throws -> String {
        let sessions = WebSessions()
        let load =
            try load
            ?? CatalogFixtures.load(
                products: [("M", "Mac mini"), ("A", "AirTag")], sales: [("M", "USD", "1200"), ("A", "EUR", "100")])
        let router = WebRouter.make(
            sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) }, rates: noOtherRates,
            login: { _, _ in }, currency: .usd, zone: .utc, now: now)
        let html = Mutex("")
        try await Application(router: router).test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions, at: "/overview")
            let response = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
            #expect(response.status == status)
            html.withLock { $0 = String(buffer: response.body) }
        }
        return html.withLock { $0 }
    }
}
