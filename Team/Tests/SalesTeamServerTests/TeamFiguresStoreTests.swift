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
        await first.settled()
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
        await load("a", answers: ["token-a": "alpha"], vault: vault)
        let refusing = try makeSUT(answers: [:], vault: vault).sut
        guard case .loggedOut = await refusing.figures(for: account("a"), refresh: true) else {
            Issue.record("a refused token on Refresh asks to sign in again")
            return
        }
        await load("a", answers: ["token-a": "beta"], vault: vault, refresh: true)

        let (sut, transport) = try makeSUT(answers: [:], vault: vault)
        #expect(products(of: await sut.figures(for: account("a"))) == ["Mac beta"] && transport.requests == 0)
    }

    /// A user's reference moved onto another's row does not open for them: dropped, their own
    /// figures loaded, never the other's shown.
    @Test func dropsAReferenceThatDoesNotOpenAndLoadsAgain() async throws {
        let vault = InMemoryFiguresVault()
        await load("a", answers: ["token-a": "alpha"], vault: vault)
        let alphas = try #require(await vault.figures(username: "a"))
        try vault.keep(alphas, username: "b")
        let (sut, transport) = try makeSUT(answers: ["token-b": "beta"], vault: vault)

        #expect(products(of: await sut.figures(for: account("b"))) == ["Mac beta"])
        await sut.settled()
        #expect(transport.requests == 2, "b's own figures asked for")
        #expect(try await vault.figures(username: "b") != alphas, "b's copy replaced by their own")
    }

    /// A damaged copy is dropped for everyone naming it and loaded again, never shown.
    @Test func dropsADamagedCopyAndLoadsAgain() async throws {
        let vault = InMemoryFiguresVault()
        await load("a", answers: ["token-a": "alpha"], vault: vault)
        let kept = try #require(await vault.figures(username: "a"))
        vault.forgetCopy(kept.copy)
        var damaged = kept.sealed
        damaged[damaged.count / 2] ^= 1
        try vault.keep(
            KeptFigures(copy: kept.copy, sealed: damaged, reference: kept.reference, loadedAt: kept.loadedAt),
            username: "a")
        let (sut, transport) = try makeSUT(answers: ["token-a": "alpha"], vault: vault)

        #expect(products(of: await sut.figures(for: account("a"))) == ["Mac alpha"])
        await sut.settled()
        #expect(transport.requests == 2, "loaded again from the sales API")
        #expect(try await vault.figures(username: "a")?.sealed != damaged)
    }

    /// Users given the same answers share one sealed copy in the database, and a replica that
    /// restores them holds it once in memory too.
    @Test func keepsOneSealedCopyForUsersGivenTheSameAnswers() async throws {
        let vault = InMemoryFiguresVault()
        let first = try makeSUT(answers: ["token-a": "shared", "token-b": "shared", "token-c": "other"], vault: vault)
        for name in ["a", "b", "c"] { _ = await first.sut.figures(for: account(name)) }
        await first.sut.settled()
        #expect(vault.copies == 2)
        let reading = CopyReadsCounted(vault)
        let (sut, transport) = try makeSUT(answers: [:], archive: reading)

        let a = await sut.figures(for: account("a"))
        let b = await sut.figures(for: account("b"))

        #expect(products(of: a) == ["Mac shared"] && user(of: a) == "a")
        #expect(products(of: b) == ["Mac shared"] && user(of: b) == "b")
        #expect(products(of: await sut.figures(for: account("c"))) == ["Mac other"])
        #expect(transport.requests == 0)
        #expect(sut.keptBytes == first.sut.keptBytes, "the shared copy restored is counted once")
        #expect(reading.reads == 2, "b's copy, held already for a, not read from the database again")
    }

    /// The page does not wait for the database: the figures are written beside it, and a replica
    /// stopping waits for the writes under way.
    @Test func answersBeforeTheFiguresAreWrittenAndSettlesOnceTheyAre() async throws {
        let vault = GatedFiguresVault()
        let (sut, _) = try makeSUT(answers: ["token-a": "alpha"], archive: vault)

        #expect(products(of: await sut.figures(for: account("a"))) == ["Mac alpha"])
        #expect(try await vault.kept.figures(username: "a") == nil, "not written yet")
        vault.open()
        await sut.settled()

        #expect(try await vault.kept.figures(username: "a") != nil)
    }

    @Test func forgetsAUsersCopyWhenTheySignOutEverywhere() async throws {
        let vault = InMemoryFiguresVault()
        let sut = try makeSUT(answers: ["token-a": "alpha"], vault: vault).sut
        _ = await sut.figures(for: account("a"))
        await sut.settled()
        #expect(try await vault.figures(username: "a") != nil)

        await sut.forget(username: "a")

        #expect(try await vault.figures(username: "a") == nil)
    }

    // MARK: - Helpers

    private func makeSUT(
        answers: [String: String], budget: Int = 1 << 30, vault: InMemoryFiguresVault? = nil,
        archive vaultAnyKind: (any FiguresVault)? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) throws -> (sut: TeamFiguresStore, transport: AnswersTransport) {
        let transport = AnswersTransport(answers: answers)
        let api = SalesAPI(
            http: transport, apiURL: try #require(URL(string: "http://upstream.test")),
            ratesURL: try #require(URL(string: "http://middleware.test/rates")), timeout: .seconds(5))
        let sealer = try #require(FiguresSealer(keys: [key]))
        let archive = (vaultAnyKind ?? vault).map { FiguresArchive(vault: $0, sealer: sealer) }
        return (TeamFiguresStore(api: api, currency: .usd, budget: budget, archive: archive, now: now), transport)
    }

    private var key: [UInt8] { Array(repeating: 7, count: 32) }

    /// Loads `name`'s figures on a replica of their own and waits until they are kept in `vault`.
    private func load(_ name: String, answers: [String: String], vault: InMemoryFiguresVault, refresh: Bool = false)
        async
    {
        guard let sut = try? makeSUT(answers: answers, vault: vault).sut else { return }
        _ = await sut.figures(for: account(name), refresh: refresh)
        await sut.settled()
    }

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

/// A vault in memory whose writes wait until ``open()``.
private final class GatedFiguresVault: FiguresVault {
    let kept = InMemoryFiguresVault()
    private let gate = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiting = gate.withLock { gate in
            gate.open = true
            defer { gate.waiting = [] }
            return gate.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func reference(username: String) -> KeptReference? { kept.reference(username: username) }
    func copy(_ copy: [UInt8]) -> [UInt8]? { kept.copy(copy) }
    func hasCopy(_ copy: [UInt8]) -> Bool { kept.hasCopy(copy) }
    func forget(username: String) { kept.forget(username: username) }
    func forgetCopy(_ copy: [UInt8]) { kept.forgetCopy(copy) }
    func forgetUsersWithoutSessions() async -> Int { await kept.forgetUsersWithoutSessions() }

    func keep(_ figures: KeptFigures, username: String) async throws(TeamStoreError) {
        await withCheckedContinuation { continuation in
            let ready = gate.withLock { gate in
                if !gate.open { gate.waiting.append(continuation) }
                return gate.open
            }
            if ready { continuation.resume() }
        }
        try kept.keep(figures, username: username)
    }
}

/// A vault that counts how many copies were read from it.
private final class CopyReadsCounted: FiguresVault {
    private let kept: InMemoryFiguresVault
    private let count = Atomic(0)

    init(_ kept: InMemoryFiguresVault) {
        self.kept = kept
    }

    var reads: Int { count.load(ordering: .relaxed) }

    func reference(username: String) -> KeptReference? { kept.reference(username: username) }
    func hasCopy(_ copy: [UInt8]) -> Bool { kept.hasCopy(copy) }
    func keep(_ figures: KeptFigures, username: String) throws(TeamStoreError) {
        try kept.keep(figures, username: username)
    }
    func forget(username: String) { kept.forget(username: username) }
    func forgetCopy(_ copy: [UInt8]) { kept.forgetCopy(copy) }
    func forgetUsersWithoutSessions() async -> Int { await kept.forgetUsersWithoutSessions() }

    func copy(_ copy: [UInt8]) -> [UInt8]? {
        count.add(1, ordering: .relaxed)
        return kept.copy(copy)
    }
}
