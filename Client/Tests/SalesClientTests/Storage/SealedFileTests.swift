import SalesSealedFile
import Testing

/// The session file's layout: what is written reads back, and no bytes make decoding trap.
@Suite struct SealedFileTests {
    @Test func readsBackWhatItWrites() throws {
        let file = try #require(
            SealedFile(nonce: Array(1...12), ciphertext: Array("token".utf8), tag: Array(100..<116)))

        #expect(try SealedFile(decoding: file.encoded) == file)
        #expect(file.encoded.starts(with: Array("SATK".utf8) + [1]))
    }

    @Test func readsAnEmptyCiphertext() throws {
        let file = try #require(SealedFile(nonce: Array(repeating: 0, count: 12), ciphertext: [], tag: Array(0..<16)))

        #expect(try SealedFile(decoding: file.encoded).ciphertext == [])
    }

    @Test(arguments: [
        [],
        Array("SATK".utf8),
        Array("SATK".utf8) + [1] + Array(repeating: 0, count: 27),  // one byte short of nonce and tag
        Array("SATX".utf8) + [1] + Array(repeating: 0, count: 28),
        Array("satk".utf8) + [1] + Array(repeating: 0, count: 40),
    ])
    func refusesBytesThatAreNotASealedFile(bytes: [UInt8]) {
        #expect(throws: SealedFile.Malformed.notASealedFile) { try SealedFile(decoding: bytes) }
    }

    @Test func namesAnotherFormatVersion() {
        let bytes = Array("SATK".utf8) + [2] + Array(repeating: 0, count: 28)

        #expect(throws: SealedFile.Malformed.otherVersion(2)) { try SealedFile(decoding: bytes) }
    }

    @Test func refusesPartsOfTheWrongLength() {
        #expect(SealedFile(nonce: Array(repeating: 0, count: 11), ciphertext: [], tag: Array(0..<16)) == nil)
        #expect(SealedFile(nonce: Array(repeating: 0, count: 12), ciphertext: [], tag: Array(0..<15)) == nil)
    }
}
