import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Synchronization
import Testing

/// The display currency chosen in the address (`?currency=EUR`): the figures converted with the
/// middleware's rates to it, every link keeping it, and a currency there are no rates to refused.
@Suite struct CurrencyChoiceTests {
    @Test func showsTheFiguresInTheCurrencyTheAddressNamesWithTheMiddlewaresRatesToIt() async throws {
        let sut = try makeSUT()
        try await sut.withSession { client, cookie in
            let page = try await client.execute(uri: "/products?currency=eur", method: .get, headers: [.cookie: cookie])
            let html = String(buffer: page.body)
            #expect(page.status == .ok)
            #expect(html.contains("<p class=\"summary\">2 products · 3 sales · EUR 1,120.00</p>"))
            #expect(html.contains("<td class=\"figure\">1,020.00</td>"), "USD 1,200 at 0.85")
            #expect(html.contains("<option selected>EUR</option>") && html.contains("<option>USD</option>"))
            #expect(html.contains("<a href=\"/products/M?currency=EUR\">Mac mini</a>"), "links keep the currency")
            #expect(html.contains("<a href=\"/reports?currency=EUR\">Reports</a>"))
            #expect(html.contains("href=\"/products.csv?sort=name&amp;currency=EUR\""))
            #expect(html.contains("<input type=\"hidden\" name=\"currency\" value=\"EUR\">"), "the filter keeps it")
        }
        #expect(sut.asked.withLock { $0 } == ["EUR"])
    }

    @Test func keepsTheServersOwnCurrencyOutOfItsAddresses() async throws {
        try await makeSUT().withSession { client, cookie in
            let html = String(
                buffer: try await client.execute(uri: "/products", method: .get, headers: [.cookie: cookie]).body)
            #expect(html.contains("<a href=\"/products/M\">Mac mini</a>"))
            #expect(html.contains("<option selected>USD</option>"))
            #expect(!html.contains("currency=USD"))
        }
    }

    @Test func downloadsInTheChosenCurrency() async throws {
        try await makeSUT().withSession { client, cookie in
            let csv = String(
                buffer: try await client.execute(
                    uri: "/products.csv?currency=EUR", method: .get, headers: [.cookie: cookie]
                ).body)
            #expect(csv.contains("M,Mac mini,2,1020.00,true,EUR"))
        }
    }

    @Test func refusesWhatIsNotACurrencyCodeAndShowsTheServersForOneTheRatesDoNotReach() async throws {
        try await makeSUT().withSession { client, cookie in
            let notACode = try await client.execute(
                uri: "/products?currency=EURO", method: .get, headers: [.cookie: cookie])
            #expect(notACode.status == .badRequest)
            #expect(String(buffer: notACode.body).contains("That is not a currency code"))

            let unknown = try await client.execute(
                uri: "/reports?currency=XYZ", method: .get, headers: [.cookie: cookie])
            let page = String(buffer: unknown.body)
            #expect(unknown.status == .ok, "the figures, in the server's currency")
            #expect(page.contains("<strong>Note:</strong> XYZ is not a currency we can convert to: showing USD"))
            #expect(page.contains("<option selected>USD</option>"), "the currency shown is the one selected")
            #expect(!page.contains("middleware") && !page.contains("--"), "no service's name, no command's flag")
        }
    }

    private func makeSUT() throws -> SUT { try SUT(load: Self.catalog()) }

    final class SUT: Sendable {
        let load: CatalogLoad
        /// The currencies the pages asked rates to, in order.
        let asked = Mutex<[CurrencyCode]>([])

        init(load: CatalogLoad) { self.load = load }

        func withSession(_ body: @Sendable (any TestClientProtocol, String) async throws -> Void) async throws {
            let sessions = WebSessions()
            let load = load
            let router = WebRouter.make(
                sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) },
                rates: { [self] code in
                    asked.withLock { $0.append(code) }
                    return Self.rates(to: code)
                }, login: { _, _ in }, currency: .usd, zone: .utc)
            try await Application(router: router).test(.router) { client in
                let (cookie, _) = try await client.openSession(sessions)
                try await body(client, cookie)
            }
        }

        /// The middleware's answer: USD→EUR 0.85 to EUR; no other currency.
        private static func rates(to code: CurrencyCode) -> RatesLoad {
            guard code.code == "EUR", let rate = ExactDecimal("0.85"),
                let usd = try? ConversionRate(from: .usd, to: code, rate: rate)
            else { return RatesLoad(rates: .failure(.unknownCurrency(code.code, available: ["EUR", "USD"]))) }
            return RatesLoad(rates: .success(RateTable(rates: [usd], target: code)))
        }
    }

    /// Mac mini: USD 1,000 and 200; AirTag: EUR 100; rates to USD: EUR→USD 1.18.
    private static func catalog() throws -> CatalogLoad {
        try CatalogFixtures.load(
            products: [("M", "Mac mini"), ("A", "AirTag")],
            sales: [("M", "USD", "1000"), ("M", "USD", "200"), ("A", "EUR", "100")])
    }
}
