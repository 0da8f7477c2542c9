import SalesSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct HugePagesTests {
    @Test func advisesOnlyTheWholeHugePagesInsideTheBuffer() throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 5 * HugePages.size, alignment: 64)
        defer { buffer.deallocate() }
        let advised = HugePages.advise(buffer)
        #if os(Linux)
            // 5 pages' worth at any alignment spans at least 4 whole ones, never more than 5 —
            // where the kernel has huge pages at all.
            if access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) == 0 {
                #expect((4 * HugePages.size...5 * HugePages.size).contains(advised))
            }
        #endif
        #expect(advised % HugePages.size == 0)
        // Still ordinary memory: written and read back whole.
        buffer.initializeMemory(as: UInt8.self, repeating: 0xA5)
        #expect(buffer.allSatisfy { $0 == 0xA5 })
    }

    @Test func leavesASmallerBufferAlone() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: HugePages.size - 1, alignment: 64)
        defer { buffer.deallocate() }
        #expect(HugePages.advise(buffer) == 0)
        #expect(HugePages.advise(UnsafeMutableRawBufferPointer(start: nil, count: 0)) == 0)
    }
}
