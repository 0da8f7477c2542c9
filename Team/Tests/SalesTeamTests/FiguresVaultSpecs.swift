import SalesPostgres
import SalesTeam
import Testing

/// What every vault of users' sealed figures does, in memory and in PostgreSQL alike.
@Suite struct FiguresVaultSpecs {
    @Test(arguments: StoreKind.allCases)
    func keepsOneCopyAUserTheNewestReplacingTheOneBefore(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(SealedFigures(sealed: [1, 2, 3], loadedAt: 10), username: "alice")
        try await sut.keep(SealedFigures(sealed: [4, 5], loadedAt: 20), username: "alice")
        try await sut.keep(SealedFigures(sealed: [6], loadedAt: 30), username: "bob")

        #expect(try await sut.figures(username: "alice") == SealedFigures(sealed: [4, 5], loadedAt: 20))
        #expect(try await sut.figures(username: "bob") == SealedFigures(sealed: [6], loadedAt: 30))
        #expect(try await sut.figures(username: "carol") == nil)
    }

    /// Names that Unicode calls equal are different users: their bytes differ.
    @Test(arguments: StoreKind.allCases)
    func tellsUsersApartByTheBytesOfTheirNames(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(SealedFigures(sealed: [1], loadedAt: 1), username: "caf\u{E9}")

        #expect(try await sut.figures(username: "cafe\u{301}") == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func forgetsAUsersCopyAndOnlyTheirs(_ kind: StoreKind) async throws {
        let (sut, _) = try await makeSUT(kind)
        try await sut.keep(SealedFigures(sealed: [1], loadedAt: 1), username: "alice")
        try await sut.keep(SealedFigures(sealed: [2], loadedAt: 2), username: "bob")

        try await sut.forget(username: "alice")
        try await sut.forget(username: "nobody")

        #expect(try await sut.figures(username: "alice") == nil)
        #expect(try await sut.figures(username: "bob") != nil)
    }

    @Test(arguments: StoreKind.allCases)
    func sweepsTheCopiesOfUsersLeftWithoutASession(_ kind: StoreKind) async throws {
        let (sut, sessions) = try await makeSUT(kind)
        try await sessions.insert(session(user: "alice"))
        try await sut.keep(SealedFigures(sealed: [1], loadedAt: 1), username: "alice")
        try await sut.keep(SealedFigures(sealed: [2], loadedAt: 2), username: "bob")

        #expect(try await sut.forgetUsersWithoutSessions() == 1)
        #expect(try await sut.figures(username: "alice") != nil)
        #expect(try await sut.figures(username: "bob") == nil)
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

    private func session(user: String) -> TeamSession {
        TeamSession(
            idHash: SessionIDHash.of("session-\(user)") ?? [], username: user, sealedToken: [1], formToken: "",
            createdAt: 1, lastSeen: 1, userAgent: "Mozilla/5.0", address: "192.0.2.1")
    }
}
