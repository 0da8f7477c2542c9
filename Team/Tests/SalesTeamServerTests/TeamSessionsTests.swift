import Foundation
import SalesTeam
import Synchronization
import Testing

@testable import SalesTeamServer

/// The team's sessions as the door finds them: alive while in use, bounded per user, their form
/// tokens derived, never stored.
@Suite struct TeamSessionsTests {
    /// Used every half second under a 5 s idle limit: never idle, though the last-seen time is
    /// not written on every page.
    @Test func keepsASessionInUseAliveUnderAShortIdleLimit() async throws {
        let (sut, store, clock) = try makeSUT(idle: .seconds(5))
        let id = try await sut.create(username: "alice", token: "t", userAgent: "", address: "")

        for step in 1...60 {
            clock.time.withLock { $0 = Int64(step) * 500 }
            #expect(try await sut.find(cookie: id) != nil, "in use at \(step * 500) ms")
        }
        let writes = store.touches.withLock { $0 }
        #expect(writes > 0 && writes <= 20, "a write every few pages, not one each: \(writes)")
        clock.time.withLock { $0 += 5_001 }
        #expect(try await sut.find(cookie: id) == nil, "idle for longer than the limit")
    }

    @Test func boundsAUsersSessionsEndingTheOneUnusedLongest() async throws {
        let (sut, store, clock) = try makeSUT(idle: .seconds(3600))
        var ids: [String] = []
        for index in 0...TeamSessions.maximumPerUser {
            clock.time.withLock { $0 = Int64(index) * 1000 }
            ids.append(try await sut.create(username: "alice", token: "t", userAgent: "", address: ""))
        }
        _ = try await sut.create(username: "bob", token: "t", userAgent: "", address: "")

        #expect(store.sessions(username: "alice").count == TeamSessions.maximumPerUser)
        #expect(try await sut.find(cookie: ids[0]) == nil, "the oldest ended")
        #expect(try await sut.find(cookie: ids[1]) != nil)
        #expect(store.sessions(username: "bob").count == 1)
    }

    @Test func storesNoFormTokenAndDerivesEachSessionsOwn() async throws {
        let (sut, store, _) = try makeSUT(idle: .seconds(3600))
        let first = try await sut.create(username: "alice", token: "t", userAgent: "", address: "")
        let second = try await sut.create(username: "alice", token: "t", userAgent: "", address: "")

        let one = try #require(try await sut.find(cookie: first)).session.formToken.text
        let two = try #require(try await sut.find(cookie: second)).session.formToken.text

        #expect(store.sessions(username: "alice").allSatisfy { $0.formToken.isEmpty }, "nothing in clear")
        #expect(one.utf8.count == 64 && one != two && one != first)
        #expect(try #require(try await sut.find(cookie: first)).session.formToken.text == one, "the same each time")
    }

    private func makeSUT(idle: Duration) throws -> (TeamSessions, CountingStore, Clock) {
        let store = CountingStore()
        let clock = Clock()
        let sealer = try #require(TokenSealer(keys: [Array(repeating: 9, count: 32)]))
        let sut = TeamSessions(
            store: store, sealer: sealer, idle: idle, lifetime: .seconds(604_800),
            now: { Date(timeIntervalSince1970: Double(clock.time.withLock { $0 }) / 1000) })
        return (sut, store, clock)
    }
}

/// The time now, as the test sets it (milliseconds).
private final class Clock: Sendable {
    let time = Mutex<Int64>(0)
}

/// The in-memory store, counting the last-seen writes.
private final class CountingStore: TeamSessionStore {
    let inner = InMemoryTeamSessionStore()
    let touches = Mutex(0)

    func insert(_ session: TeamSession) throws(TeamStoreError) { try inner.insert(session) }
    func session(idHash: [UInt8]) -> TeamSession? { inner.session(idHash: idHash) }
    func signedIn(idHash: [UInt8]) -> SignedIn? { inner.signedIn(idHash: idHash) }
    func touch(idHash: [UInt8], at time: Int64) {
        touches.withLock { $0 += 1 }
        inner.touch(idHash: idHash, at: time)
    }
    func delete(idHash: [UInt8]) -> Bool { inner.delete(idHash: idHash) }
    func deleteAll(username: String) -> Int { inner.deleteAll(username: username) }
    func trim(username: String, keeping: Int) -> Int { inner.trim(username: username, keeping: keeping) }
    func sessions(username: String) -> [TeamSession] { inner.sessions(username: username) }
    func deleteExpired(idleBefore: Int64, createdBefore: Int64) -> Int {
        inner.deleteExpired(idleBefore: idleBefore, createdBefore: createdBefore)
    }
    func count() -> Int { inner.count() }
}
