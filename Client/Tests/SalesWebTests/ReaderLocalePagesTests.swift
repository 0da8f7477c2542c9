import AppTesting
import Foundation
import HTTPTypes
import Hummingbird
import SalesClient
import SalesCore
import SalesWeb
import Synchronization
import Testing

/// `sales web` in the reader's locale: every figure of a page — tables, summaries, the overview's
/// comparison, a chart's values — as the locale writes it; names and the CSV as they are.
@Suite struct ReaderLocalePagesTests {
    @Test func writesEveryFigureOfTheOverviewInGerman() async throws {
        let html = try await page("/overview", numbers: ReaderLocale("de_DE").numbers)

        #expect(html.contains(">1.318,00</a>"), "the comparison's revenue")
        #expect(html.contains("<td class=\"figure\">1.200,00</td>"), "a top product's revenue")
        #expect(html.contains("<span class=\"chart-value\">1.318,00</span>"))
        #expect(html.contains(">Mac mini</a>"))
        #expect(!html.contains("1,200.00") && !html.contains("1,318.00"))
        #expect(html.contains(">Juli 2024</a>") && !html.contains("Jul 2024"), "the months in German too")
    }

    @Test func writesTheLocalesOwnDigitsOnAProductsPage() async throws {
        let html = try await page("/products/M", numbers: ReaderLocale("ar_EG").numbers)

        #expect(html.contains("١٬٢٠٠٫٠٠"))
        #expect(html.contains("يوليو"), "the month of the sale's date in Arabic")
        #expect(html.contains("<h1>Mac mini</h1>"))
    }

    @Test func downloadsTheSameCSVInEveryLocale() async throws {
        let german = try await page("/products.csv", numbers: ReaderLocale("de_DE").numbers)
        let plain = try await page("/products.csv", numbers: .plain)

        #expect(german == plain && german.contains(",1200.00,"))
    }

    /// German words on German figures: the page's language, its frame, the table's headings, the
    /// counts in their plural forms; the product names as they came.
    @Test func wordsAProductsPageInGerman() async throws {
        let html = try await page("/products", numbers: ReaderLocale("de_DE").numbers, words: Words(locale: "de_DE"))

        #expect(html.contains("<html lang=\"de\">"))
        #expect(html.contains(">Übersicht</a>") && html.contains("<h1>Produkte</h1>"))
        #expect(html.contains(">PRODUKT</a></th>") && html.contains(">GESAMT USD</a></th>"))
        #expect(html.contains("2 Produkte · 2 Verkäufe"))
        #expect(html.contains("<p class=\"downloads\">Herunterladen: "))
        #expect(html.contains(">Mac mini</a>"))
        #expect(!html.contains(">Overview<") && !html.contains(">Products<"))
    }

    /// A product's own page in German: the way back, its summary and what its total leaves out, the
    /// period before and the change, the chart's table — every word of ours from the catalog.
    @Test func wordsAProductsOwnPageInGerman() async throws {
        let html = try await page(
            "/products/M?period=2024-07-01..2024-07-31", numbers: ReaderLocale("de_DE").numbers,
            words: Words(locale: "de_DE"), sales: [("M", "USD", "1200"), ("M", "GBP", "5")])

        #expect(html.contains(">← Produkte</a>"))
        #expect(html.contains("2 Verkäufe · gesamt <strong>1.200,00\u{00A0}USD</strong>"))
        #expect(html.contains("(unvollständig: 1 Verkauf in GBP nicht umrechenbar)"))
        #expect(html.contains("Der Zeitraum davor (1. Juni 2024 – 30. Juni 2024): 0 Verkäufe · gesamt "))
        #expect(html.contains("<summary>Umsatz nach Monat in USD als Tabelle</summary>"))
        for english in ["Products<", " sales · ", "total ", "as a table", "The period before", "incomplete:"] {
            #expect(!html.contains(english), "\(english) left in English")
        }
    }

    /// A page answered instead of the one asked for speaks the reader's language too: its title,
    /// what happened and the way back.
    @Test func refusesInTheReadersWords() async throws {
        let missing = try await page(
            "/products/NOPE", numbers: ReaderLocale("ja_JP").numbers, words: Words(locale: "ja_JP"), status: .notFound)
        let notACode = try await page(
            "/products?currency=EURO", numbers: ReaderLocale("de_DE").numbers, words: Words(locale: "de_DE"),
            status: .badRequest)

        #expect(missing.contains("<html lang=\"ja\">") && missing.contains("<h1>このページはありません</h1>"))
        #expect(missing.contains("<p>この製品はありません。製品一覧に戻ってください。</p>"))
        #expect(missing.contains(">概要に戻る</a>") && !missing.contains("Back to the overview"))
        #expect(notACode.contains("<h1>Diese Anfrage kann nicht beantwortet werden</h1>"))
        #expect(notACode.contains("<p>Das ist kein Währungscode: drei Buchstaben, etwa EUR.</p>"))
    }

    /// Arabic pages are laid out right to left, in Arabic words; our right-to-left text isolated
    /// (`<bdi>`) where it sits among figures, the sales API's names as they came.
    @Test func laysAnArabicPageOutRightToLeft() async throws {
        let html = try await page("/overview", numbers: ReaderLocale("ar_EG").numbers, words: Words(locale: "ar_EG"))

        #expect(html.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(html.contains("<h1>نظرة عامة</h1>") && html.contains(">أفضل المنتجات<"))
        #expect(html.contains("<bdi>يوليو"), "a month of the chart, in Arabic, isolated")
        #expect(html.contains(">Mac mini</a>"))
        #expect(!html.contains(">Top products<"))
    }

    /// The pseudo-locale: every word of ours on the page's frame and table accented and bracketed,
    /// so a word left in code shows as plain English in a browser.
    @Test func thePseudoLocaleMarksEveryWordOfTheFrameAndTheTable() async throws {
        let html = try await page("/products", numbers: .plain, words: Words(locale: "en_XA"))

        #expect(html.contains("<html lang=\"en-XA\">"))
        #expect(html.contains("<h1>[Þŕöđûçţš ~~~]</h1>"))
        #expect(html.contains(">[ÞŔÖĐÛÇŢ ~~]</a></th>") && html.contains(">[ŢÖŢÀĹ USD ~~]</a></th>"))
        #expect(!html.contains(">Overview<") && !html.contains(">PRODUCT<"))
    }

    /// A notice in the reader's words: a currency the rates do not reach, said in German above
    /// the figures in the server's own.
    @Test func saysANoticeInTheReadersWords() async throws {
        let html = try await page(
            "/products?currency=JPY", numbers: ReaderLocale("de_DE").numbers, words: Words(locale: "de_DE"))

        #expect(html.contains("<strong>Hinweis:</strong> In JPY können wir nicht umrechnen"))
        #expect(html.contains("angezeigt in USD"))
    }

    /// A sale of 38 significant digits (as many as Core holds), on its product's page, digit for digit in each locale's own
    /// way (the expected strings written out by hand: never through the formats under test).
    @Test(arguments: [
        ("de_DE", "123.456.789.012.345.678.901.234.567.890.123.456,78"),
        (
            "fr_FR",
            "123\u{202F}456\u{202F}789\u{202F}012\u{202F}345\u{202F}678\u{202F}901\u{202F}234\u{202F}567\u{202F}890\u{202F}123\u{202F}456,78"
        ),
        ("de_CH", "123’456’789’012’345’678’901’234’567’890’123’456.78"),
        ("en_IN", "1,23,45,67,89,01,23,45,67,89,01,23,45,67,89,01,23,456.78"),
        ("ja_JP", "123,456,789,012,345,678,901,234,567,890,123,456.78"),
        ("pt_BR", "123.456.789.012.345.678.901.234.567.890.123.456,78"),
        ("ar_EG", "١٢٣٬٤٥٦٬٧٨٩٬٠١٢٬٣٤٥٬٦٧٨٬٩٠١٬٢٣٤٬٥٦٧٬٨٩٠٬١٢٣٬٤٥٦٫٧٨"),
    ])
    func writesThe38DigitAmountDigitForDigit(locale: String, expected: String) async throws {
        let longest = "123456789012345678901234567890123456.78"
        let html = try await page(
            "/products/L", numbers: ReaderLocale(locale).numbers, words: Words(locale: locale),
            products: [("L", "Ledger")], sales: [("L", "USD", longest)])

        #expect(html.contains(expected))
        #expect(!html.contains(longest), "never the digits as they came")
    }

    /// Mac mini sold for USD 1,200 and AirTag for EUR 100 (EUR→USD 1.18).
    private func page(
        _ uri: String, numbers: ReaderFormats, words: Words = .english,
        products: [(String, String)] = [("M", "Mac mini"), ("A", "AirTag")],
        sales: [(String, String, String)] = [("M", "USD", "1200"), ("A", "EUR", "100")],
        status: HTTPResponse.Status = .ok
    ) async throws -> String {
        let sessions = WebSessions()
        let load = try CatalogFixtures.load(products: products, sales: sales)
        let router = WebRouter.make(
            sessions: sessions, port: 41_234, figures: { .loaded(WebCatalog(load)) }, rates: noOtherRates,
            login: { _, _ in }, currency: .usd, zone: .utc, numbers: numbers, words: words,
            now: { Date(timeIntervalSince1970: 1_790_000_000) })
        let html = Mutex("")
        try await Application(router: router).test(.router) { client in
            let (cookie, _) = try await client.openSession(sessions, at: "/overview")
            let response = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
            #expect(response.status == status, "\(uri)")
            html.withLock { $0 = String(buffer: response.body) }
        }
        return html.withLock { $0 }
    }
}
