import Foundation
import SalesOutput
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock across processes, for read-modify-write.
extension PrivateFiles {
    /// Runs `body` holding an exclusive lock on the file `name` (made 0600 if missing): one process
    /// at a time reads, changes and writes what the lock guards.
    func withLock<Value>(_ name: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let descriptor = try lockedDescriptor(name)
        defer {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        return try body()
    }

    /// The exclusive lock on the file `name`, held until ``HeldLock/release()`` (or the end of the
    /// process): for what spans more than one call, such as a start of `sales web` from its look
    /// for a running one to its entry.
    func holdLock(_ name: String) throws(Failure) -> HeldLock {
        HeldLock(descriptor: try lockedDescriptor(name))
    }

    /// The file `name`, opened and locked exclusively (waiting for another holder): its descriptor.
    private func lockedDescriptor(_ name: String) throws(Failure) -> Int32 {
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
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw Failure(message: "cannot lock \(path): \(reason)")
            }
        }
        // A logout that forgets everything deletes the lock file too: a lock won on the deleted
        // file guards nothing, so it is taken again on the file the name holds now.
        guard isStill(descriptor, at: path) else {
            flock(descriptor, LOCK_UN)
            close(descriptor)
            return try lockedDescriptor(name)
        }
        return descriptor
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

/// An exclusive lock on a file, held until released (once; the process's end releases it too).
package final class HeldLock: Sendable {
    private let descriptor: Mutex<Int32?>

    init(descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    /// A lock that guards nothing (an in-memory registry's).
    package static var none: HeldLock { HeldLock(nothing: ()) }

    private init(nothing: Void) {
        descriptor = Mutex(nil)
    }

    package func release() {
        guard
            let held = descriptor.withLock({ value in
                defer { value = nil }
                return value
            })
        else { return }
        flock(held, LOCK_UN)
        close(held)
    }

    deinit { release() }
}
