import Foundation
import SalesOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files only the user may read, in one folder: the folder 0700, files 0600 (looser permissions
/// are tightened, with a notice), written whole (a temporary file beside, fsync, rename: a reader
/// sees the old file or the new one), and an exclusive lock for read-modify-write across processes.
///
/// A file is only ever a regular file: a symbolic link, a folder, a FIFO or a device where one is
/// expected is never followed, read or chmod'ed — it is moved aside with a notice, and the store
/// carries on as if the file were missing. Nothing moved aside ever replaces an earlier backup.
///
/// The folder is the client's own, made 0700. Where it is a symbolic link (a data folder moved to
/// another disk), the link is followed only to a folder of this user that no one else can open,
/// and that folder is never chmod'ed — it is not ours; a link to anything else is refused with a
/// clear error before any file in it is read, written or deleted (``checkDirectory()``).
struct PrivateFiles: Sendable {
    struct Failure: Error, Equatable {
        let message: String
    }

    let directory: URL
    /// One line for each repair made (permissions, a file moved aside).
    let notify: @Sendable (String) -> Void
    /// The time backups are named after.
    var now: @Sendable () -> Date = Date.init

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// What the folder's path holds.
    private enum Folder {
        case missing
        /// A folder at the path itself: made by the client.
        case own
        /// A symbolic link to a folder of this user that no one else can open.
        case linkedPrivate
    }

    /// Makes the folder 0700 when it is missing; tightens it when it is the client's own.
    func makeDirectory() throws(Failure) {
        guard try folder() == .missing else {
            try tightenDirectory()
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(message: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        try tightenDirectory()
    }

    /// Removes permissions beyond 0700 from the client's own folder, and says so; a linked one is
    /// left as it is. Refuses a folder that may not be used.
    func tightenDirectory() throws(Failure) {
        guard try folder() == .own else { return }
        tighten(directory, to: 0o700, kind: S_IFDIR, flags: O_DIRECTORY | O_NOFOLLOW)
    }

    /// Whether the folder may be used (missing, the client's own, or a link to a private folder of
    /// this user); a clear error otherwise.
    func checkDirectory() throws(Failure) {
        _ = try folder()
    }

    private func folder() throws(Failure) -> Folder {
        let path = directory.path
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return .missing }
            throw Failure(message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .own
        case S_IFLNK: break
        default: throw Failure(message: "\(path) is not a folder: sales keeps its files in a folder of that name")
        }
        var target = stat()
        let advice = "point the link at a folder only you can open (chmod 700), or set XDG_DATA_HOME"
        guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(message: "\(path) is a symbolic link to no folder: \(advice)")
        }
        guard target.st_uid == geteuid() else {
            throw Failure(message: "\(path) links to a folder of another user: \(advice)")
        }
        guard target.st_mode & 0o077 == 0 else {
            throw Failure(
                message:
                    "\(path) links to a folder others can open (mode \(String(target.st_mode & 0o777, radix: 8))): \(advice)"
            )
        }
        return .linkedPrivate
    }

    /// Removes permissions beyond 0600 from an existing regular file, and says so; anything else at
    /// that name is left for ``read(_:)`` or ``write(_:to:)`` to move aside, never chmod'ed.
    func tighten(_ file: URL) {
        // In a folder that may not be used, nothing is changed; the read that follows says why.
        guard (try? checkDirectory()) != nil else { return }
        tighten(file, to: 0o600, kind: S_IFREG, flags: O_NOFOLLOW)
    }

    private func tighten(_ url: URL, to mode: mode_t, kind: mode_t, flags: Int32) {
        // Through a descriptor opened without following a link: what is checked is what is changed.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | flags)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == kind else { return }
        let current = status.st_mode & 0o777
        guard current & ~mode != 0 else { return }
        guard fchmod(descriptor, current & mode) == 0 else {
            notify("\(url.path) is open to others (mode \(String(current, radix: 8))) and could not be tightened")
            return
        }
        notify("tightened \(url.path) from mode \(String(current, radix: 8)) to \(String(current & mode, radix: 8))")
    }

    /// The file's bytes; `nil` when there is no such file, or when what is there is not a regular
    /// file (moved aside, with a notice).
    func read(_ file: URL) throws(Failure) -> [UInt8]? {
        try checkDirectory()
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: return nil
            case ELOOP:
                try setAsideIfNotRegular(file)
                return nil
            default: throw Failure(message: "cannot read \(file.path): \(String(cString: strerror(errno)))")
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(message: "cannot read \(file.path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            try setAsideIfNotRegular(file)
            return nil
        }
        // Room for the file as it is now (a 100 MB copy is read once into place, not grown by
        // doubling); a file that grows meanwhile is read on to its end all the same.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(clamping: max(0, status.st_size)))
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw Failure(message: "cannot read \(file.path): \(String(cString: strerror(errno)))")
            }
            bytes += buffer[0..<count]
        }
    }

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

    /// Renames each of `files` that exists to its name + one suffix they share,
    /// `.<label>-<seconds since 1970>`, with `-2`, `-3`… added when a backup already has that name:
    /// an earlier backup is never replaced (a file is linked to its new name, which fails rather
    /// than replace, then unlinked). Then only the newest ``backupsKept`` backups of each file with
    /// this label remain. Returns the suffix.
    func moveAside(_ files: [URL], label: String) throws(Failure) -> String {
        try checkDirectory()
        let stamp = "\(label)-\(Int(now().timeIntervalSince1970))"
        for attempt in 1...10_000 {
            let suffix = "." + stamp + (attempt == 1 ? "" : "-\(attempt)")
            var moved: [URL] = []
            var taken = false
            for file in files {
                switch moveAside(file, to: file.path + suffix) {
                case .moved: moved.append(file)
                case .missing: continue
                case .taken: taken = true
                case .failed(let code):
                    throw Failure(message: "cannot move aside \(file.path): \(String(cString: strerror(code)))")
                }
                if taken { break }
            }
            guard taken else {
                for file in moved { pruneBackups(of: file, label: label) }
                return suffix
            }
            // Another backup has this name: put back what moved, and try the next one.
            for file in moved { _ = rename(file.path + suffix, file.path) }
        }
        throw Failure(message: "cannot move aside \(files.first?.path ?? ""): too many backups")
    }

    /// The names of the folder's entries that `isWanted` accepts (``OwnFileName``'s exact forms;
    /// none when the folder cannot be listed).
    func names(where isWanted: (String) -> Bool) throws(Failure) -> [String] {
        try checkDirectory()
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter(isWanted)
    }

    /// Deletes all but the newest ``backupsKept`` backups of `file` made with `label`, newest by
    /// their names' time and number. A backup that is a folder is left where it is: it is not ours to
    /// empty.
    private func pruneBackups(of file: URL, label: String) {
        let prefix = file.lastPathComponent + ".\(label)-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []
        let backups = names.compactMap { name -> (name: String, order: [Int])? in
            guard name.hasPrefix(prefix) else { return nil }
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            guard (1...2).contains(parts.count), numbers.count == parts.count else { return nil }
            return (name, [numbers[0], numbers.count > 1 ? numbers[1] : 1])
        }
        for old in backups.sorted(by: { $0.order.lexicographicallyPrecedes($1.order) }).dropLast(Self.backupsKept) {
            unlink(file.deletingLastPathComponent().appendingPathComponent(old.name).path)
        }
    }

    private enum Move {
        case moved, missing, taken
        case failed(Int32)
    }

    private func moveAside(_ file: URL, to backup: String) -> Move {
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return errno == ENOENT ? .missing : .failed(errno) }
        if status.st_mode & S_IFMT != S_IFDIR {
            // link(2) never replaces, and links a symbolic link itself.
            guard link(file.path, backup) == 0 else {
                if errno == EEXIST { return .taken }
                return renameUnlessTaken(file.path, backup)
            }
            unlink(file.path)
            return .moved
        }
        return renameUnlessTaken(file.path, backup)
    }

    /// For what cannot be linked (a folder, a file system without links): checked, then renamed.
    private func renameUnlessTaken(_ path: String, _ backup: String) -> Move {
        var status = stat()
        if lstat(backup, &status) == 0 { return .taken }
        return rename(path, backup) == 0 ? .moved : .failed(errno)
    }

    /// Runs `body` holding an exclusive lock on the file `name` (made 0600 if missing): one process
    /// at a time reads, changes and writes what the lock guards.
    func withLock<Value>(_ name: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try makeDirectory()
        let lockFile = file(name)
        let path = lockFile.path
        var descriptor = try openLock(path)
        if descriptor < 0 {
            // Not a regular file (a link, a folder, a FIFO): moved aside, and a lock file made.
            try setAsideIfNotRegular(lockFile)
            descriptor = try openLock(path)
        }
        guard descriptor >= 0 else {
            throw Failure(message: "cannot open \(path): not a regular file")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw Failure(message: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        // A logout that forgets everything deletes the lock file too: a lock won on the deleted
        // file guards nothing, so it is taken again on the file the name holds now.
        guard isStill(descriptor, at: path) else { return try withLock(name, body) }
        return try body()
    }

    /// Whether `path` still names the file `descriptor` has open.
    private func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0 && opened.st_ino == named.st_ino
            && opened.st_dev == named.st_dev
    }

    /// The lock file, opened without following a link; `-1` when what is there is not a regular file.
    private func openLock(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP || errno == EISDIR || errno == ENXIO { return -1 }
            throw Failure(message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return -1
        }
        return descriptor
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
