import Foundation
import SalesOutput
import SalesSupport

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
            let output = FileOutput(descriptor: descriptor)
            for bytes in pieces { try output.write(bytes) }
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
