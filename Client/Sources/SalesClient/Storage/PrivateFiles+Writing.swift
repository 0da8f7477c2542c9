import Foundation
import SalesOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing whole (a temporary file beside, fsync, rename), removing and listing the folder's
/// files: only regular files, never through a link.
extension PrivateFiles {
    /// Moves aside whatever is at `file` when it is not a regular file (a link, a folder, a FIFO…),
    /// and says so.
    func setAsideIfNotRegular(_ file: URL) throws(Failure) {
        var status = stat()
        guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else { return }
        let what =
            switch status.st_mode & S_IFMT {
            case S_IFLNK: "a symbolic link"
            case S_IFDIR: "a folder"
            default: "not a regular file"
            }
        let suffix = try moveAside([file], label: "not-a-file")
        notify("\(file.path) is \(what): moved it aside to \(file.path)\(suffix)")
    }

    /// Writes `bytes` to a new 0600 file beside `file`, flushes it, and renames it into place (what
    /// is there and is not a regular file is moved aside first).
    func write(_ bytes: [UInt8], to file: URL) throws(Failure) {
        try write(pieces: [bytes], to: file)
    }

    /// As ``write(_:to:)``, the file's bytes given in pieces, written one after the other.
    func write(pieces: [[UInt8]], to file: URL) throws(Failure) {
        try replace(file, with: writeTemporary(pieces: pieces, beside: file))
    }

    /// Renames `temporary` (from ``writeTemporary(pieces:beside:)``) into place as `file` (what is
    /// there and is not a regular file is moved aside first); the temporary is gone either way.
    func replace(_ file: URL, with temporary: String) throws(Failure) {
        do {
            try setAsideIfNotRegular(file)
        } catch {
            unlink(temporary)
            throw error
        }
        do {
            try AtomicFile.commit(temporary, to: file.path)
        } catch {
            throw Failure(message: "cannot replace \(file.path): \(error.cause)")
        }
    }

    /// A new 0600 file beside `file` holding `bytes`, flushed to disk; its path.
    func writeTemporary(_ bytes: [UInt8], beside file: URL) throws(Failure) -> String {
        try writeTemporary(pieces: [bytes], beside: file)
    }

    /// As ``writeTemporary(_:beside:)``, the bytes given in pieces, written one after the other.
    func writeTemporary(pieces: [[UInt8]], beside file: URL) throws(Failure) -> String {
        try checkDirectory()
        do {
            return try AtomicFile.writeTemporary(pieces: pieces, beside: file.path)
        } catch {
            throw Failure(message: "cannot write \(error.path): \(error.cause)")
        }
    }

    /// As ``writeTemporary(pieces:beside:)``, the bytes handed by `body` to the `write` it is
    /// given, written as they are made (``AtomicFile/writeTemporary(beside:writing:)``). Throws what
    /// `body` threw, or a ``Failure``.
    func writeTemporary(
        beside file: URL, writing body: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws -> String {
        try checkDirectory()
        do {
            return try AtomicFile.writeTemporary(beside: file.path, writing: body)
        } catch let error as AtomicFile.Failure {
            throw Failure(message: "cannot write \(error.path): \(error.cause)")
        }
    }

    /// Deletes `file`; one that is not there is fine.
    func remove(_ file: URL) throws(Failure) {
        try checkDirectory()
        do {
            try AtomicFile.remove(file.path)
        } catch {
            throw Failure(message: "cannot delete \(file.path): \(error.cause)")
        }
    }

    /// How many backups of one file and one label are kept: older ones are deleted as a new one is
    /// made, so damage that repeats cannot fill the folder.
    static let backupsKept = 3

    /// The names of the folder's entries that `isWanted` accepts (``OwnFileName``'s exact forms;
    /// none when the folder cannot be listed).
    func names(where isWanted: (String) -> Bool) throws(Failure) -> [String] {
        try checkDirectory()
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter(isWanted)
    }
}
