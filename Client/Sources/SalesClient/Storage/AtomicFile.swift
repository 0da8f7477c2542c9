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
        let (temporary, descriptor) = try create(beside: path, creationMode: creationMode)
        do throws(WriteFailure) {
            var writer = Writer(output: FileOutput(descriptor: descriptor))
            for bytes in pieces { try writer.write(bytes.span.bytes) }
        } catch {
            abandon(temporary, descriptor)
            throw Failure(path: temporary, cause: error)
        }
        try complete(temporary, descriptor, mode: mode)
        return temporary
    }

    /// As ``writeTemporary(pieces:beside:creationMode:mode:)`` (0600), the bytes handed by `body`
    /// to the `write` it is given, in order, as they are made: a sealing writes each slice as soon
    /// as it is sealed. Throws what `body` threw, or a ``Failure`` of `write` or of the file's
    /// other steps; the temporary is gone either way.
    static func writeTemporary(
        beside path: String, writing body: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws -> String {
        let (temporary, descriptor) = try create(beside: path, creationMode: 0o600)
        var writer = Writer(output: FileOutput(descriptor: descriptor))
        do {
            try body { bytes throws(WriteFailure) in try writer.write(bytes.bytes) }
        } catch {
            abandon(temporary, descriptor)
            throw (error as? WriteFailure).map { Failure(path: temporary, cause: $0) } ?? error
        }
        try complete(temporary, descriptor, mode: 0o600)
        return temporary
    }

    /// A new temporary file beside `path` (`.<name>.tmp-<pid>-<16 hex digits>`, created
    /// exclusively, never through a link) and its descriptor.
    private static func create(beside path: String, creationMode: mode_t) throws(Failure) -> (String, Int32) {
        let parts = PathParts(path)
        let temporary = parts.folder + ".\(parts.name).tmp-\(getpid())-\(UInt64.random(in: .min ... .max).paddedHex)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, creationMode)
        guard descriptor >= 0 else { throw Failure(path: temporary, cause: WriteFailure(code: errno)) }
        return (temporary, descriptor)
    }

    /// A written temporary given `mode` (when set), flushed to disk and closed — each step checked;
    /// removed when one fails.
    private static func complete(_ temporary: String, _ descriptor: Int32, mode: mode_t?) throws(Failure) {
        var closed = false
        do throws(WriteFailure) {
            if let mode, fchmod(descriptor, mode) != 0 { throw WriteFailure(code: errno) }
            guard fsync(descriptor) == 0 else { throw WriteFailure(code: errno) }
            closed = true  // whatever close answers, the descriptor is gone
            guard close(descriptor) == 0 else { throw WriteFailure(code: errno) }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporary)
            throw Failure(path: temporary, cause: error)
        }
    }

    /// Closes and removes a temporary whose writing failed.
    private static func abandon(_ temporary: String, _ descriptor: Int32) {
        close(descriptor)
        unlink(temporary)
    }

    /// How much is written before the kernel is asked to start putting it on disk.
    static let writebackSlice = 4 << 20

    /// Writes a file's bytes one piece after another, a slice of ``writebackSlice`` bytes at a
    /// time, the disk set to work on each slice as soon as it is written (Linux's
    /// `sync_file_range`, which waits for nothing): the fsync that follows then waits for the
    /// last slices alone, not for the whole of a 20 MB copy started only then.
    private struct Writer {
        let output: FileOutput
        private var written = 0
        private var flushed = 0

        init(output: FileOutput) { self.output = output }

        mutating func write(_ bytes: RawSpan) throws(WriteFailure) {
            var start = 0
            while start < bytes.byteCount {
                let end = min(bytes.byteCount, start + writebackSlice - (written - flushed))
                try output.write(bytes.extracting(start..<end))
                written += end - start
                start = end
                if written - flushed >= writebackSlice {
                    startWriteback(output.descriptor, from: flushed, count: written - flushed)
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
