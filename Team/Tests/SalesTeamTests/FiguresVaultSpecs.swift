import SalesPostgres
import SalesTeam
import Testing

/// What every vault of users' sealed figures does, in memory and in PostgreSQL alike.
@Suite struct FiguresVaultSpecs {
    @Test(arguments: StoreKind.allCases)
    func keepsOneReferenceAUserTheNewestReplacingTheOneBefore(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(kept(copy: 1, sealed: [1, 2, 3], at: 10), username: "alice")
        try await sut.keep(kept(copy: 2, sealed: [4, 5], at: 20), username: "alice")
        try await sut.keep(kept(copy: 3, sealed: [6], at: 30), username: "bob")

        #expect(try await sut.figures(username: "alice") == kept(copy: 2, sealed: [4, 5], at: 20))
        #expect(try await sut.figures(username: "bob") == kept(copy: 3, sealed: [6], at: 30))
        #expect(try await sut.figures(username: "carol") == nil)
        #expect(try await !sut.hasCopy(id(1)), "a copy no one names any more is let go")
    }

    /// Writes land in any order: figures loaded earlier never replace a user's later ones.
    @Test(arguments: StoreKind.allCases)
    func neverReplacesAUsersFiguresWithOnesLoadedEarlier(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(kept(copy: 2, sealed: [2], at: 20), username: "alice")
        try await sut.keep(kept(copy: 1, sealed: [1], at: 10), username: "alice")

        #expect(try await sut.figures(username: "alice") == kept(copy: 2, sealed: [2], at: 20))
        #expect(try await !sut.hasCopy(id(1)))
    }

    /// Users whose sales API gave the same answers name one copy: the first kept.
    @Test(arguments: StoreKind.allCases)
    func keepsOneCopyForUsersNamingTheSameUntilTheLastIsForgotten(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(kept(copy: 1, sealed: [1], reference: [10], at: 10), username: "alice")
        try await sut.keep(kept(copy: 1, sealed: [9], reference: [20], at: 20), username: "bob")

        #expect(try await sut.figures(username: "bob") == kept(copy: 1, sealed: [1], reference: [20], at: 20))
        try await sut.forget(username: "alice")
        #expect(try await sut.figures(username: "bob") != nil)
        #expect(try await sut.hasCopy(id(1)))
        try await sut.forget(username: "bob")
        #expect(try await !sut.hasCopy(id(1)))
    }

    /// No bytes: the copy is said to be kept; a reference to a copy that is not keeps nothing.
    @Test(arguments: StoreKind.allCases)
    func keepsAReferenceAloneOnlyToACopyKept(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(kept(copy: 1, sealed: [1], at: 10), username: "alice")

        try await sut.keep(kept(copy: 1, sealed: [], reference: [2], at: 20), username: "bob")
        await #expect(throws: TeamStoreError.self) {
            try await sut.keep(kept(copy: 2, sealed: [], at: 30), username: "carol")
        }

        #expect(try await sut.figures(username: "bob") == kept(copy: 1, sealed: [1], reference: [2], at: 20))
        #expect(try await sut.figures(username: "carol") == nil)
    }

    /// Names that Unicode calls equal are different users: their bytes differ.
    @Test(arguments: StoreKind.allCases)
    func tellsUsersApartByTheBytesOfTheirNames(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(kept(copy: 1, sealed: [1], at: 1), username: "caf\u{E9}")

        #expect(try await sut.figures(username: "cafe\u{301}") == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func forgetsAUsersFiguresAndOnlyTheirs(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(kept(copy: 1, sealed: [1], at: 1), username: "alice")
        try await sut.keep(kept(copy: 2, sealed: [2], at: 2), username: "bob")

        try await sut.forget(username: "alice")
        try await sut.forget(username: "nobody")

        #expect(try await sut.figures(username: "alice") == nil)
        #expect(try await sut.figures(username: "bob") != nil)
        #expect(try await !sut.hasCopy(id(1)))
        #expect(try await sut.hasCopy(id(2)))
    }

    /// A copy that did not open is forgotten for everyone naming it.
    @Test(arguments: StoreKind.allCases)
    func forgetsACopyWithEveryReferenceToIt(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(kept(copy: 1, sealed: [1], at: 1), username: "alice")
        try await sut.keep(kept(copy: 1, sealed: [1], at: 2), username: "bob")
        try await sut.keep(kept(copy: 2, sealed: [2], at: 3), username: "carol")

        try await sut.forgetCopy(id(1))

        #expect(try await sut.figures(username: "alice") == nil)
        #expect(try await sut.figures(username: "bob") == nil)
        #expect(try await sut.figures(username: "carol") != nil)
    }

    @Test(arguments: StoreKind.allCases)
    func sweepsTheFiguresOfUsersLeftWithoutASession(_ kind: StoreKind) async throws {
        let (sut, sessions) = try await makeSUT(kind)
        try await sessions.insert(session(user: "alice"))
        try await sut.keep(kept(copy: 1, sealed: [1], at: 1), username: "alice")
        try await sut.keep(kept(copy: 2, sealed: [2], at: 2), username: "bob")

        #expect(try await sut.forgetUsersWithoutSessions() == 1)
        #expect(try await sut.figures(username: "alice") != nil)
        #expect(try await sut.figures(username: "bob") == nil)
        #expect(try await !sut.hasCopy(id(2)), "bob's copy, named by no one now, went with him")
    }

    // MARK: - Helpers

    private func makeSUT(_ kind: StoreKind) async throws -> (any FiguresVault, any TeamSessionStore) {
        switch kind {
        case .memory:
            let sessions = InMemoryTeamSessionStore()
            return (InMemoryFiguresVault(hasSessions: { !sessions.sessions(username: $0).isEmpty }), sessions)
        case .postgres:
            let pool = try await StoreKind.migratedPool()
            return (PostgresFiguresVault(pool: pool), PostgresTeamSessionStore(pool: pool))
        }
    }

    private func id(_ byte: UInt8) -> [UInt8] {
        Array(repeating: byte, count: 32)
    }

    private func kept(copy: UInt8, sealed: [UInt8], reference: [UInt8] = [7], at loadedAt: Int64) -> KeptFigures {
        KeptFigures(copy: id(copy), sealed: sealed, reference: reference, loadedAt: loadedAt)
    }

    private func session(user: String) -> TeamSession {
        TeamSession(
            idHash: SessionIDHash.of("session-\(user)") ?? [], username: user, sealedToken: [1], formToken: "",
            createdAt: 1, lastSeen: 1, userAgent: "Mozilla/5.0", address: "192.0.2.1")
    }
}
