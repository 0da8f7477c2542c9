import SalesClient
import Testing

@Suite struct KeyDecoderTests {
    @Test func decodesTextControlKeysAndBothFormsOfArrowSequences() {
        var sut = KeyDecoder()
        let keys = sut.decode(Array("aZ \r\t\u{7F}\u{3}".utf8) + bytes("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\u{1B}[Z"))
        #expect(
            keys == [
                .character("a"), .character("Z"), .character(" "), .enter, .tab, .backspace, .control("c"), .up, .down,
                .right, .left, .backTab,
            ])
    }

    @Test func decodesTheEditingKeysOfCommonTerminals() {
        var sut = KeyDecoder()
        let keys = sut.decode(bytes("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[5~\u{1B}[6~\u{1B}[3~"))
        #expect(keys == [.home, .end, .home, .end, .home, .end, .pageUp, .pageDown, .delete])
    }

    @Test func aLoneEscapeIsTheEscapeKeyEvenWhenAKeyFollowsInTheSameChunk() {
        var sut = KeyDecoder()
        #expect(sut.decode(bytes("\u{1B}")) == [.escape])
        #expect(sut.decode(bytes("\u{1B}s")) == [.escape, .character("s")])
    }

    @Test func waitsForTheRestOfASequenceOrCharacterCutBetweenChunks() {
        var sut = KeyDecoder()
        #expect(sut.decode(bytes("\u{1B}[")) == [])
        #expect(sut.decode(bytes("6~")) == [.pageDown])
        let euro = Array("€".utf8)
        #expect(sut.decode(euro.prefix(2)) == [])
        #expect(sut.decode(euro.suffix(1)) == [.character("€")])
    }

    @Test func dropsUnknownSequencesInvalidUTF8AndC1ControlsWithoutTypingThem() {
        var sut = KeyDecoder()
        #expect(
            sut.decode(bytes("\u{1B}[99x") + [0xFF, 0xC3, 0x28, 0xC2, 0x9B] + bytes("ok")) == [
                .character("("), .character("o"), .character("k"),
            ])
    }

    @Test func neverHoldsMoreThanASequenceCouldNeed() {
        var sut = KeyDecoder()
        #expect(sut.decode(bytes("\u{1B}[" + String(repeating: "1", count: 100))) == [])
        #expect(sut.decode(bytes("a")) == [.character("a")])
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
