import Foundation
import SalesCrypto
import Testing

@Suite struct AESGCMTests {
    @Test func matchesTheNISTTestVector() throws {
        // GCM spec test case 14: AES-256, zero key, zero IV, one zero block.
        let sealed = try AESGCM.seal(
            [UInt8](repeating: 0, count: 16), key: [UInt8](repeating: 0, count: 32),
            nonce: [UInt8](repeating: 0, count: 12), associatedData: [])
        #expect(hex(sealed.ciphertext) == "cea7403d4d606b6e074ec5d3baf39d18")
        #expect(hex(sealed.tag) == "d0d1c8a799996bf0265b98b5d48ab919")
    }

    /// A 20 MB local copy is sealed and opened where it lies: no second buffer is made (and paged
    /// in) when the caller gives its bytes up.
    @Test func sealsAndOpensInTheBufferGivenUp() throws {
        let (key, nonce) = (try AESGCM.randomBytes(32), try AESGCM.randomBytes(12))
        let plaintext = (0..<(1 << 16)).map { UInt8(truncatingIfNeeded: $0) }
        let given = plaintext.map { $0 }  // a buffer of its own, given up below
        let address = given.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let (ciphertext, tag) = try AESGCM.seal(consume given, key: key, nonce: nonce, associatedData: [1])
        #expect(ciphertext.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
        #expect(ciphertext != plaintext)

        let opened = try AESGCM.open(consume ciphertext, tag: tag, key: key, nonce: nonce, associatedData: [1])
        #expect(opened.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
        #expect(opened == plaintext)
    }

    @Test func roundTripsWithAssociatedData() throws {
        let key = try AESGCM.randomBytes(32)
        let nonce = try AESGCM.randomBytes(12)
        let sealed = try AESGCM.seal(Array("token".utf8), key: key, nonce: nonce, associatedData: Array("scope".utf8))
        let opened = try AESGCM.open(
            sealed.ciphertext, tag: sealed.tag, key: key, nonce: nonce, associatedData: Array("scope".utf8))
        #expect(String(decoding: opened, as: UTF8.self) == "token")
    }

    @Test func refusesAnythingAltered() throws {
        let key = try AESGCM.randomBytes(32)
        let nonce = try AESGCM.randomBytes(12)
        let aad = Array("scope".utf8)
        let sealed = try AESGCM.seal(Array("secret token".utf8), key: key, nonce: nonce, associatedData: aad)
        var ciphertext = sealed.ciphertext
        ciphertext[0] ^= 1
        var tag = sealed.tag
        tag[15] ^= 0x80
        var otherNonce = nonce
        otherNonce[3] ^= 1
        let otherKey = try AESGCM.randomBytes(32)
        #expect(throws: AESGCM.Failure.authenticationFailed) {
            try AESGCM.open(ciphertext, tag: sealed.tag, key: key, nonce: nonce, associatedData: aad)
        }
        #expect(throws: AESGCM.Failure.authenticationFailed) {
            try AESGCM.open(sealed.ciphertext, tag: tag, key: key, nonce: nonce, associatedData: aad)
        }
        #expect(throws: AESGCM.Failure.authenticationFailed) {
            try AESGCM.open(sealed.ciphertext, tag: sealed.tag, key: key, nonce: otherNonce, associatedData: aad)
        }
        #expect(throws: AESGCM.Failure.authenticationFailed) {
            try AESGCM.open(sealed.ciphertext, tag: sealed.tag, key: otherKey, nonce: nonce, associatedData: aad)
        }
        #expect(throws: AESGCM.Failure.authenticationFailed) {
            try AESGCM.open(sealed.ciphertext, tag: sealed.tag, key: key, nonce: nonce, associatedData: [])
        }
    }

    @Test func refusesWrongSizes() {
        #expect(throws: AESGCM.Failure.invalidParameters) {
            try AESGCM.seal([1], key: [1], nonce: [UInt8](repeating: 0, count: 12), associatedData: [])
        }
        #expect(throws: AESGCM.Failure.invalidParameters) {
            try AESGCM.open(
                [1], tag: [1], key: [UInt8](repeating: 0, count: 32), nonce: [UInt8](repeating: 0, count: 12),
                associatedData: [])
        }
    }

    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
