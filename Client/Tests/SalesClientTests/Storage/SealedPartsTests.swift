import SalesSealedFile
import Testing

/// The local copy file's layout: a header naming each part's nonce and length, the parts to the
/// file's end, no length trusted.
@Suite struct SealedPartsTests {
    @Test func findsEachPartWhereTheHeaderSaysItIs() throws {
        let sut = try #require(SealedParts(nonces: [Array(1...12), Array(13...24)], lengths: [5, 0]))
        let fileSize = sut.header.count + 5 + 16 + 0 + 16

        #expect(sut.header.count == 6 + 2 * 20)
        #expect(sut.header.starts(with: Array("SATK".utf8) + [2, 2]))
        #expect(try SealedParts.headerLength(prefix: sut.header.prefix(6)) == sut.header.count)
        let read = try SealedParts(header: sut.header, fileSize: fileSize)
        #expect(read == sut)
        #expect(read.parts.map(\.nonce) == [Array(1...12), Array(13...24)])
        #expect(read.parts.map(\.sealed) == [46..<67, 67..<83])
        #expect(read.parts[0].tag == 51..<67)
    }

    @Test(arguments: [-1, 1, 1 << 40])
    func refusesPartsThatDoNotEndAtTheFilesEnd(offBy: Int) throws {
        let sut = try #require(SealedParts(nonces: [Array(1...12)], lengths: [5]))
        let fileSize = sut.header.count + 5 + 16 + offBy

        #expect(throws: SealedFile.Malformed.notASealedFile) { try SealedParts(header: sut.header, fileSize: fileSize) }
    }

    @Test func refusesALengthBeyondTheFileWithoutOverflowing() throws {
        var header = try #require(SealedParts(nonces: [Array(1...12), Array(1...12)], lengths: [1, 1])).header
        header.replaceSubrange(18..<26, with: Array(repeating: 0xFF, count: 8))  // the first length: 2⁶⁴ − 1

        #expect(throws: SealedFile.Malformed.notASealedFile) { try SealedParts(header: header, fileSize: 100) }
    }

    @Test(arguments: [
        [],
        Array("SATK".utf8) + [2],
        Array("SATK".utf8) + [2, 0],  // no parts
        Array("SATK".utf8) + [2, 9],  // more than eight
        Array("SATX".utf8) + [2, 1],
    ])
    func refusesAPrefixThatIsNotOne(prefix: [UInt8]) {
        #expect(throws: SealedFile.Malformed.notASealedFile) { try SealedParts.headerLength(prefix: prefix) }
    }

    @Test func namesTheWholeSealedFormatItIsNot() {
        #expect(throws: SealedFile.Malformed.otherVersion(1)) {
            try SealedParts.headerLength(prefix: Array("SATK".utf8) + [1, 0])
        }
    }

    @Test func bindsEveryPartToTheWholeHeaderAndItsPlace() throws {
        let sut = try #require(SealedParts(nonces: [Array(1...12), Array(13...24)], lengths: [5, 7]))
        let other = try #require(SealedParts(nonces: [Array(1...12), Array(25...36)], lengths: [5, 7]))

        #expect(sut.associatedData([9], part: 0) == [9] + sut.header + [0])
        #expect(sut.associatedData([9], part: 0) != other.associatedData([9], part: 0), "another write's header")
        #expect(sut.associatedData([9], part: 0) != sut.associatedData([9], part: 1))
    }

    @Test func refusesNoPartsTooManyOrAShortNonce() {
        #expect(SealedParts(nonces: [], lengths: []) == nil)
        #expect(
            SealedParts(nonces: Array(repeating: Array(1...12), count: 9), lengths: Array(repeating: 0, count: 9))
                == nil)
        #expect(SealedParts(nonces: [Array(1...11)], lengths: [0]) == nil)
    }
}
