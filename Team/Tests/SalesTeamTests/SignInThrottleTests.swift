import SalesTeam
import Testing

/// When sign-ins are refused or slowed: 5 failures for a name from one address, or 20 from an
/// address, within 15 minutes refuse; a name's failures from anywhere slow it down.
@Suite struct SignInThrottleTests {
    private let minute: Int64 = 60_000

    @Test func refusesNothingBelowTheLimits() {
        let sut = SignInThrottle()

        #expect(sut.refusedUntil(SignInFailures(pair: Array(repeating: 10 * minute, count: 4))) == nil)
    }

    @Test func refusesAPairAfterFiveFailuresUntilTheOldestOfThemLeavesTheWindow() {
        let sut = SignInThrottle()
        let failures: [Int64] = [14, 13, 12, 11, 10].map { $0 * minute }

        #expect(sut.refusedUntil(SignInFailures(pair: failures)) == 25 * minute)
    }

    @Test func refusesAnAddressAfterTwentyFailures() {
        let sut = SignInThrottle()
        let failures = (0..<20).map { Int64($0) * minute / 2 }

        #expect(sut.refusedUntil(SignInFailures(address: failures)) == 15 * minute)
        #expect(sut.refusedUntil(SignInFailures(address: Array(failures.dropFirst()))) == nil)
    }

    @Test func slowsANamesAttemptsPastFiveFailuresDoublingUpToEightSeconds() {
        let sut = SignInThrottle()

        #expect(sut.delay(afterUsernameFailures: 4) == .zero)
        #expect(sut.delay(afterUsernameFailures: 5) == .milliseconds(500))
        #expect(sut.delay(afterUsernameFailures: 6) == .seconds(1))
        #expect(sut.delay(afterUsernameFailures: 9) == .seconds(8))
        #expect(sut.delay(afterUsernameFailures: 1_000) == .seconds(8))
    }

    /// Five wrong passwords for alice from one address: that address is refused for her, but her
    /// right password from another address is let through after a wait — never a lock-out.
    @Test func refusesTheGuessersAddressButOnlySlowsTheNameElsewhere() async throws {
        let store = InMemorySignInFailureStore()
        let sut = SignInThrottle()
        for time in 1...5 {
            _ = try await sut.decision(username: "alice", address: "attacker", store: store, now: Int64(time))
        }

        let attacker = try await sut.decision(username: "alice", address: "attacker", store: store, now: 10)
        let office = try await sut.decision(username: "alice", address: "office", store: store, now: 10)
        let bob = try await sut.decision(username: "bob", address: "attacker", store: store, now: 10)

        #expect(attacker == .refused(retryAfter: 15 * minute - 9))
        guard case .allowed(_, let delay) = office else {
            Issue.record("refused from an address that never failed: \(office)")
            return
        }
        #expect(delay == .milliseconds(500))
        guard case .allowed(_, let none) = bob else {
            Issue.record("another name refused: \(bob)")
            return
        }
        #expect(none == .zero)
    }

    @Test func saysHowLongToWaitRoundedUp() {
        #expect(SignInThrottle.wait(retryAfter: 1) == .seconds(1))
        #expect(SignInThrottle.wait(retryAfter: 59_000) == .seconds(59))
        #expect(SignInThrottle.wait(retryAfter: 59_001) == .minutes(1))
        #expect(SignInThrottle.wait(retryAfter: 14 * minute + 1) == .minutes(15))
        #expect(SignInThrottle.wait(retryAfter: .max) == .minutes(153_722_867_280_913), "no overflow")
    }
}
