import Foundation
import SalesOutput
import SalesSupport
import SystemShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the client replaces a file whole: the new bytes go into a temporary file beside it
/// (`.<name>.tmp-<pid>-<16 hex digits>`, created exclusively), which is written, given its mode,
/// flushed to disk and closed — each step checked — and only then renamed over the file. A reader
/// sees the old file or the new one, never half of one; a failure leaves the old file whole and no
/// temporary behind. The session, the local copy, the quote (``PrivateFiles``) and `-o`
/// (``OutputFile``) are all written so.
enum AtomicFile {
    /// A step that failed: the file it was working on, and why.
    struct Failure: Error {
        let path: String
        let cause: WriteFailure
    }

    /// A new file beside `path` holding `pieces` one after the other, created with `creationMode`
    /// (the umask applies) and then set to `mode` when given, flushed and closed; its path.
    static func writeTemporary(
        pieces: [[UInt8]], beside path: String, creationMode: mode_t = 0o600, mode: mode_t? = 0o600
    ) throws(Failure) -> String {
        let parts = PathParts(path)
        let temporary = parts.folder + ".\(parts.name).tmp-\(getpid())-\(UInt64.random(in: .min ... .max).paddedHex)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, creationMode)
        guard descriptor >= 0 else { throw Failure(path: temporary, cause: WriteFailure(code: errno)) }
        var closed = false
        do throws(WriteFailure) {
            try write(pieces, to: descriptor)
            if let mode, fchmod(descriptor, mode) != 0 { throw WriteFailure(code: errno) }
            guard fsync(descriptor) == 0 else { throw WriteFailure(code: errno) }
            closed = true  // whatever close answers, the descriptor is gone
            guard close(descriptor) == 0 else { throw WriteFailure(code: errno) }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw Failure(path: temporary, cause: error)
        }
        return temporary
    }

    /// How much is written before the kernel is asked to start putting it on disk.
    static let writebackSlice = 4 << 20

    /// `pieces` one after the other, a slice of ``writebackSlice`` bytes at a time, the disk set to
    /// work on each slice as soon as it is written (Linux's `sync_file_range`, which waits for
    /// nothing): the fsync that follows then waits for the last slices alone, not for the whole
    /// of a 20 MB copy started only then.
    private static func write(_ pieces: [[UInt8]], to descriptor: Int32) throws(WriteFailure) {
        let output = FileOutput(descriptor: descriptor)
        var written = 0
        var flushed = 0
        for bytes in pieces {
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + writebackSlice - (written - flushed))
                try output.write(bytes.span.bytes.extracting(start..<end))
                written += end - start
                start = end
                if written - flushed >= writebackSlice {
                    startWriteback(descriptor, from: flushed, count: written - flushed)
                    flushed = written
                }
            }
        }
    }

    /// Asks the kernel to start writing these bytes of the file out; a hint (fsync decides).
    private static func startWriteback(_ descriptor: Int32, from offset: Int, count: Int) {
        _ = sa_start_writeback(descriptor, Int64(offset), Int64(count))
    }

    /// Renames `temporary` over `path`; the temporary is gone either way.
    static func commit(_ temporary: String, to path: String) throws(Failure) {
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, cause: WriteFailure(code: code))
        }
    }

    /// Deletes `path`; one that is not there is fine (deleting twice, a file never written).
    static func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure(path: path, cause: WriteFailure(code: errno)) }
    }
}
