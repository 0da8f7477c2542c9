import SalesTeam
import Testing

/// Figures at rest: a copy sealed under its id, a reference sealed for its user, opened with the key
/// of the day or the one before.
@Suite struct FiguresSealerTests {
    private let figures = Array("Mac mini 1480.79 AUD".utf8)

    @Test func opensWhatItSealedForTheSameUserAndNothingElse() throws {
        let sut = try #require(FiguresSealer(keys: [key(1)]))
        var sealed = try sut.seal(figures, username: "alice")

        #expect(sut.open(sealed, username: "alice") == figures)
        #expect(sut.open(sealed, username: "bob") == nil, "a copy moved onto another user's row opens nothing")
        #expect(sut.open(sealed, username: "alice ") == nil)
        sealed[sealed.count - 1] ^= 1
        #expect(sut.open(sealed, username: "alice") == nil, "altered bytes open nothing")
        #expect(sut.open([1, 2, 3], username: "alice") == nil)
    }

    @Test func sealsAnewEachTimeSoTwoCopiesOfTheSameFiguresDiffer() throws {
        let sut = try #require(FiguresSealer(keys: [key(1)]))

        #expect(try sut.seal(figures, username: "alice") != sut.seal(figures, username: "alice"))
    }

    @Test func opensWithThePreviousKeyWhileAKeyRotates() throws {
        let sealed = try #require(FiguresSealer(keys: [key(1)])).seal(figures, username: "alice")

        #expect(FiguresSealer(keys: [key(2), key(1)])?.open(sealed, username: "alice") == figures)
        #expect(FiguresSealer(keys: [key(2)])?.open(sealed, username: "alice") == nil)
    }

    @Test func opensACopyWithThePreviousKeyWhileAKeyRotates() throws {
        let old = try #require(FiguresSealer(keys: [key(1)]))
        let id = try old.copyID(for: [1, 2, 3])
        let sealed = try old.seal(figures, copy: id)

        #expect(FiguresSealer(keys: [key(2), key(1)])?.open(sealed, copy: id) == figures)
        #expect(FiguresSealer(keys: [key(2)])?.open(sealed, copy: id) == nil)
    }

    @Test func neverOpensATokenSealedForTheSameName() throws {
        let token = try #require(TokenSealer(keys: [key(1)])).seal("token", username: "alice", sessionHash: [])

        #expect(FiguresSealer(keys: [key(1)])?.open(token, username: "alice") == nil)
    }

    @Test func opensACopyUnderItsIdOnlyAndNeverAsAUsersReference() throws {
        let sut = try #require(FiguresSealer(keys: [key(1)]))
        let id = try sut.copyID(for: [1, 2, 3])
        let sealed = try sut.seal(figures, copy: id)

        #expect(sut.open(sealed, copy: id) == figures)
        #expect(sut.open(sealed, copy: try sut.copyID(for: [1, 2, 4])) == nil, "a copy moved under another id")
        #expect(sut.open(sealed, username: String(decoding: id, as: UTF8.self)) == nil)
        #expect(sut.open(try sut.seal(figures, username: "alice"), copy: Array("alice".utf8)) == nil)
    }

    /// The same answers name the same copy, under the same key; nothing of the answers shows.
    @Test func namesTheCopyOfTheSameAnswersAlikeAndOfNoneApart() throws {
        let sut = try #require(FiguresSealer(keys: [key(1)]))
        let fingerprint = Array(repeating: UInt8(5), count: 64)

        #expect(try sut.copyID(for: fingerprint) == sut.copyID(for: fingerprint))
        #expect(try sut.copyID(for: fingerprint).count == 32)
        #expect(try sut.copyID(for: fingerprint) != FiguresSealer(keys: [key(2)])?.copyID(for: fingerprint))
        #expect(try sut.copyID(for: []) != sut.copyID(for: []), "answers that cannot be told alike share nothing")
    }

    private func key(_ byte: UInt8) -> [UInt8] {
        Array(repeating: byte, count: 32)
    }
}
