import Foundation
import SalesClient
import SalesCore
import Testing

@Suite struct AppStateTests {
    // MARK: - Start and login

    @Test func startsOnTheLoginFormWithoutASessionAndLoadingTheListWithOne() throws {
        let loggedOut = makeSUT(session: nil)
        #expect(loggedOut.screen == .login)
        #expect(loggedOut.startEffects == [])
        #expect(loggedOut.login.focus == .username)

        let loggedIn = makeSUT()
        #expect(loggedIn.screen == .list)
        #expect(loggedIn.startEffects == [.load(refresh: false)], "the local copy may answer")
        #expect(loggedIn.activity == .loading)
        #expect(loggedIn.username == "tester")
    }

    @Test func refusesToSubmitWhileAFieldIsEmptyAndSaysSo() {
        var sut = makeSUT(session: nil)
        #expect(sut.press(.enter) == [])
        #expect(sut.login.message == "Enter a username and a password.")
        sut.type("tester")
        #expect(sut.press(.enter) == [])
        #expect(sut.login.focus == .password)
        #expect(sut.activity == nil)
    }

    @Test func submitsTheCredentialsOnceAndIgnoresTypingWhileWaiting() {
        var sut = makeSUT(session: nil)
        sut.type("tester")
        sut.press(.tab)
        sut.type("secret")
        #expect(sut.press(.enter) == [.login(username: "tester", password: "secret")])
        #expect(sut.activity == .loggingIn)
        #expect(sut.press(.enter) == [])
        sut.type("x")
        #expect(sut.login.password == "secret")
    }

    @Test func editsTheFocusedFieldAndMovesBetweenFields() {
        var sut = makeSUT(session: nil)
        sut.type("testerx")
        sut.press(.backspace)
        sut.press(.down)
        sut.type("pw")
        sut.press(.up)
        #expect(sut.login.focus == .username)
        sut.press(.control("u"))
        #expect(sut.login.username == "")
        #expect(sut.login.password == "pw")
    }

    @Test func aWrongPasswordShowsTheServersMessageKeepsTheNameAndClearsThePassword() {
        var sut = makeSUT(session: nil)
        sut.type("tester")
        sut.press(.tab)
        sut.type("nope")
        sut.press(.enter)
        #expect(sut.handle(.loggedIn(.failure(.invalidCredentials("Invalid credentials.")))) == [])
        #expect(sut.screen == .login)
        #expect(sut.login.message == "Invalid credentials.")
        #expect(sut.login.username == "tester")
        #expect(sut.login.password == "")
        #expect(sut.login.focus == .password)
    }

    @Test func anUnreachableServerIsNamedAndTheSameCredentialsCanBeSentAgain() {
        var sut = makeSUT(session: nil)
        sut.type("tester")
        sut.press(.tab)
        sut.type("password")
        sut.press(.enter)
        sut.handle(.loggedIn(.failure(.unreachable(service: "sales API", reason: "Connection refused"))))
        #expect(sut.login.message?.contains("cannot reach the sales API: Connection refused") == true)
        #expect(sut.press(.enter) == [.login(username: "tester", password: "password")])
    }

    @Test func aGoodLoginOpensTheListAndLoadsIt() {
        var sut = makeSUT(session: nil)
        sut.type("tester")
        sut.press(.tab)
        sut.type("password")
        sut.press(.enter)
        #expect(sut.handle(.loggedIn(.success("tester"))) == [.load(refresh: true)])
        #expect(sut.screen == .list)
        #expect(sut.username == "tester")
        #expect(sut.login.password == "")
    }

    // MARK: - List

    @Test func listsEveryProductWithItsSalesAndRevenueInReadingOrder() throws {
        let sut = try makeLoadedSUT()
        #expect(sut.activity == nil)
        #expect(sut.list.rows.count == 10)
        #expect(sut.list.rows.first?.product.name == "AirTag")
        let macMini = try #require(sut.list.rows.first { $0.product.name == "Mac mini" })
        #expect(macMini.salesCount == 264)
        #expect(macMini.revenue.map { MoneyFormatter().string(from: $0.amount) } == "USD 267,716.41")
        #expect(sut.banner == nil)
    }

    @Test func movesWithArrowsVimKeysPagesHomeAndEndScrollingToKeepTheSelectionInView() throws {
        var sut = try makeLoadedSUT(size: TerminalSize(columns: 80, rows: 10))  // 5 rows in view
        sut.press(.down, .character("j"))
        #expect(sut.list.position.selected == 2)
        sut.press(.pageDown)
        #expect(sut.list.position.selected == 6)
        #expect(sut.list.position.top == 2)
        sut.press(.end)
        #expect(sut.list.position.selected == 9)
        #expect(sut.list.position.top == 5)
        sut.press(.character("k"), .home)
        #expect(sut.list.position == ScrollPosition(selected: 0, top: 0))
        sut.press(.up)
        #expect(sut.list.position.selected == 0)
    }

    @Test func filtersByNameAsYouTypeIgnoringCaseAndEscapeClearsTheFilter() throws {
        var sut = try makeLoadedSUT()
        sut.press(.character("/"))
        sut.type("MAC")
        #expect(sut.list.rows.map(\.product.name) == ["iMac", "Mac mini", "MacBook Pro"])
        sut.type("b")
        #expect(sut.list.rows.map(\.product.name) == ["MacBook Pro"])
        sut.press(.backspace)
        #expect(sut.list.rows.count == 3)
        sut.press(.escape)
        #expect(sut.list.filter == "")
        #expect(sut.list.isFiltering == false)
        #expect(sut.list.rows.count == 10)
    }

    @Test func typingAFilterIsNotTakenForCommands() throws {
        var sut = try makeLoadedSUT()
        sut.press(.character("/"))
        #expect(sut.press(.character("q")) == [])
        #expect(sut.press(.character("r")) == [])
        #expect(sut.list.filter == "qr")
    }

    @Test func cyclesTheSortByNameSalesAndRevenueKeepingTheSelectedProduct() throws {
        var sut = try makeLoadedSUT()
        sut.press(.down)  // Apple TV 4K
        sut.press(.character("s"))
        #expect(sut.list.sort == .sales)
        #expect(sut.list.rows.map(\.salesCount) == sut.list.rows.map(\.salesCount).sorted(by: >))
        #expect(sut.list.selected?.product.name == "Apple TV 4K")
        sut.press(.character("s"))
        #expect(sut.list.sort == .revenue)
        #expect(sut.list.rows.first?.product.name == "Vision Pro")
        #expect(sut.list.rows.last?.product.name == "AirTag")
        sut.press(.character("s"))
        #expect(sut.list.sort == .name)
    }

    @Test func reloadsKeepingTheDataOnScreenAndAsksOnlyOnceAtATime() throws {
        var sut = try makeLoadedSUT()
        sut.press(.end)
        #expect(sut.press(.character("r")) == [.load(refresh: true)])
        #expect(sut.press(.character("r")) == [])
        #expect(sut.list.rows.count == 10)
        sut.handle(.loaded(.success(try loadedFixtures())))
        #expect(sut.list.selected?.product.name == "Vision Pro")
        #expect(sut.activity == nil)
    }

    @Test func quitsWithQOrCtrlCAndLogsOutOnlyAfterYes() throws {
        var sut = try makeLoadedSUT()
        #expect(sut.press(.character("q")) == [.quit])
        #expect(sut.press(.control("c")) == [.quit])
        sut.press(.character("L"))
        #expect(sut.confirmingLogout)
        #expect(sut.press(.character("n")) == [])
        #expect(sut.screen == .list)
        sut.press(.character("L"))
        #expect(sut.press(.character("y")) == [.logout])
        sut.handle(.loggedOut(.success(())))
        #expect(sut.screen == .login)
        #expect(sut.login.username == "tester")
        #expect(sut.data == nil)
    }

    // MARK: - Detail

    @Test func opensTheSelectedProductAndGoesBackWithTheSelectionKept() throws {
        var sut = try makeLoadedSUT()
        sut.press(.character("/"))
        sut.type("mac mini")
        sut.press(.enter)
        let detail = try #require(sut.detail)
        #expect(sut.screen == .detail(detail.detail.product.id))
        #expect(detail.detail.salesCount == 264)
        #expect(detail.months?.count == 4)
        sut.press(.pageDown, .pageDown)
        #expect(sut.detail?.position.selected == 32)  // 17 rows in view, a page moves 16
        for back in [Key.escape, .backspace, .character("b")] {
            sut.press(.enter)
            sut.press(back)
            #expect(sut.screen == .list)
            #expect(sut.list.selected?.product.name == "Mac mini")
        }
    }

    // MARK: - Session rules and degraded modes

    @Test func anExpiredSessionLocksTheAppAndTheLoginReturnsToTheSameScreen() throws {
        var sut = try makeLoadedSUT()
        sut.press(.end, .enter)
        let screen = sut.screen
        sut.press(.character("r"))
        sut.handle(.loaded(.failure(.sessionExpired)))
        #expect(sut.screen == .login)
        #expect(sut.login.message == "Session expired — log in again.")
        #expect(sut.login.username == "tester")
        #expect(sut.login.focus == .password)
        #expect(sut.press(.character("q")) == [])  // typed into the password, not quitting
        sut.press(.backspace)
        sut.type("password")
        #expect(sut.press(.enter) == [.login(username: "tester", password: "password")])
        #expect(sut.handle(.loggedIn(.success("tester"))) == [.load(refresh: true)])
        sut.handle(.loaded(.success(try loadedFixtures())))
        #expect(sut.screen == screen)
        #expect(sut.detail?.detail.product.name == "Vision Pro")
    }

    @Test func keptRatesConvertingForAMiddlewareAwaySaySoInTheBanner() throws {
        var sut = makeSUT()
        let fixtures = try loadedFixtures()
        let asOf = Date(timeIntervalSince1970: 1_795_442_520)  // 23 Nov 2026 14:02 UTC
        let reason = ClientError.unreachable(service: "rates middleware", reason: "nothing accepts connections there")
        sut.handle(
            .loaded(
                .success(
                    CatalogLoad(
                        snapshot: fixtures.snapshot, rates: fixtures.rates,
                        ratesOffline: OfflineRates(asOf: asOf, reason: reason), source: .network, asOf: fixtures.asOf)))
        )

        #expect(sut.list.rows.allSatisfy { $0.revenue != nil }, "the kept rates convert")
        #expect(
            sut.banner
                == .warning(
                    "offline · rates as of 23 Nov 2026 14:02 UTC (r retries): cannot reach the rates middleware: nothing accepts connections there"
                ))
    }

    @Test func aCopyThatCouldNotBeUsedSaysWhyInTheBanner() throws {
        let fixtures = try loadedFixtures()
        func shown(copyNotRead: ClientError? = nil, copyDatedInTheFuture: Date? = nil) -> AppState {
            var sut = makeSUT()
            sut.handle(
                .loaded(
                    .success(
                        CatalogLoad(
                            snapshot: fixtures.snapshot, rates: fixtures.rates, source: .network, asOf: fixtures.asOf,
                            copyNotRead: copyNotRead, copyDatedInTheFuture: copyDatedInTheFuture))))
            return sut
        }
        let future = shown(copyDatedInTheFuture: Date(timeIntervalSince1970: 1_795_442_520))  // 23 Nov 2026 14:02 UTC
        let unreadable = shown(copyNotRead: .storage("permission denied"))

        #expect(
            future.banner
                == .warning(
                    "The local copy is dated in the future (23 Nov 2026 14:02 UTC): not used; the next fetch replaces it"
                ))
        #expect(unreadable.banner == .warning("The local copy could not be read (permission denied)"))
        #expect(!future.list.rows.isEmpty && !unreadable.list.rows.isEmpty, "the fetched figures are shown")
    }

    @Test func whatTheFiguresLeaveOutIsInTheBanner() throws {
        let fixtures = try loadedFixtures()
        let products = fixtures.snapshot.catalog.products
        let unknown = try sale("NOT-LISTED", "EUR", "5000", "2024-07-20T15:45:27Z")
        var sut = makeSUT()
        sut.handle(
            .loaded(
                .success(
                    CatalogLoad(
                        snapshot: CatalogSnapshot(catalog: Catalog(products: products, sales: [unknown, unknown])),
                        rates: fixtures.rates, source: .network, asOf: fixtures.asOf))))
        #expect(
            sut.banner == .warning("2 sales name products that are not in the list: they are left out of every figure"))
    }

    @Test func ratesThatFailEvenWith401ShowABannerAndLogNobodyOut() throws {
        var sut = makeSUT()
        sut.handle(.loaded(.success(try loadedFixtures(rates: .sessionExpired))))
        #expect(sut.screen == .list)
        #expect(sut.list.rows.allSatisfy { $0.revenue == nil })
        guard case .warning(let text) = sut.banner else {
            Issue.record("no warning banner")
            return
        }
        #expect(text.hasPrefix("No USD amounts"))
        sut.press(.enter)
        #expect(sut.detail?.detail.total == nil)
    }

    @Test func anUnreachableUpstreamKeepsTheLastDataOnScreenAndRetriesOnR() throws {
        var sut = try makeLoadedSUT()
        sut.press(.character("r"))
        sut.handle(.loaded(.failure(.unreachable(service: "sales API", reason: "Connection refused"))))
        #expect(sut.list.rows.count == 10)
        guard case .error(let text) = sut.banner else {
            Issue.record("no error banner")
            return
        }
        #expect(text.hasPrefix("Not updated (r retries): "), "the remedy first, where a narrow screen keeps it")
        #expect(text.contains("cannot reach the sales API"))
        #expect(sut.press(.character("r")) == [.load(refresh: true)])
    }

    @Test func aProductGoneAfterAReloadReturnsToTheList() throws {
        var sut = try makeLoadedSUT()
        sut.press(.enter)
        sut.press(.character("r"))
        let empty = CatalogLoad(
            snapshot: CatalogSnapshot(catalog: Catalog(products: [], sales: [])),
            rates: .failure(.timeout(service: "rates middleware")), source: .network, asOf: Date())
        sut.handle(.loaded(.success(empty)))
        #expect(sut.screen == .list)
        #expect(sut.banner == .warning("That product is no longer in the catalog."))
    }

    @Test func aResizeKeepsTheSelectionInView() throws {
        var sut = try makeLoadedSUT()
        sut.press(.end)
        sut.handle(.resize(TerminalSize(columns: 40, rows: 10)))
        #expect(sut.list.position.selected == 9)
        #expect(sut.list.position.top == 5)
    }

    // MARK: - Helpers

    private func makeSUT(
        session: SavedSession? = AccessToken("tok").map { SavedSession(token: $0, username: "tester") },
        size: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> AppState {
        AppState(host: "127.0.0.1:8080", size: size, session: session)
    }

    private func makeLoadedSUT(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> AppState {
        var sut = makeSUT(size: size)
        sut.handle(.loaded(.success(try loadedFixtures())))
        return sut
    }
}
