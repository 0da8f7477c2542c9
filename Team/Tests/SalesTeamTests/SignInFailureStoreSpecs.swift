import SalesTeam
import Testing

/// What every store of failed sign-ins does, in memory and in PostgreSQL alike.
@Suite struct SignInFailureStoreSpecs {
    private let limits = (pair: 3, address: 4)

    @Test(arguments: StoreKind.allCases)
    func answersThePairsTheAddresssAndTheNamesFailuresBeforeCountingAnAttempt(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        for (time, user, address) in [
            (Int64(5), "alice", "192.0.2.1"), (10, "alice", "192.0.2.2"), (20, "alice", "192.0.2.1"),
            (30, "bob", "192.0.2.1"),
        ] {
            _ = try await sut.reserveAttempt(username: user, address: address, at: time, since: 0, limits: limits)
        }

        let attempt = try await sut.reserveAttempt(
            username: "alice", address: "192.0.2.1", at: 40, since: 5, limits: limits)

        guard case .reserved(_, let before) = attempt else {
            Issue.record("refused: \(attempt)")
            return
        }
        #expect(before == SignInFailures(pair: [20], address: [30, 20], username: 2), "only those after `since`")
    }

    @Test(arguments: StoreKind.allCases)
    func refusesAPairOrAnAddressAtItsLimitWithoutCountingTheAttempt(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        for time in 1...3 {
            _ = try await sut.reserveAttempt(username: "alice", address: "a", at: Int64(time), since: 0, limits: limits)
        }

        let pair = try await sut.reserveAttempt(username: "alice", address: "a", at: 4, since: 0, limits: limits)
        let elsewhere = try await sut.reserveAttempt(username: "alice", address: "b", at: 4, since: 0, limits: limits)
        let other = try await sut.reserveAttempt(username: "bob", address: "a", at: 5, since: 0, limits: limits)
        let full = try await sut.reserveAttempt(username: "carol", address: "a", at: 6, since: 0, limits: limits)

        #expect(pair == .refused(SignInFailures(pair: [3, 2, 1], address: [3, 2, 1], username: 3)))
        #expect(elsewhere.isReserved, "the same name from another address")
        #expect(other.isReserved, "another name from the same address")
        #expect(!full.isReserved, "the address's fourth failure reached its limit")
    }

    /// 30 attempts at once, as parallel guesses on several replicas send them: exactly the limit
    /// gets through; the check and the count are one step.
    @Test(arguments: StoreKind.allCases)
    func letsNoMoreParallelAttemptsThroughThanTheLimit(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)

        let reserved = try await withThrowingTaskGroup(of: Bool.self) { group in
            for time in 0..<30 {
                group.addTask {
                    try await sut.reserveAttempt(
                        username: "alice", address: "a", at: Int64(100 + time), since: 0, limits: (5, 20)
                    ).isReserved
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }

        #expect(reserved == 5)
    }

    @Test(arguments: StoreKind.allCases)
    func takesBackAnAttemptAndForgetsAPairsFailuresAndOldOnesEverywhere(_ kind: StoreKind) async throws {
        let sut = try await makeSUT(kind)
        let first = try await sut.reserveAttempt(username: "alice", address: "a", at: 10, since: 0, limits: limits)
        _ = try await sut.reserveAttempt(username: "alice", address: "b", at: 10, since: 0, limits: limits)
        _ = try await sut.reserveAttempt(username: "bob", address: "a", at: 10, since: 0, limits: limits)
        let late = try await sut.reserveAttempt(username: "bob", address: "a", at: 100, since: 0, limits: limits)
        if case .reserved(let id, _) = late { try await sut.releaseAttempt(id) }
        _ = first

        try await sut.clearFailures(username: "alice", address: "a")
        #expect(try await sut.pruneFailures(before: 50) == 2, "alice from b and bob from a, at 10")

        let after = try await sut.reserveAttempt(username: "alice", address: "a", at: 200, since: 0, limits: limits)
        #expect(after == .reserved(id: after.id ?? 0, before: SignInFailures()))
    }

    private func makeSUT(_ kind: StoreKind) async throws -> any SignInFailureStore {
        switch kind {
        case .memory: InMemorySignInFailureStore()
        case .postgres: PostgresSignInFailureStore(pool: try await StoreKind.migratedPool())
        }
    }
}

extension SignInAttempt {
    fileprivate var isReserved: Bool {
        if case .reserved = self { return true }
        return false
    }

    fileprivate var id: Int64? {
        if case .reserved(let id, _) = self { return id }
        return nil
    }
}
