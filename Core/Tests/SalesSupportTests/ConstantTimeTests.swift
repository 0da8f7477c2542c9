import SalesSupport
import Testing

@Suite struct ConstantTimeTests {
    @Test func matchesTheSameBytesOnly() {
        #expect(ConstantTime.equal("0123abcd", "0123abcd"))
        #expect(ConstantTime.equal("", ""))
        #expect(!ConstantTime.equal("0123abcd", "0123abce"), "the last byte differs")
        #expect(!ConstantTime.equal("1123abcd", "0123abcd"), "the first byte differs")
        #expect(!ConstantTime.equal("0123abc", "0123abcd"), "a prefix is no match")
    }

    /// Secrets are bytes: two spellings Swift's `==` calls equal (é composed and decomposed) differ.
    @Test func comparesBytesNotUnicodeEquivalence() {
        #expect("\u{E9}" == "e\u{301}")
        #expect(!ConstantTime.equal("\u{E9}", "e\u{301}"))
    }
}
