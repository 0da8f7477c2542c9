import SalesCrypto
import Testing

@Suite struct DigestTests {
    /// FIPS 180-2's "abc", in one step and in pieces.
    @Test func hashesTheStandardsExampleWholeOrInPieces() {
        let expected = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        #expect(hex(SHA256.digest(of: Array("abc".utf8))) == expected)
        let running = SHA256()
        for piece in ["a", "", "bc"] { Array(piece.utf8).withUnsafeBytes { running.update($0) } }
        #expect(hex(running.finish()) == expected)
        #expect(running.finish().isEmpty)
    }

    /// RFC 4231, test case 2.
    @Test func authenticatesAsRFC4231Says() {
        let mac = HMACSHA256.mac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
        #expect(hex(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
