import SalesTeam
import Testing

/// What every store of failed sign-ins does, in memory and in PostgreSQL alike.
@Suite struct SignInFailureStoreSpecs {
    @Test(arguments: StoreKind.allCases)
    func answersTheNewestFailuresSinceATimeByUserAndByAddress(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        for (time, user, address) in [
            (Int64(5), "alice", "192.0.2.1"), (10, "alice", "192.0.2.2"), (20, "alice", "192.0.2.1"),
            (30, "bob", "192.0.2.1"), (40, "alice", "192.0.2.1"),
        ] {
            try await sut.recordFailure(username: user, address: address, at: time)
        }

        let recent = try await sut.recentFailures(
            username: "alice", address: "192.0.2.1", since: 5, limit: (username: 2, address: 10))

        #expect(recent.username == [40, 20])
        #expect(recent.address == [40, 30, 20])
    }

    @Test(arguments: StoreKind.allCases)
    func forgetsAUsersFailuresAfterASignInAndOldOnesEverywhere(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        try await sut.recordFailure(username: "alice", address: "a", at: 10)
        try await sut.recordFailure(username: "bob", address: "a", at: 10)
        try await sut.recordFailure(username: "bob", address: "a", at: 100)

        try await sut.clearFailures(username: "alice")
        #expect(try await sut.pruneFailures(before: 50) == 1)

        let recent = try await sut.recentFailures(username: "alice", address: "a", since: 0, limit: (10, 10))
        #expect(recent.username.isEmpty)
        #expect(recent.address == [100])
    }

    private func makeSUT(_ kind: StoreKind) async throws -> any SignInFailureStore {
        switch kind {
        case .memory: InMemorySignInFailureStore()
        case .postgres: PostgresSignInFailureStore(pool: try await StoreKind.migratedPool())
        }
    }
}
