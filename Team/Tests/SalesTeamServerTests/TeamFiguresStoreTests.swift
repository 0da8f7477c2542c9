import Foundation
import SalesClient
import SalesHTTP
import SalesTeam
import SalesTeamServer
import SalesWeb
import Synchronization
import Testing

/// Each user's figures in a replica's memory: within the budget, and one copy for users the sales
/// API answers with the same bytes.
@Suite struct TeamFiguresStoreTests {
    @Test func keepsOneCopyForUsersGivenTheSameAnswersCountedOnce() async throws {
        let (sut, _) = try makeSUT(answers: ["token-a": "shared", "token-b": "shared"])
        let alone = try makeSUT(answers: ["token-a": "shared"]).sut

        let a = await sut.figures(for: account("a"))
        let b = await sut.figures(for: account("b"))
        _ = await alone.figures(for: account("a"))

        #expect(user(of: a) == "a" && user(of: b) == "b", "each user's figures are theirs, whoever shares the copy")
        #expect(products(of: a) == ["Mac shared"] && products(of: b) == ["Mac shared"])
        #expect(sut.keptUsers == 2)
        #expect(sut.keptBytes == alone.keptBytes, "the shared copy is counted once")
    }

    @Test func keepsACopyForEachUserGivenOtherAnswers() async throws {
        let (sut, _) = try makeSUT(answers: ["token-a": "alpha", "token-b": "beta"])
        let alone = try makeSUT(answers: ["token-a": "alpha"]).sut

        let a = await sut.figures(for: account("a"))
        let b = await sut.figures(for: account("b"))
        _ = await alone.figures(for: account("a"))

        #expect(products(of: a) == ["Mac alpha"] && products(of: b) == ["Mac beta"])
        #expect(sut.keptBytes == 2 * alone.keptBytes)
    }

    @Test func countsASharedCopyUntilItsLastHolderIsForgotten() async throws {
        let (sut, _) = try makeSUT(answers: ["token-a": "shared", "token-b": "shared"])
        _ = await sut.figures(for: account("a"))
        _ = await sut.figures(for: account("b"))
        let bytes = sut.keptBytes

        await sut.forget(username: "a")
        #expect(sut.keptBytes == bytes && sut.keptUsers == 1)

        await sut.forget(username: "b")
        #expect(sut.keptBytes == 0 && sut.keptUsers == 0)
    }

    @Test func dropsTheLeastRecentlyUsedFiguresBeyondTheBudgetAndLoadsThemAgainWhenAsked() async throws {
        let one = try makeSUT(answers: ["token-a": "alpha"]).sut
        _ = await one.figures(for: account("a"))
        let (sut, transport) = try makeSUT(
            answers: ["token-a": "alpha", "token-b": "beta"], budget: one.keptBytes + one.keptBytes / 2)

        _ = await sut.figures(for: account("a"))
        _ = await sut.figures(for: account("b"))
        #expect(sut.keptUsers == 1, "a, the least recently used, went")
        let asked = transport.requests

        _ = await sut.figures(for: account("b"))
        #expect(transport.requests == asked, "b's kept figures answer")
        _ = await sut.figures(for: account("a"))
        #expect(transport.requests == asked + 2, "a's products and sales asked again")
    }

    /// Another replica (or this one restarted) shows a user's figures as the first loaded them, as
    /// of then, from the database — the sales API not asked, though it refuses the token by now.
    @Test func showsFiguresKeptByAnotherReplicaWithoutAskingTheSalesAPI() async throws {
        let vault = InMemoryFiguresVault()
        let loadedAt = Date(timeIntervalSince1970: 1_790_000_000)
        let first = try makeSUT(answers: ["token-a": "alpha"], vault: vault, now: { loadedAt }).sut
        let loaded = await first.figures(for: account("a"))
        let (sut, transport) = try makeSUT(answers: [:], vault: vault)

        let restored = await sut.figures(for: account("a"))

        #expect(products(of: restored) == ["Mac alpha"] && user(of: restored) == "a")
        #expect(asOf(restored) == loadedAt && asOf(loaded) == loadedAt, "as of when they were loaded")
        #expect(transport.requests == 0, "the sales API was not asked")
        #expect(products(of: await sut.figures(for: account("b"))) == [], "another user's figures are not theirs")
    }

    /// Refresh asks the sales API: its refusal ends the session (the caller's), and its answer
    /// replaces the copy kept for the next replica.
    @Test func refreshesFromTheSalesAPIAndKeepsTheNewCopy() async throws {
        let vault = InMemoryFiguresVault()
        _ = await (try makeSUT(answers: ["token-a": "alpha"], vault: vault).sut).figures(for: account("a"))
        let refusing = try makeSUT(answers: [:], vault: vault).sut
        guard case .loggedOut = await refusing.figures(for: account("a"), refresh: true) else {
            Issue.record("a refused token on Refresh asks to sign in again")
            return
        }
        _ = await (try makeSUT(answers: ["token-a": "beta"], vault: vault).sut).figures(
            for: account("a"), refresh: true)

        let (sut, transport) = try makeSUT(answers: [:], vault: vault)
        #expect(products(of: await sut.figures(for: account("a"))) == ["Mac beta"] && transport.requests == 0)
    }

    /// A copy that does not open for the user — moved onto another's row, or damaged — is dropped
    /// and loaded again, never shown.
    @Test func dropsACopyThatDoesNotOpenAndLoadsAgain() async throws {
        let vault = InMemoryFiguresVault()
        _ = await (try makeSUT(answers: ["token-a": "alpha"], vault: vault).sut).figures(for: account("a"))
        let alphas = try #require(vault.figures(username: "a"))
        vault.keep(alphas, username: "b")
        let (sut, transport) = try makeSUT(answers: ["token-b": "beta"], vault: vault)

        #expect(products(of: await sut.figures(for: account("b"))) == ["Mac beta"])
        #expect(transport.requests == 2, "b's own figures asked for")
        #expect(vault.figures(username: "b") != alphas, "b's copy replaced by their own")
    }

    @Test func forgetsAUsersCopyWhenTheySignOutEverywhere() async throws {
        let vault = InMemoryFiguresVault()
        let sut = try makeSUT(answers: ["token-a": "alpha"], vault: vault).sut
        _ = await sut.figures(for: account("a"))
        #expect(vault.figures(username: "a") != nil)

        await sut.forget(username: "a")

        #expect(vault.figures(username: "a") == nil)
    }

    // MARK: - Helpers

    private func makeSUT(
        answers: [String: String], budget: Int = 1 << 30, vault: InMemoryFiguresVault? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) throws -> (sut: TeamFiguresStore, transport: AnswersTransport) {
        let transport = AnswersTransport(answers: answers)
        let api = SalesAPI(
            http: transport, apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
        let archive = try vault.map { FiguresArchive(vault: $0, sealer: try #require(FiguresSealer(keys: [key]))) }
        return (TeamFiguresStore(api: api, currency: .usd, budget: budget, archive: archive, now: now), transport)
    }

    private var key: [UInt8] { Array(repeating: 7, count: 32) }

    private func asOf(_ figures: WebFigures) -> Date? {
        guard case .loaded(let catalog) = figures else { return nil }
        return catalog.load.asOf
    }

    private func account(_ name: String) -> WebAccount {
        WebAccount(username: name, token: "token-\(name)", sessionHash: Array(name.utf8))
    }

    private func user(of figures: WebFigures) -> String? {
        guard case .loaded(let catalog) = figures else { return nil }
        return catalog.user
    }

    private func products(of figures: WebFigures) -> [String] {
        guard case .loaded(let catalog) = figures else { return [] }
        return catalog.load.snapshot.catalog.productList.items.map(\.product.name)
    }
}

/// The sales API answering each token with the products and sales named by `answers` (the same
/// name, the same bytes); it counts the requests it was sent.
private final class AnswersTransport: HTTPTransport {
    private let answers: [String: String]
    private let count = Atomic(0)

    init(answers: [String: String]) {
        self.answers = answers
    }

    var requests: Int { count.load(ordering: .relaxed) }

    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        guard request.url.host == "upstream.test" else { return TransportResponse(statusCode: 503) }
        count.add(1, ordering: .relaxed)
        guard let name = answers[request.headers["Authorization"] ?? ""] else {
            return TransportResponse(statusCode: 401, body: Data(#"{"message":"Invalid token."}"#.utf8))
        }
        let body =
            request.url.path == "/products"
            ? #"[{"id":"P-\#(name)","name":"Mac \#(name)"}]"#
            : #"[{"product_id":"P-\#(name)","currency_code":"USD","amount":"10.00","date":"2024-07-20T15:45:27.366Z"}]"#
        return TransportResponse(statusCode: 200, headers: ["content-type": "application/json"], body: Data(body.utf8))
    }
}
