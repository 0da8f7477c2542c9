import SalesSupport
import Testing

@Suite struct PaddedHexTests {
    @Test func writesSixteenLowercaseHexDigitsWithLeadingZeros() {
        #expect(FNV1a.hash("foobar".utf8).paddedHex == "85944171f73967e8")
        #expect(UInt64(0xAB).paddedHex == "00000000000000ab")
        #expect(UInt64.max.paddedHex == "ffffffffffffffff")
    }
}
