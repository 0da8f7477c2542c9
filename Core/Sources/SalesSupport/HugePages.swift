#if canImport(Glibc)
    import Glibc
#endif

/// Large buffers backed by the kernel's 2 MiB pages where it offers them (transparent huge pages
/// in `madvise` mode, as Debian ships them): a buffer of tens of megabytes written once is then
/// paged in a few dozen faults rather than thousands of 4 KiB ones, each of which costs some
/// microseconds (a million sales' 24 MB of records would take 6,000). A hint and nothing more:
/// where the kernel gives none, or the buffer spans no whole 2 MiB page, nothing changes. Given
/// before the buffer is first written.
public enum HugePages {
    /// The size of one such page, and the alignment of what is advised.
    public static let size = 2 << 20

    /// Asks for huge pages under the whole 2 MiB pages `buffer` spans (none for a smaller one).
    /// Answers how many bytes were advised.
    @discardableResult
    public static func advise(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
        guard let base = buffer.baseAddress, buffer.count >= size else { return 0 }
        let mask = UInt(size - 1)
        let address = UInt(bitPattern: base)
        let start = (address &+ mask) & ~mask
        let end = (address &+ UInt(buffer.count)) & ~mask
        guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return 0 }
        #if os(Linux)
            guard madvise(first, Int(end - start), MADV_HUGEPAGE) == 0 else { return 0 }
            return Int(end - start)
        #else
            return 0
        #endif
    }
}
