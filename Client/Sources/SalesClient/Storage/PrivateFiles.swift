import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files only the user may read, in one folder: the folder 0700, files 0600 (looser permissions
/// are tightened, with a notice), written whole (a temporary file beside, fsync, rename: a reader
/// sees the old file or the new one), and an exclusive lock for read-modify-write across processes.
struct PrivateFiles: Sendable {
    struct Failure: Error, Equatable {
        let message: String
    }

    let directory: URL
    /// One line for each repair made (permissions).
    let notify: @Sendable (String) -> Void

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    func makeDirectory() throws(Failure) {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(message: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        tighten(directory, to: 0o700)
    }

    /// Removes permissions beyond `mode` from an existing file or folder, and says so.
    func tighten(_ url: URL, to mode: mode_t) {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return }
        let current = status.st_mode & 0o777
        guard current & ~mode != 0 else { return }
        guard chmod(url.path, current & mode) == 0 else {
            notify("\(url.path) is open to others (mode \(String(current, radix: 8))) and could not be tightened")
            return
        }
        notify("tightened \(url.path) from mode \(String(current, radix: 8)) to \(String(current & mode, radix: 8))")
    }

    /// The file's bytes; `nil` when there is no such file.
    func read(_ file: URL) throws(Failure) -> [UInt8]? {
        do {
            return Array(try Data(contentsOf: file))
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return nil
        } catch {
            if !FileManager.default.fileExists(atPath: file.path) { return nil }
            throw Failure(message: "cannot read \(file.path): \(error.localizedDescription)")
        }
    }

    /// Writes `bytes` to a new 0600 file beside `file`, flushes it, and renames it into place.
    func write(_ bytes: [UInt8], to file: URL) throws(Failure) {
        let temporary = try writeTemporary(bytes, beside: file)
        guard rename(temporary, file.path) == 0 else {
            unlink(temporary)
            throw Failure(message: "cannot replace \(file.path): \(String(cString: strerror(errno)))")
        }
    }

    /// A new 0600 file beside `file` holding `bytes`, flushed to disk; its path.
    func writeTemporary(_ bytes: [UInt8], beside file: URL) throws(Failure) -> String {
        let temporary = file.path + ".tmp-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            guard result > 0 else {
                close(descriptor)
                unlink(temporary)
                throw Failure(message: "cannot write \(temporary): \(String(cString: strerror(errno)))")
            }
            written += result
        }
        _ = fchmod(descriptor, 0o600)
        _ = fsync(descriptor)
        close(descriptor)
        return temporary
    }

    /// Renames `file` to `file` + `suffix`; nothing when there is no such file.
    func moveAside(_ file: URL, suffix: String) throws(Failure) {
        guard rename(file.path, file.path + suffix) == 0 || errno == ENOENT else {
            throw Failure(message: "cannot move aside \(file.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Runs `body` holding an exclusive lock on the file `name` (made 0600 if missing): one process
    /// at a time reads, changes and writes what the lock guards.
    func withLock<Value>(_ name: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try makeDirectory()
        let path = file(name).path
        let descriptor = open(path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw Failure(message: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
