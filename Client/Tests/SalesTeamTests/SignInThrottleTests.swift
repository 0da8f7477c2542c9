import SalesTeam
import Testing

/// When sign-ins are refused: 5 failures for a name or 20 from an address within 15 minutes.
@Suite struct SignInThrottleTests {
    private let minute: Int64 = 60_000

    @Test func allowsFewerFailuresThanTheLimit() {
        let sut = SignInThrottle()

        #expect(sut.decision(failures: (Array(repeating: 10 * minute, count: 4), []), now: 11 * minute) == .allowed)
    }

    @Test func refusesAfterFiveFailuresForANameUntilTheOldestOfThemLeavesTheWindow() {
        let sut = SignInThrottle()
        let failures: [Int64] = [14, 13, 12, 11, 10].map { $0 * minute }

        #expect(sut.decision(failures: (failures, []), now: 15 * minute) == .refused(retryAfter: 10 * minute))
        #expect(sut.decision(failures: (failures, []), now: 25 * minute) == .allowed)
    }

    @Test func refusesAfterTwentyFailuresFromAnAddress() {
        let sut = SignInThrottle()
        let failures = (0..<20).map { Int64($0) * minute / 2 }

        #expect(sut.decision(failures: ([], failures), now: 10 * minute) == .refused(retryAfter: 5 * minute))
        #expect(sut.decision(failures: ([], Array(failures.dropFirst())), now: 10 * minute) == .allowed)
    }

    @Test func sharesOneStoreSoEveryReplicaRefusesTheSame() async throws {
        let store = InMemorySignInFailureStore()
        for time in 1...5 { try await store.recordFailure(username: "alice", address: "a", at: Int64(time)) }

        let first = try await SignInThrottle().decision(username: "alice", address: "b", store: store, now: 10)
        let other = try await SignInThrottle().decision(username: "bob", address: "b", store: store, now: 10)

        #expect(first == .refused(retryAfter: 15 * minute - 9))
        #expect(other == .allowed)
    }

    @Test func saysHowLongToWaitRoundedUp() {
        #expect(SignInThrottle.wording(retryAfter: 1) == "Too many failed sign-ins. Try again in 1 second.")
        #expect(SignInThrottle.wording(retryAfter: 59_001) == "Too many failed sign-ins. Try again in 1 minute.")
        #expect(
            SignInThrottle.wording(retryAfter: 14 * minute + 1) == "Too many failed sign-ins. Try again in 15 minutes.")
    }
}
