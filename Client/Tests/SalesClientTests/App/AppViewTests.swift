import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct AppViewTests {
    @Test func theListAt80By24() throws {
        var state = try makeLoadedState(columns: 80, rows: 24)
        state.press(.down)
        #expect(
            render(state)
                == """
                 SaleAssistant · tester @ 127.0.0.1:8080                        loaded 15:45:27
                10 products · 2,485 sales · USD 2,523,813.91                          sort: name

                  PRODUCT                                                      SALES   TOTAL USD
                  AirTag                                                         105   10,520.88
                › Apple TV 4K                                                    266   75,625.69
                  Apple Watch                                                    282  113,982.74
                  HomePod mini                                                   379  152,837.05
                  iMac                                                           189  250,072.06
                  iPad Pro                                                       210  169,318.76
                  iPhone                                                         214  152,091.94
                  Mac mini                                                       264  267,716.41
                  MacBook Pro                                                    325  427,250.66
                  Vision Pro                                                     251  904,397.73









                ↑↓ move · ⏎ open · / filter · s sort · r reload · L log out · q quit        2/10
                """
        )
    }

    /// In the reader's locale: every figure as a German reads it, the headings and the summary in
    /// German words, the names as they came, and the columns still aligned on the right.
    @Test func theListInGerman() throws {
        let state = try makeLoadedState(columns: 80, rows: 24)
        let german = ReaderLocale("de_DE.UTF-8").numbers
        let lines = AppView(colors: false, numbers: german, words: Words(.german)).render(state).text.split(
            separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 6)
        #expect(lines[1].hasPrefix("10 Produkte · 2.485 Verkäufe · 2.523.813,91\u{00A0}USD"))
        #expect(lines[3].hasPrefix("  PRODUKT") && lines[3].hasSuffix("VERKÄUFE  GESAMT USD"))
        #expect(lines[4] == "› AirTag                                                         105   10.520,88")
        #expect(lines[6] == "  Apple Watch                                                    282  113.982,74")
        #expect(lines[23].hasPrefix("⏎ öffnen / filtern s sortieren r q "), "the keys in German, short in 80 columns")
    }

    @Test func marksTheListsTotalWhenACurrencyCannotBeConverted() throws {
        var state = try makeState(columns: 80, rows: 24)
        let loaded = try loadedFixtures()
        let rates = try #require(try? loaded.rates.get())
        // Without the AUD–ZAR pair, AUD reaches no other currency.
        let withoutAUD = RateTable(rates: rates.directRates.filter { $0.from.code != "AUD" })
        state.handle(
            .loaded(
                .success(
                    CatalogLoad(
                        snapshot: loaded.snapshot, rates: .success(withoutAUD), source: .network, asOf: loaded.asOf))))

        let header = render(state).split(separator: "\n")[1]

        // Every sale but the AUD ones: 2,523,813.91 − 234,844.41 (`sales report --by currency`).
        #expect(header.hasPrefix("10 products · 2,485 sales · USD 2,288,969.50* (incomplete: "))
    }

    @Test func theListAt40By12KeepsEveryColumnAndShortensTheHeaderAndKeys() throws {
        var state = try makeLoadedState(columns: 40, rows: 12)
        state.press(.down)
        #expect(
            render(state)
                == """
                 tester @ 127.0.0.1:8080       15:45:27
                10 products · 2,485 sales · … sort: name

                  PRODUCT              SALES   TOTAL USD
                  AirTag                 105   10,520.88
                › Apple TV 4K            266   75,625.69
                  Apple Watch            282  113,982.74
                  HomePod mini           379  152,837.05
                  iMac                   189  250,072.06
                  iPad Pro               210  169,318.76
                  iPhone                 214  152,091.94
                ⏎ open / filter s sort r q          2/10
                """
        )
    }

    @Test func theDetailAt40By12DropsTheTimeOfDayAndShowsTheMonthlyChart() throws {
        var state = try makeLoadedState(columns: 40, rows: 12)
        state.press(.character("/"))
        state.type("mac")
        state.press(.down, .enter)
        #expect(
            render(state)
                == """
                 tester @ 127.0.0.1:8080       15:45:27
                Mac mini
                264 sales · total USD 267,716.41
                By month ▆█▆▁ Jun 2024–Sep 2024

                  DATE                 AMOUNT       USD
                › 3 Sep 2024   JPY 115,859.53  1,071.84
                  2 Sep 2024    INR 82,575.60    983.51
                  1 Sep 2024    ZAR 16,522.59    983.96
                  1 Sep 2024    ZAR 15,644.69    931.68
                  1 Sep 2024     AUD 1,448.59    862.67
                ↑↓ scroll b back r q               1/264
                """
        )
    }

    @Test func theLoginFormMasksThePasswordAndPutsTheCursorInTheFocusedField() {
        var state = AppState(host: "127.0.0.1:8080", size: TerminalSize(columns: 80, rows: 24), session: nil)
        state.type("tester")
        state.press(.tab)
        state.type("secret")
        let grid = AppView(colors: false).render(state)
        #expect(
            grid.text
                == """
                 SaleAssistant · 127.0.0.1:8080







                               Log in to 127.0.0.1:8080

                               Username   tester
                               Password   ••••••











                ⏎ log in · Tab next field · Ctrl-U clear · Ctrl-C quit
                """
        )
        #expect(grid.cursor?.row == 11)
        #expect(grid.cursor?.column == 32)
        #expect(!grid.text.contains("secret"))
    }

    @Test func withoutRatesTheTotalsAreEmptyAndABannerSaysWhy() throws {
        var state = try makeState(columns: 80, rows: 24)
        state.handle(
            .loaded(.success(try loadedFixtures(rates: .unreachable(service: "rates middleware", reason: "refused")))))
        let list = render(state)
        #expect(list.contains("! No USD amounts (cannot reach the rates middleware: refused)"))
        #expect(list.contains("› AirTag                                                          105\n"))
        state.press(.enter)
        let detail = render(state)
        #expect(detail.contains("105 sales · total unavailable (no rates)"))
        #expect(detail.contains("  DATE                     AMOUNT\n› 3 Sep 2024 07:23      GBP 84.91\n"))
    }

    @Test func namesFromTheNetworkCannotReachTheTerminalRawAndLongOnesAreCut() throws {
        let products = [
            Product(id: try #require(Product.ID("1")), name: "Evil\u{1B}[2J\u{7}Name"),
            Product(id: try #require(Product.ID("2")), name: String(repeating: "Long ", count: 20)),
            Product(id: try #require(Product.ID("3")), name: "日本語の製品"),
        ]
        var state = try makeState(columns: 40, rows: 12)
        state.handle(.loaded(.success(loaded(products: products, sales: []))))
        let grid = AppView(colors: false).render(state)
        #expect(grid.text.contains("› Evil\\u{1B}[2J\\u{7}N…      0"))
        #expect(!grid.text.contains("\u{1B}"))
        #expect(grid.text.contains("  Long Long Long Long…      0"))
        #expect(grid.text.contains("  日本語の製品              0"))  // six characters, twelve columns
        #expect(
            grid.text.split(separator: "\n").allSatisfy { line in line.reduce(0) { $0 + ($1.isWide ? 2 : 1) } <= 40 })
    }

    @Test func aFigureTooWideForTheHeaderIsReplacedByAnEllipsisNeverCut() throws {
        let big = "1" + String(repeating: "0", count: 30)  // USD 1,000,…,000.00: 49 columns
        let products = [Product(id: try #require(Product.ID("P")), name: "Phone")]
        var state = try makeState(columns: 40, rows: 12)
        state.handle(
            .loaded(
                .success(
                    loaded(
                        products: products,
                        sales: [
                            try sale("P", "USD", big, "2024-07-20T00:00:00Z"),
                            try sale("P", "XAU", "1", "2024-07-21T00:00:00Z"),
                        ]))))
        state.press(.enter)
        let rows = render(state).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[2] == "2 sales · total …")
    }

    @Test func colorsOnlyWhenAllowedWhileTheSelectionShowsEitherWay() throws {
        var state = try makeState(columns: 80, rows: 24)
        state.handle(.loaded(.success(try loadedFixtures(rates: .timeout(service: "rates middleware")))))
        for colors in [false, true] {
            let cells = AppView(colors: colors).render(state).cells
            #expect(cells[2].contains { $0.style.color == .yellow } == colors)
            #expect(cells[4].allSatisfy { $0.style.reverse })
        }
    }

    @Test func asksForALargerWindowBelow40By10() throws {
        let state = try makeLoadedState(columns: 39, rows: 24)
        #expect(render(state).trimmingCharacters(in: .newlines) == "Make the window at least 40×10.")
    }

    @Test func aMillionSalesScrollToTheEndShowingOnlyTheRowsInView() throws {
        let id = try #require(Product.ID("P"))
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let amount = try #require(ExactDecimal("1.50"))
        let sales = (0..<1_000_000).map { index in
            Sale(productID: id, amount: Money(amount: amount, currency: .usd), date: start + Double(index) * 60)
        }
        var state = try makeState(columns: 80, rows: 24)
        state.handle(.loaded(.success(loaded(products: [Product(id: id, name: "Busy")], sales: sales))))
        state.press(.enter, .end)
        let text = render(state)
        #expect(text.contains("1,000,000 sales · total USD 1,500,000.00"))
        #expect(text.contains("› 14 Nov 2023 22:13  USD 1.50  1.50\n"))
        #expect(text.hasSuffix("1000000/1000000"))
    }

    // MARK: - Helpers

    @Test func theDetailShowsDatesMonthsAndTheLoadedTimeInTheReadersZone() throws {
        let tokyo = try #require(ReaderTimeZone.named("Asia/Tokyo", in: ZoneDatabase()))
        var state = AppState(
            host: "127.0.0.1:8080", size: TerminalSize(columns: 80, rows: 24),
            session: SavedSession(token: try #require(AccessToken("tok")), username: "tester"), timeZone: tokyo)
        let id = try #require(Product.ID("P"))
        state.handle(
            .loaded(
                .success(
                    loaded(
                        products: [Product(id: id, name: "Mac mini")],
                        sales: [try sale("P", "USD", "10", "2024-03-31T20:30:00Z")]))))
        state.press(.enter)
        let screen = render(state)
        #expect(screen.contains("1 Apr 2024 05:30"), "05:30 on 1 April in Tokyo: \(screen)")
        #expect(screen.contains("Apr 2024") && !screen.contains("Mar 2024"), "the chart's month is April there")
        #expect(screen.contains("09:00:00"), "loaded at the epoch, 09:00 in Tokyo")
    }

    @Test func theStatusLineSaysHowFarALoadHasComeThenWhenItWasLoaded() throws {
        var state = try makeState(columns: 80, rows: 24)
        state.handle(.tick(progress: "Loading sales… 2.0 MB of 3.0 MB · 1.0 MB/s · 1 s left"))
        let first = render(state).split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("Loading sales… 2.0 MB of 3.0 MB · 1.0 MB/s · 1 s left"), "\(first)")
        state.handle(.loaded(.success(try loadedFixtures())))
        #expect(!render(state).contains("Loading sales"), "gone once loaded")
        let loadedLine = render(state).split(separator: "\n").first.map(String.init) ?? ""
        #expect(loadedLine.contains("loaded "), "\(loadedLine)")
        var narrow = try makeState(columns: 40, rows: 12)
        narrow.handle(.tick(progress: "Loading sales… 2.0 MB of 3.0 MB · 1.0 MB/s · 1 s left"))
        let header = try #require(render(narrow).split(separator: "\n").first)
        #expect(header.hasPrefix(" tester @"), "the title keeps its room on a narrow screen: \(header)")
    }

    private func render(_ state: AppState) -> String {
        AppView(colors: false).render(state).text
    }

    private func makeState(columns: Int, rows: Int) throws -> AppState {
        AppState(
            host: "127.0.0.1:8080", size: TerminalSize(columns: columns, rows: rows),
            session: SavedSession(token: try #require(AccessToken("tok")), username: "tester"))
    }

    private func makeLoadedState(columns: Int, rows: Int) throws -> AppState {
        var state = try makeState(columns: columns, rows: rows)
        state.handle(.loaded(.success(try loadedFixtures())))
        return state
    }

    private func loaded(products: [Product], sales: [Sale]) -> CatalogLoad {
        CatalogLoad(
            snapshot: CatalogSnapshot(catalog: Catalog(products: products, sales: sales)),
            rates: .success(RateTable(rates: [])), source: .network, asOf: Date(timeIntervalSince1970: 0))
    }
}

extension Character {
    fileprivate var isWide: Bool { unicodeScalars.first.map { (0x3000...0x9FFF).contains($0.value) } ?? false }
}
