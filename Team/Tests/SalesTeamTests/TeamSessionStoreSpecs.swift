import SalesTeam
import Testing

/// What every session store does, in memory and in PostgreSQL alike.
@Suite struct TeamSessionStoreSpecs {
    @Test(arguments: StoreKind.allCases)
    func findsASessionByItsIdsHashOnly(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        let session = makeSession(id: 1, user: "alice")
        try await sut.insert(session)

        #expect(try await sut.session(idHash: session.idHash) == session)
        #expect(try await sut.session(idHash: hash(2)) == nil)
    }

    /// A page's one question: the session with its user's settings, and empty settings for a user
    /// who chose none.
    @Test(arguments: StoreKind.allCases)
    func findsASessionWithItsUsersSettingsInOneQuestion(_ kind: StoreKind) async throws {
        let (sut, settings) = try await makeSUTWithSettings(kind)
        try await sut.insert(makeSession(id: 1, user: "alice"))
        try await sut.insert(makeSession(id: 2, user: "bob"))
        try await settings.save(UserSettings(zone: "Asia/Tokyo", currency: "JPY", locale: "ja-JP"), username: "alice")

        let alice = try await sut.signedIn(idHash: hash(1))
        let bob = try await sut.signedIn(idHash: hash(2))

        #expect(
            alice
                == SignedIn(
                    session: makeSession(id: 1, user: "alice"),
                    settings: UserSettings(
                        zone: "Asia/Tokyo", currency: "JPY", locale: "ja-JP")))
        #expect(bob?.settings == UserSettings() && bob?.session.username == "bob")
        #expect(try await sut.signedIn(idHash: hash(3)) == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func recordsWhenASessionWasLastSeen(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.insert(makeSession(id: 1, user: "alice", seen: 10))

        try await sut.touch(idHash: hash(1), at: 99)

        #expect(try await sut.session(idHash: hash(1))?.lastSeen == 99)
    }

    @Test(arguments: StoreKind.allCases)
    func endsOneSessionAndSaysWhetherItWasThere(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.insert(makeSession(id: 1, user: "alice"))
        try await sut.insert(makeSession(id: 2, user: "alice"))

        #expect(try await sut.delete(idHash: hash(1)))
        #expect(try await !sut.delete(idHash: hash(1)))
        #expect(try await sut.session(idHash: hash(1)) == nil)
        #expect(try await sut.session(idHash: hash(2)) != nil)
    }

    /// "Sign out everywhere": every session of the user, none of anyone else's — names compared as
    /// bytes (`é` composed and decomposed are two users, as the sales API sees them).
    @Test(arguments: StoreKind.allCases)
    func endsEverySessionOfOneUserAndNoOneElses(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.insert(makeSession(id: 1, user: "jos\u{E9}"))
        try await sut.insert(makeSession(id: 2, user: "jos\u{E9}"))
        try await sut.insert(makeSession(id: 3, user: "jose\u{301}"))
        try await sut.insert(makeSession(id: 4, user: "bob"))

        #expect(try await sut.deleteAll(username: "jos\u{E9}") == 2)

        #expect(try await sut.sessions(username: "jos\u{E9}").isEmpty)
        #expect(try await sut.sessions(username: "jose\u{301}").map(\.idHash) == [hash(3)])
        #expect(try await sut.sessions(username: "bob").map(\.idHash) == [hash(4)])
    }

    @Test(arguments: StoreKind.allCases)
    func listsAUsersSessionsMostRecentlySeenFirst(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.insert(makeSession(id: 1, user: "alice", seen: 10))
        try await sut.insert(makeSession(id: 2, user: "alice", seen: 30))
        try await sut.insert(makeSession(id: 3, user: "alice", seen: 20))

        #expect(try await sut.sessions(username: "alice").map(\.idHash) == [hash(2), hash(3), hash(1)])
    }

    @Test(arguments: StoreKind.allCases)
    func trimsAUsersSessionsToTheMostRecentlySeenAndNoOneElses(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        for (id, seen) in [(1, Int64(10)), (2, 40), (3, 20), (4, 30)] {
            try await sut.insert(makeSession(id: id, user: "alice", seen: seen))
        }
        try await sut.insert(makeSession(id: 5, user: "bob", seen: 1))

        #expect(try await sut.trim(username: "alice", keeping: 2) == 2)

        #expect(try await sut.sessions(username: "alice").map(\.idHash) == [hash(2), hash(4)])
        #expect(try await sut.sessions(username: "bob").map(\.idHash) == [hash(5)])
        #expect(try await sut.trim(username: "alice", keeping: 2) == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func endsTheSessionsIdleTooLongOrAliveTooLong(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.insert(makeSession(id: 1, user: "a", created: 100, seen: 100))  // idle
        try await sut.insert(makeSession(id: 2, user: "a", created: 10, seen: 500))  // too old
        try await sut.insert(makeSession(id: 3, user: "a", created: 100, seen: 500))  // fine

        #expect(try await sut.deleteExpired(idleBefore: 200, createdBefore: 50) == 2)

        #expect(try await sut.sessions(username: "a").map(\.idHash) == [hash(3)])
    }

    @Test(arguments: StoreKind.allCases)
    func countsEveryUsersSessions(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        #expect(try await sut.count() == 0)
        try await sut.insert(makeSession(id: 1, user: "alice"))
        try await sut.insert(makeSession(id: 2, user: "bob"))
        try await sut.insert(makeSession(id: 3, user: "bob"))

        try await sut.delete(idHash: hash(2))

        #expect(try await sut.count() == 2)
    }

    @Test(arguments: StoreKind.allCases)
    func keepsEveryFieldExactlyAsGiven(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        var session = makeSession(id: 7, user: "Ünïcode 👩‍💻 '; DROP TABLE team_sessions; --")
        session.sealedToken = [0, 1, 0xFF, 0x5C, 0x78]
        try await sut.insert(session)

        #expect(try await sut.session(idHash: hash(7)) == session)
    }

    // MARK: - Helpers

    private func makeSUT(_ kind: StoreKind) async throws -> any TeamSessionStore & TeamSessionSweep {
        switch kind {
        case .memory: InMemoryTeamSessionStore()
        case .postgres: PostgresTeamSessionStore(pool: try await StoreKind.migratedPool())
        }
    }

    private func makeSUTWithSettings(_ kind: StoreKind) async throws -> (
        any TeamSessionStore, any UserSettingsStore
    ) {
        switch kind {
        case .memory:
            let settings = InMemoryUserSettingsStore()
            return (InMemoryTeamSessionStore(settings: settings), settings)
        case .postgres:
            let pool = try await StoreKind.migratedPool()
            return (PostgresTeamSessionStore(pool: pool), PostgresUserSettingsStore(pool: pool))
        }
    }

    private func hash(_ id: Int) -> [UInt8] {
        SessionIDHash.of("session-\(id)") ?? []
    }

    private func makeSession(id: Int, user: String, created: Int64 = 1, seen: Int64 = 1) -> TeamSession {
        TeamSession(
            idHash: hash(id), username: user, sealedToken: [UInt8(id)], formToken: "form-\(id)", createdAt: created,
            lastSeen: seen, userAgent: "Mozilla/5.0 (iPhone)", address: "192.0.2.\(id)")
    }
}
