import SalesTeam
import Testing

/// A user's figures at rest: sealed for that user, opened with the key of the day or the one before.
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

    @Test func neverOpensATokenSealedForTheSameName() throws {
        let token = try #require(TokenSealer(keys: [key(1)])).seal("token", username: "alice", sessionHash: [])

        #expect(FiguresSealer(keys: [key(1)])?.open(token, username: "alice") == nil)
    }

    private func key(_ byte: UInt8) -> [UInt8] {
        Array(repeating: byte, count: 32)
    }
}
