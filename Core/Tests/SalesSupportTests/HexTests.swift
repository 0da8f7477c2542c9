import SalesSupport
import Testing

@Suite struct HexTests {
    @Test func writesSixteenLowercaseHexDigitsWithLeadingZeros() {
        #expect(FNV1a.hash("foobar".utf8).paddedHex == "85944171f73967e8")
        #expect(UInt64(0xAB).paddedHex == "00000000000000ab")
        #expect(UInt64.max.paddedHex == "ffffffffffffffff")
        #expect(UInt64.min.paddedHex == "0000000000000000")
    }

    @Test func writesUppercaseOnRequest() {
        #expect(Hex.padded(0x00C0_FFEE, uppercase: true) == "0000000000C0FFEE")
    }

    @Test func givesEachDigitMostSignificantFirst() {
        let value: UInt64 = 0x0123_4567_89AB_CDEF
        let digits = (0..<16).map { Hex.digit($0, of: value) }
        #expect(String(decoding: digits, as: UTF8.self) == "0123456789abcdef")
    }

    @Test func readsEachDigitInEitherCaseAndNothingElse() {
        let digits = Array("0123456789abcdefABCDEF".utf8)
        #expect(digits.map { Hex.value(of: $0) } == (0...15).map(UInt8.init) + (10...15).map(UInt8.init))
        #expect(Array("gG/:@`\u{0} ".utf8).allSatisfy { Hex.value(of: $0) == nil })
    }

    @Test func writesBytesAsTwoLowercaseDigitsEach() {
        #expect(Hex.lowercaseString([0x00, 0x0F, 0xA5, 0xFF]) == "000fa5ff")
        #expect(Hex.lowercaseString([UInt8]()) == "")
    }
}
