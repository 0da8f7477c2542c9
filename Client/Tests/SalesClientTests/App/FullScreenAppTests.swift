import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import Synchronization
import Testing

/// The app in process: real state, view, session and API, over stubbed HTTP and a scripted terminal.
@Suite(.timeLimit(.minutes(1))) struct FullScreenAppTests {
    @Test func logsInThroughTheFormOpensAProductAndQuits() async throws {
        let (app, terminal, world) = try makeSUT(token: nil, loginAnswers: [.unauthorized, .ok])
        async let running: Void = app.run()
        await terminal.screen(showing: "Log in to upstream.test")
        terminal.press(.enter)
        await terminal.screen(showing: "Enter a username and a password.")
        terminal.type("tester")
        terminal.press(.tab)
        terminal.type("nope")
        terminal.press(.enter)
        await terminal.screen(showing: "Invalid credentials.")
        terminal.type("password")
        terminal.press(.enter)
        let list = await terminal.screen(showing: "10 products · 2,485 sales")
        #expect(list.contains(" SaleAssistant · tester @ upstream.test"))
        terminal.type("/mac mini")
        terminal.press(.enter)
        let detail = await terminal.screen(showing: "264 sales · total USD 267,716.41")
        #expect(detail.contains("By month ▆█▆▁ Jun 2024–Sep 2024"))
        terminal.type("q")
        await running
        #expect(world.tokens.token?.rawValue == "fresh")
        #expect(world.tokens.username == "tester")
        #expect(world.http.requests.filter { $0.url.path == "/login" }.count == 2)
    }

    @Test func whatTheStoresSayDuringALoadIsShownInTheBannerNotWrittenOverTheScreen() async throws {
        let written = Mutex<[String]>([])
        let notices = StoreNotices { notice in written.withLock { $0.append(notice) } }
        notices.hold()
        let (app, terminal, _) = try makeSUT(token: AccessToken("tok"), notices: notices)
        notices.post("the local copy could not be read (altered): moved it aside; fetching anew")
        async let running: Void = app.run()

        await terminal.screen(showing: "! The local copy could not be read (altered): moved it aside; fetching anew")
        #expect(written.withLock { $0 }.isEmpty, "nothing written while the app owns the screen")
        terminal.type("q")
        await running
        notices.release()
        #expect(
            written.withLock { $0 } == ["the local copy could not be read (altered): moved it aside; fetching anew"])
    }

    @Test func aPasteLongerThanAFieldKeepsItsFirst256Characters() async throws {
        let (app, terminal, world) = try makeSUT(token: nil)
        async let running: Void = app.run()
        await terminal.screen(showing: "Log in to upstream.test")
        terminal.type(String(repeating: "u", count: 5_000))
        terminal.press(.tab)
        terminal.type("password")
        terminal.press(.enter)
        await terminal.screen(showing: "10 products · 2,485 sales")
        terminal.type("q")
        await running
        let body = try #require(world.http.requests.first { $0.url.path == "/login" }?.body)
        let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(sent["username"] == String(repeating: "u", count: 256))
    }

    @Test func anExpiredSessionAsksForTheLoginAndComesBackToTheSameProduct() async throws {
        let (app, terminal, world) = try makeSUT(token: AccessToken("old"), salesAnswers: [.ok, .unauthorized, .ok])
        async let running: Void = app.run()
        await terminal.screen(showing: "10 products")
        terminal.press(.end, .enter)
        await terminal.screen(showing: "Vision Pro\n251 sales")
        terminal.type("r")
        let locked = await terminal.screen(showing: "Session expired — log in again.")
        #expect(locked.contains("Username   tester"))
        #expect(world.tokens.token == nil)
        terminal.type("password")
        terminal.press(.enter)
        await terminal.screen(showing: "Vision Pro\n251 sales")
        terminal.press(.control("c"))
        await running
        #expect(world.tokens.token?.rawValue == "fresh")
        #expect(world.http.requests.filter { $0.url.path == "/sales" }.count == 3)
    }

    @Test func showsTotalsInTheDisplayCurrencyFromOneRatesRequest() async throws {
        let (app, terminal, world) = try makeSUT(
            token: AccessToken("tok"), rates: try middlewareRates(to: "CHF", rate: "2"), currency: "CHF")
        async let running: Void = app.run()
        let list = await terminal.screen(showing: "10 products")
        #expect(list.contains("TOTAL CHF"))
        terminal.type("/mac mini")
        terminal.press(.enter)
        // The oracle's figure (scripts/e2e-oracle.py fixtures products CHF 2): 535,432.83.
        await terminal.screen(showing: "264 sales · total CHF 535,432.83")
        terminal.type("q")
        await running
        #expect(world.http.requests.filter { $0.url.path == "/rates" }.map(\.url.query) == ["to=CHF"])
    }

    @Test func namesTheDisplayCurrencyWhenItsRatesAreMissing() async throws {
        let (app, terminal, _) = try makeSUT(token: AccessToken("tok"), rates: [:], currency: "CHF")
        async let running: Void = app.run()
        await terminal.screen(showing: "No CHF amounts")
        terminal.type("q")
        await running
    }

    @Test func endsWhenTheInputEnds() async throws {
        let (app, terminal, _) = try makeSUT(token: nil)
        async let running: Void = app.run()
        await terminal.screen(showing: "Log in")
        terminal.endInput()
        await running
    }

    // MARK: - Helpers

    private enum Answer {
        case ok, unauthorized
    }

    private struct World {
        let tokens: TokenStoreSpy
        let http: TransportStub
    }

    private func makeSUT(
        token: AccessToken?, salesAnswers: [Answer] = [.ok], loginAnswers: [Answer] = [.ok],
        rates: [String: [Result<TransportResponse, TransportError>]]? = nil, currency: String = "USD",
        notices: StoreNotices? = nil
    ) throws -> (FullScreenApp, ScriptedTerminal, World) {
        let tokens = TokenStoreSpy(token: token, username: token == nil ? nil : "tester")
        let sales = try fixture("sales.json")
        let answers: [String: [Result<TransportResponse, TransportError>]] = [
            "/products": [response(200, try fixture("products.json"))],
            "/sales": salesAnswers.map {
                $0 == .ok ? response(200, sales) : response(401, #"{"message":"Token expired."}"#)
            },
            "/login": loginAnswers.map {
                $0 == .ok
                    ? response(200, #"{"access_token":"fresh"}"#)
                    : response(401, #"{"message":"Invalid credentials."}"#)
            },
        ]
        let http = TransportStub(answers.merging(try rates ?? middlewareRates()) { $1 })
        let api = SalesAPI(
            http: http, apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
        let terminal = ScriptedTerminal()
        let app = FullScreenApp(
            session: SalesSession(
                api: api, tokens: tokens, copies: InMemoryLocalCopyStore(), policy: CachePolicy(maxAge: .zero)),
            terminal: terminal, view: AppView(colors: false),
            host: "upstream.test", currency: try #require(CurrencyCode(currency)), notices: notices,
            spinnerInterval: nil)
        return (app, terminal, World(tokens: tokens, http: http))
    }
}
