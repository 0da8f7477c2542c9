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
}
