import Testing

@testable import SalesMiddleware

@Suite struct RequestIDsTests {
    @Test func makesThirtyTwoHexDigitsAPrefixAndACounter() {
        let sut = RequestIDs(prefix: 0x0123_4567_89AB_CDEF, start: 0xFFFF_FFFF_FFFF_FFFE)
        #expect(sut.next() == "0123456789abcdeffffffffffffffffe")
        #expect(sut.next() == "0123456789abcdefffffffffffffffff")
        #expect(sut.next() == "0123456789abcdef0000000000000000", "the counter wraps, never traps")
    }

    @Test func neverHandsOutTheSameIdTwice() async {
        let sut = RequestIDs()
        let ids = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 { group.addTask { (0..<1_000).map { _ in sut.next() } } }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(Set(ids).count == 4_000)
    }
}
