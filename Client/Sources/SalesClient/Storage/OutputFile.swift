import Foundation
import SalesOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `-o PATH` puts a command's output. A regular file (or a new path) is replaced atomically
/// — a new file beside it, flushed, then renamed over it, keeping the old file's permissions — so a
/// reader never sees half a file and a failure leaves the old one whole. A symbolic link is
/// followed to its target, which is what gets written: the link stays. A FIFO or a device is
/// written in place, never replaced. A directory, a socket or a dangling chain of links is refused.
struct OutputFile {
    let path: String

    /// What the path names, after following links.
    enum Destination: Equatable {
        case new(path: String)
        case regular(path: String, mode: mode_t)
        case inPlace(path: String)
    }

    func write(_ text: String) throws(ClientError) {
        try write(bytes: Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// `body` as it is (a spreadsheet's bytes), as ``write(_:)`` writes text.
    func write(bytes body: [UInt8]) throws(ClientError) {
        switch try destination() {
        case .new(let target): try replace(target, with: body, mode: nil)
        case .regular(let target, let mode): try replace(target, with: body, mode: mode)
        case .inPlace(let target): try writeInPlace(target, body)
        }
    }

    /// Follows symbolic links (up to 40, as the kernel does) to what will be written.
    func destination() throws(ClientError) -> Destination {
        var target = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(target, &status) == 0 else {
                guard errno == ENOENT else { throw failure(errno) }
                return .new(path: target)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                target = try linkTarget(of: target)
            case S_IFREG:
                return .regular(path: target, mode: status.st_mode & 0o7777)
            case S_IFIFO, S_IFCHR, S_IFBLK:
                return .inPlace(path: target)
            case S_IFDIR:
                throw .usage("-o \(path) is a directory: give a file name")
            default:
                throw .usage("-o \(path) is neither a file, a FIFO nor a device")
            }
        }
        throw failure(ELOOP)
    }

    private func linkTarget(of link: String) throws(ClientError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw failure(errno) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : PathParts(link).folder + target
    }

    /// A new file created as `open(2)` would (0666 less the umask), or the old file's mode kept.
    private func replace(_ target: String, with body: [UInt8], mode: mode_t?) throws(ClientError) {
        do {
            let temporary = try AtomicFile.writeTemporary(
                pieces: [body], beside: target, creationMode: 0o666, mode: mode)
            try AtomicFile.commit(temporary, to: target)
        } catch {
            throw failure(error.cause.code)
        }
    }

    private func writeInPlace(_ target: String, _ body: [UInt8]) throws(ClientError) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        do {
            try FileOutput(descriptor: descriptor).write(body)
        } catch {
            throw failure(error.code)
        }
    }

    private func failure(_ code: Int32) -> ClientError {
        .storage("cannot write \(path): \(WriteFailure(code: code))")
    }
}
