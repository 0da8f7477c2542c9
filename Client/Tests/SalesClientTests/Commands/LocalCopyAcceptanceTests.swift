import ArgumentParser
import Foundation
import SalesClient
import SalesCore
import SalesHTTP
import SalesLocalCopy
import Synchronization
import Testing

/// The commands over the local copy, in process: a scripted upstream that counts requests, an
/// in-memory copy store shared between "runs", and a clock the test moves.
@Suite struct LocalCopyAcceptanceTests {
    @Test func aSecondRunWithinMaxAgeAsksTheSalesAPINothing() async throws {
        let world = try World()
        try await world.run(ProductsCommand.self, ["--json"])
        world.clock.advance(by: 299)
        let second = try await world.run(ProductsCommand.self, ["--json"])
        #expect(world.count("/sales") == 1 && world.count("/products") == 1)
        #expect(second.out.contains(#""name": "Vision Pro""#))
        #expect(second.err.isEmpty)
    }

    @Test func productsAsksTheCopyForSumsAndAProductForItsSales() async throws {
        var copy = try makeCopy()
        copy.fetchedAt = Date(timeIntervalSince1970: 1_795_442_520)  // the world's now: fresh
        let copies = LocalCopyStoreSpy(copy: copy)
        let world = try World(copies: copies)
        try await world.run(ProductsCommand.self, [])
        try await world.run(ProductCommand.self, ["Mac mini ✓"])
        try await world.run(ReportCommand.self, [])

        #expect(world.count("/sales") == 0, "each answered from the copy")
        #expect(copies.loadsNeeded == [.sums, .sales, .sales])
    }

    @Test func aCopyDatedInTheFutureIsNotUsedAndSaidOnce() async throws {
        let world = try World(sales: [.ok, .ok])
        try await world.run(ProductsCommand.self, [])
        world.clock.advance(by: -3_600)  // the clock set back an hour: the copy is from its future
        let run = try await world.run(ProductsCommand.self, [])

        #expect(world.count("/sales") == 2, "fetched anew, not reused as fresh")
        #expect(
            run.err
                == "warning: the local copy is dated in the future (23 Nov 2026 14:02 UTC): not used; the next fetch replaces it\n"
        )
    }

    @Test func aCopyDatedInTheFutureNeverAnswersOfflineAndTheFailureSaysWhy() async throws {
        let world = try World(sales: [.ok, .failing])
        try await world.run(ProductsCommand.self, [])
        world.clock.advance(by: -3_600)
        let console = ConsoleSpy()

        await #expect(throws: ClientError.serverFailed(service: "sales API", status: 503, message: "down")) {
            try await world.run(ProductsCommand.self, [], console: console)
        }
        #expect(console.out.isEmpty)
        #expect(
            console.err
                == "warning: the local copy is dated in the future (23 Nov 2026 14:02 UTC): not used; the next fetch replaces it\n"
        )
    }

    @Test func aCopyThatCannotBeReadIsSaidWhenTheSalesAPIFailsToo() async throws {
        let world = try World(sales: [.failing], copies: LocalCopyStoreSpy(failure: .storage("permission denied")))
        let console = ConsoleSpy()

        await #expect(throws: ClientError.serverFailed(service: "sales API", status: 503, message: "down")) {
            try await world.run(ProductsCommand.self, [], console: console)
        }
        #expect(console.err == "warning: the local copy could not be read (permission denied)\n")
    }

    /// Sales that could not be read and sales of products not in the list: said on the run that
    /// fetched them, and again on every run the copy answers — reused, or offline.
    @Test func whatTheFetchLeftOutIsSaidWheneverTheCopysFiguresAreShown() async throws {
        let world = try World(
            sales: [.ok, .failing],
            extraSales: [
                #"{"product_id":"7019D8A7-0B35-4057-B7F9-8C5471961ED0","currency_code":"EUR","amount":"ten","date":"2024-07-20T15:45:27.366Z"}"#,
                #"{"product_id":"NOT-LISTED","currency_code":"EUR","amount":"5000","date":"2024-07-20T15:45:27.366Z"}"#,
            ])
        let said = [
            #"warning: 1 sale from the API could not be read and is left out (#2485 (product_id=7019D8A7-0B35-4057-B7F9-8C5471961ED0 currency_code=EUR amount=ten date=2024-07-20T15:45:27.366Z): invalid "amount": "ten")"#,
            "warning: 1 sale names a product that is not in the list: they are left out of every figure",
        ]
        let fetched = try await world.run(ProductsCommand.self, ["--json"])
        world.clock.advance(by: 60)
        let reused = try await world.run(ReportCommand.self, ["--json"])
        world.clock.advance(by: 3_600)
        let offline = try await world.run(ProductCommand.self, ["Mac mini", "--json"])

        #expect(world.count("/sales") == 2)
        #expect(fetched.err.split(separator: "\n").map(String.init) == said)
        #expect(reused.err.split(separator: "\n").map(String.init) == said)
        // Offline, how old the figures are comes first, then what they leave out.
        let offlineLines = offline.err.split(separator: "\n").map(String.init)
        #expect(offlineLines.first?.hasPrefix("offline: figures as of 23 Nov 2026 14:02 UTC") == true)
        #expect(Array(offlineLines.dropFirst().prefix(2)) == said)
    }

    @Test func aReportSaysTheSalesOfProductsNotInTheListItLeavesOut() async throws {
        let world = try World(extraSales: [
            #"{"product_id":"NOT-LISTED","currency_code":"EUR","amount":"5000","date":"2024-07-20T15:45:27.366Z"}"#
        ])
        let json = try await world.run(ReportCommand.self, ["--by", "currency", "--json"])
        #expect(json.out.contains(#""total_is_complete": false"#))
        #expect(json.out.contains(#""unknown_product_sales": 1"#))
        let table = try await world.run(ReportCommand.self, ["--by", "month"])
        #expect(table.out.contains("1 sale names a product that is not in the list: left out of this report"))
        let one = try await world.run(ReportCommand.self, ["--product", "Mac mini", "--json"])
        #expect(one.out.contains(#""unknown_product_sales": 0"#) && one.out.contains(#""total_is_complete": true"#))
    }

    @Test func refreshAndAnOldCopyFetchAnew() async throws {
        let world = try World()
        try await world.run(ProductsCommand.self, [])
        try await world.run(ProductsCommand.self, ["--refresh"])
        #expect(world.count("/sales") == 2)
        world.clock.advance(by: 301)
        try await world.run(ProductCommand.self, ["Mac mini"])
        #expect(world.count("/sales") == 3)
    }

    @Test func theSalesAPIDownAnswersFromTheCopyMarkedWithItsTime() async throws {
        let world = try World(sales: [.ok, .failing])
        let live = try await world.run(ProductsCommand.self, ["--json"])
        world.clock.advance(by: 3_600)
        let offline = try await world.run(ProductsCommand.self, ["--json"])
        #expect(
            offline.out == live.out.replacingOccurrences(of: #""offline": false"#, with: #""offline": true"#),
            "the same figures, as of the same time, and said to be offline")
        #expect(offline.out.contains(#""as_of": "2026-11-23T14:02:00.000Z""#))
        #expect(live.out.contains(#""offline": false"#) && !live.out.contains(#""offline": true"#))
        #expect(
            offline.err
                == "offline: figures as of 23 Nov 2026 14:02 UTC (the sales API failed (HTTP 503): down)\n")
    }

    @Test func everyFigureTheCopyAnswersOfflineSaysSoInJSON() async throws {
        let world = try World(sales: [.ok, .failing, .failing, .failing])
        let live = try await world.run(ProductCommand.self, ["Mac mini", "--json"])
        world.clock.advance(by: 3_600)
        let product = try await world.run(ProductCommand.self, ["Mac mini", "--json"])
        let report = try await world.run(ReportCommand.self, ["--json"])

        #expect(live.out.contains(#""offline": false"#))
        #expect(product.out.contains(#""offline": true"#) && !product.out.contains(#""offline": false"#))
        #expect(report.out.contains(#""offline": true"#) && !report.out.contains(#""offline": false"#))
    }

    @Test func aFreshCopyConvertsWithTheKeptRatesWhenOnlyTheMiddlewareIsAway() async throws {
        let world = try World(middlewareGoesAway: true)
        let live = try await world.run(ProductsCommand.self, ["--json"])
        world.clock.advance(by: 120)  // the copy still fresh (300 s), the rates' max-age (60 s) past
        let reused = try await world.run(ProductsCommand.self, ["--json"])

        #expect(reused.out == live.out, "the same revenue, converted with the rates kept")
        let line = "offline: rates as of 23 Nov 2026 14:02 UTC"
        #expect(reused.err == "\(line) (cannot reach the rates middleware: couldn't connect to server)\n")
    }

    @Test func everyCommandConvertsWithTheKeptRatesWhenTheMiddlewareIsAway() async throws {
        let world = try World(middlewareGoesAway: true)
        let live = try await world.run(CurrenciesCommand.self, [])
        world.clock.advance(by: 3_600)
        let currencies = try await world.run(CurrenciesCommand.self, [])

        #expect(currencies.out == live.out)
        #expect(
            currencies.err.hasPrefix("offline: rates as of 23 Nov 2026 14:02 UTC (cannot reach the rates middleware"))
    }

    @Test func currenciesAndConvertSayInJSONAsOfWhenTheirRatesAreAndWhetherTheyAreOffline() async throws {
        let world = try World(middlewareGoesAway: true)
        let live = try await world.run(CurrenciesCommand.self, ["--json"])
        world.clock.advance(by: 3_600)
        let currencies = try await world.run(CurrenciesCommand.self, ["--json"])
        let convert = try await world.run(ConvertCommand.self, ["100", "EUR", "--json"])

        #expect(live.out.contains(#""as_of": "2026-11-23T14:02:00.000Z""#) && live.out.contains(#""offline": false"#))
        #expect(
            currencies.out.contains(#""as_of": "2026-11-23T14:02:00.000Z""#)
                && currencies.out.contains(#""offline": true"#) && !currencies.out.contains(#""offline": false"#))
        #expect(
            convert.out.contains(#""as_of": "2026-11-23T14:02:00.000Z""#) && convert.out.contains(#""offline": true"#))
    }

    @Test func onATrainBothServersAwayTheCopysRatesConvertAsBefore() async throws {
        let world = try World(sales: [.ok, .failing], middlewareGoesAway: true)
        let live = try await world.run(ProductsCommand.self, ["--json"])
        world.clock.advance(by: 3_600)
        let offline = try await world.run(ProductsCommand.self, ["--json"])
        #expect(
            offline.out == live.out.replacingOccurrences(of: #""offline": false"#, with: #""offline": true"#),
            "converted with the copy's rates, as of its time")
        #expect(offline.err.hasPrefix("offline: figures as of 23 Nov 2026 14:02 UTC"))
    }

    @Test func aCopyOlderThanMaxStaleIsNotShown() async throws {
        let world = try World(sales: [.ok, .failing])
        try await world.run(ProductsCommand.self, [])
        world.clock.advance(by: 7 * 86_400 + 1)
        await #expect(throws: ClientError.serverFailed(service: "sales API", status: 503, message: "down")) {
            try await world.run(ProductsCommand.self, [])
        }
    }

    @Test func anEndedSessionNeverShowsTheCopy() async throws {
        let world = try World(sales: [.ok, .expired])
        try await world.run(ProductsCommand.self, [])
        world.clock.advance(by: 3_600)
        let console = ConsoleSpy()
        await #expect(throws: ClientError.sessionExpired) {
            try await world.run(ProductsCommand.self, [], console: console)
        }
        #expect(console.out.isEmpty)
    }

    @Test func aCopyThatCannotBeKeptIsSaidOnceAndTheAnswerStands() async throws {
        let world = try World(copies: RefusingLocalCopyStore())
        let answer = try await world.run(ProductsCommand.self, ["--json"])
        #expect(answer.out.contains(#""name": "Vision Pro""#))
        #expect(answer.err == "warning: the local copy was not updated (disk full)\n")
    }

    @Test func ratesThatCannotBeKeptAreSaidOnceAndStillShown() async throws {
        let world = try World(copies: RefusingLocalCopyStore())
        let answer = try await world.run(RatesCommand.self, ["--json"])
        #expect(answer.out.contains(#""EUR""#))
        #expect(answer.err == "warning: the local copy was not updated (disk full)\n")
    }

    @Test func aCopyThatCannotBeReadIsSaidOnceAndTheSalesAPIAnswers() async throws {
        let world = try World(copies: LocalCopyStoreSpy(failure: .storage("permission denied")))
        let answer = try await world.run(ProductsCommand.self, ["--json"])
        #expect(answer.out.contains(#""name": "Vision Pro""#))
        #expect(
            answer.err
                == "warning: the local copy could not be read (permission denied)\n"
                + "warning: the local copy was not updated (permission denied)\n")
    }

    @Test func logoutLeavesNoCopy() async throws {
        let world = try World()
        try await world.run(ProductsCommand.self, [])
        #expect(try world.copies.load(for: "tester") != nil)
        try LogoutCommand.parse([]).run(in: world.environment(ConsoleSpy()))
        #expect(try world.copies.load(for: "tester") == nil)
    }

    @Test func aLogoutWhileALoadIsUnderWayLeavesNoCopyOfTheEndedSession() async throws {
        let world = try World()
        try await world.run(ProductsCommand.self, [])
        world.whenSalesAreAsked {
            try? LogoutCommand.parse([]).run(in: world.environment(ConsoleSpy()))
        }

        let answer = try await world.run(ProductsCommand.self, ["--refresh", "--json"])

        #expect(answer.out.contains(#""name": "Vision Pro""#), "what was fetched before the logout is still shown")
        #expect(answer.err == "warning: the local copy was not updated (the session ended while loading: logged out)\n")
        #expect(try world.copies.load(for: "tester") == nil)
    }

    @Test func ratesAreReusedWithinMaxAgeThenRevalidatedAndA304KeepsThem() async throws {
        let world = try World()
        let first = try await world.run(CurrenciesCommand.self, ["--format", "tsv"])
        world.clock.advance(by: 30)
        try await world.run(CurrenciesCommand.self, ["--format", "tsv"])
        #expect(world.count("/rates") == 1, "within max-age=60: no request")
        world.clock.advance(by: 31)
        let third = try await world.run(CurrenciesCommand.self, ["--format", "tsv"])
        #expect(world.count("/rates") == 2)
        #expect(world.http.requests.last?.headers["If-None-Match"] == #""rates-1""#)
        #expect(third.out == first.out, "the 304 kept the copy's rates")
    }

    /// The upstream and the middleware as a stub, a session, a memory copy store and a clock.
    private final class World: Sendable {
        enum Sales { case ok, failing, expired }

        let http: TransportStub
        let copies: any LocalCopyStore
        /// Runs when the sales API is asked, before it answers.
        private let interruption = Interruption()
        let clock = TestClock(start: Date(timeIntervalSince1970: 1_795_442_520))  // 23 Nov 2026 14:02 UTC
        private let tokens = TokenStoreSpy(token: AccessToken("tok"), username: "tester")

        /// `extraSales`: JSON elements the sales API adds after the captured sales.
        init(
            sales: [Sales] = [.ok], middlewareGoesAway: Bool = false,
            copies: any LocalCopyStore = InMemoryLocalCopyStore(), extraSales: [String] = []
        ) throws {
            self.copies = copies
            var body = try fixture("sales.json")
            if !extraSales.isEmpty, let end = body.lastIndex(of: "]") {
                body = String(body[..<end]) + "," + extraSales.joined(separator: ",") + "]"
            }
            var answers = try middlewareRates().mapValues { answers in
                answers.map {
                    $0.map {
                        TransportResponse(
                            statusCode: 200, headers: ["etag": #""rates-1""#, "cache-control": "public, max-age=60"],
                            body: $0.body)
                    }
                }
            }
            answers["/rates"]?.append(
                middlewareGoesAway
                    ? .failure(.connectionFailed("couldn't connect to server"))
                    : .success(TransportResponse(statusCode: 304, headers: ["cache-control": "max-age=60"])))
            answers["/products"] = [response(200, try fixture("products.json"))]
            answers["/sales"] = sales.map {
                switch $0 {
                case .ok: response(200, body)
                case .failing: response(503, #"{"message":"down"}"#)
                case .expired: response(401, #"{"message":"Token expired."}"#)
                }
            }
            http = TransportStub(answers) { [interruption] request in
                if request.url.path == "/sales" { interruption.run() }
            }
        }

        /// `body` runs once the next load has asked for the sales, before they arrive.
        func whenSalesAreAsked(_ body: @escaping @Sendable () -> Void) {
            interruption.body.withLock { $0 = body }
        }

        func count(_ path: String) -> Int { http.requests.filter { $0.url.path == path }.count }

        func environment(_ console: ConsoleSpy) throws -> ClientEnvironment {
            let api = SalesAPI(
                http: http, apiURL: try #require(URL(string: "http://upstream.test")),
                ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
            let clock = self.clock
            let session = SalesSession(
                api: api, tokens: tokens, copies: copies, policy: CachePolicy(now: { clock.now }))
            return ClientEnvironment(session: session, console: console.console, quotes: InMemoryQuoteStore())
        }

        @discardableResult
        func run<Command: AsyncParsableCommandInEnvironment>(
            _ command: Command.Type, _ arguments: [String], console: ConsoleSpy = ConsoleSpy()
        ) async throws -> (out: String, err: String) {
            try await Command.parse(arguments).run(in: environment(console))
            return (console.out, console.err)
        }
    }
}

/// The commands these tests run, each driven in process through `run(in:)`.
protocol AsyncParsableCommandInEnvironment: AsyncParsableCommand {
    func run(in environment: ClientEnvironment) async throws
}

extension ProductsCommand: AsyncParsableCommandInEnvironment {}
extension ProductCommand: AsyncParsableCommandInEnvironment {}
extension CurrenciesCommand: AsyncParsableCommandInEnvironment {}
extension RatesCommand: AsyncParsableCommandInEnvironment {}
extension ReportCommand: AsyncParsableCommandInEnvironment {}
extension ConvertCommand: AsyncParsableCommandInEnvironment {}

/// What a test makes happen in the middle of a load.
private final class Interruption: Sendable {
    let body = Mutex<(@Sendable () -> Void)?>(nil)

    func run() { body.withLock { $0 }?() }
}

/// A clock the test moves.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(start: Date) { current = Mutex(start) }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// A store whose disk is full.
private struct RefusingLocalCopyStore: LocalCopyStore {
    func load(for user: String, needs: CatalogNeeds) throws(ClientError) -> LocalCopy? { nil }
    func rates(for user: String) throws(ClientError) -> [CurrencyCode: CachedRates] { [:] }
    func generation() throws(ClientError) -> LocalCopyGeneration { LocalCopyGeneration("") }
    func saveCatalog(
        _ catalog: Catalog, leftOut: LeftOut, fetchedAt: Date, for user: String, in generation: LocalCopyGeneration
    ) throws(ClientError) {
        throw .storage("disk full")
    }
    func saveRates(_ rates: [CurrencyCode: CachedRates], for user: String, in generation: LocalCopyGeneration)
        throws(ClientError)
    {
        throw .storage("disk full")
    }
    func delete(for user: String) throws(ClientError) {}
    func deleteAll() throws(ClientError) {}
}
