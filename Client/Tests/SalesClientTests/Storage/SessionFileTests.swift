import SalesSessionFile
import Testing

/// The session file's layout: what is written reads back, and no bytes make decoding trap.
@Suite struct SessionFileTests {
    @Test func readsBackWhatItWrites() throws {
        let file = try #require(
            SessionFile(nonce: Array(1...12), ciphertext: Array("token".utf8), tag: Array(100..<116)))

        #expect(try SessionFile(decoding: file.encoded) == file)
        #expect(file.encoded.starts(with: Array("SATK".utf8) + [1]))
    }

    @Test func readsAnEmptyCiphertext() throws {
        let file = try #require(SessionFile(nonce: Array(repeating: 0, count: 12), ciphertext: [], tag: Array(0..<16)))

        #expect(try SessionFile(decoding: file.encoded).ciphertext == [])
    }

    @Test(arguments: [
        [],
        Array("SATK".utf8),
        Array("SATK".utf8) + [1] + Array(repeating: 0, count: 27),  // one byte short of nonce and tag
        Array("SATX".utf8) + [1] + Array(repeating: 0, count: 28),
        Array("satk".utf8) + [1] + Array(repeating: 0, count: 40),
    ])
    func refusesBytesThatAreNotASessionFile(bytes: [UInt8]) {
        #expect(throws: SessionFile.Malformed.notASessionFile) { try SessionFile(decoding: bytes) }
    }

    @Test func namesAnotherFormatVersion() {
        let bytes = Array("SATK".utf8) + [2] + Array(repeating: 0, count: 28)

        #expect(throws: SessionFile.Malformed.otherVersion(2)) { try SessionFile(decoding: bytes) }
    }

    @Test func refusesPartsOfTheWrongLength() {
        #expect(SessionFile(nonce: Array(repeating: 0, count: 11), ciphertext: [], tag: Array(0..<16)) == nil)
        #expect(SessionFile(nonce: Array(repeating: 0, count: 12), ciphertext: [], tag: Array(0..<15)) == nil)
    }
}
