import SalesTeam
import Testing

/// The sales API's token at rest: sealed for one user's one session.
@Suite struct TokenSealerTests {
    private let hash = SessionIDHash.of("a") ?? []
    private let other = SessionIDHash.of("b") ?? []

    @Test func opensWhatItSealedForTheSameUserAndSession() throws {
        let sut = try #require(TokenSealer(keys: [key(1)]))

        let sealed = try sut.seal("token-123", username: "alice", sessionHash: hash)

        #expect(!sealed.containsSubsequence(Array("token-123".utf8)))
        #expect(sut.open(sealed, username: "alice", sessionHash: hash) == "token-123")
    }

    @Test func opensNothingForAnotherSessionAnotherUserOrAlteredBytes() throws {
        let sut = try #require(TokenSealer(keys: [key(1)]))
        var sealed = try sut.seal("token-123", username: "alice", sessionHash: hash)

        #expect(sut.open(sealed, username: "alice", sessionHash: other) == nil)
        #expect(sut.open(sealed, username: "bob", sessionHash: hash) == nil)
        sealed[sealed.count - 1] ^= 1
        #expect(sut.open(sealed, username: "alice", sessionHash: hash) == nil)
        #expect(sut.open([1, 2, 3], username: "alice", sessionHash: hash) == nil)
    }

    @Test func opensWithThePreviousKeyWhileAKeyRotates() throws {
        let old = try #require(TokenSealer(keys: [key(1)]))
        let rotating = try #require(TokenSealer(keys: [key(2), key(1)]))
        let sealed = try old.seal("token-123", username: "alice", sessionHash: hash)

        #expect(rotating.open(sealed, username: "alice", sessionHash: hash) == "token-123")
        #expect(TokenSealer(keys: [key(2)])?.open(sealed, username: "alice", sessionHash: hash) == nil)
    }

    @Test func refusesKeysThatAreNot32Bytes() {
        #expect(TokenSealer(keys: []) == nil)
        #expect(TokenSealer(keys: [Array(repeating: 1, count: 31)]) == nil)
    }

    @Test func hashesSessionIdsToDistinct32ByteValues() {
        #expect(hash.count == 32)
        #expect(hash != other)
        #expect(SessionIDHash.of("a") == hash)
    }

    private func key(_ byte: UInt8) -> [UInt8] {
        Array(repeating: byte, count: 32)
    }
}

extension Array where Element == UInt8 {
    fileprivate func containsSubsequence(_ part: [UInt8]) -> Bool {
        guard part.count <= count else { return false }
        return (0...(count - part.count)).contains { Array(self[$0..<($0 + part.count)]) == part }
    }
}
