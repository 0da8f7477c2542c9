import SalesSupport
import Testing

@Suite struct FNV1aTests {
    /// The published FNV-1a 64 test vectors.
    @Test(
        arguments: [("", 0xCBF2_9CE4_8422_2325), ("a", 0xAF63_DC4C_8601_EC8C), ("foobar", 0x8594_4171_F739_67E8)]
            as [(
                String, UInt64
            )])
    func matchesThePublishedVectors(_ text: String, _ expected: UInt64) {
        #expect(FNV1a.hash(text.utf8) == expected)
    }

    @Test func combinesPiecesAsOneRunOfBytes() {
        var hash = FNV1a()
        hash.combine("foo".utf8)
        hash.combine("bar".utf8)
        #expect(hash.value == FNV1a.hash("foobar".utf8))
    }
}
