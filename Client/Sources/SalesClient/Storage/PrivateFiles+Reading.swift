import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the folder's files: only regular files, never through a link; whole, or part by part
/// through one descriptor (what is read together is of one file, whatever replaces it meanwhile).
extension PrivateFiles {
    /// The file's bytes; `nil` when there is no such file, or when what is there is not a regular
    /// file (moved aside, with a notice).
    func read(_ file: URL) throws(Failure) -> [UInt8]? {
        try withOpened(file) { (opened: inout OpenedFile) throws(Failure) in try opened.readToEnd() }
    }

    /// What `body` reads of the file, opened once; `nil` when there is no such file, or when what
    /// is there is not a regular file (moved aside, with a notice).
    func withOpened<Read>(_ file: URL, _ body: (inout OpenedFile) throws(Failure) -> Read) throws(Failure) -> Read? {
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
        var opened = OpenedFile(descriptor: descriptor, path: file.path, size: Int(clamping: max(0, status.st_size)))
        return try body(&opened)
    }

    /// A regular file open for reading, read on from where the last read ended.
    struct OpenedFile {
        fileprivate let descriptor: Int32
        fileprivate let path: String
        /// Its size when it was opened.
        let size: Int

        /// The next `count` bytes, read straight into place (a 100 MB part: one allocation, no
        /// buffer between); fewer only at the file's end.
        mutating func read(count: Int) throws(Failure) -> [UInt8] {
            var failure: Int32 = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: max(0, count)) { buffer, read in
                read = 0
                guard let start = buffer.baseAddress else { return }
                while read < buffer.count {
                    let more = systemRead(descriptor, start + read, buffer.count - read)
                    if more > 0 {
                        read += more
                    } else if more == 0 {
                        return
                    } else if errno != EINTR {
                        failure = errno
                        return
                    }
                }
            }
            guard failure == 0 else { throw failed(failure) }
            return bytes
        }

        /// Everything from here to the end: the size it had when opened, and on to its end if it
        /// grew meanwhile.
        mutating func readToEnd() throws(Failure) -> [UInt8] {
            var bytes = try read(count: size)
            guard bytes.count == size else { return bytes }
            while true {
                let more = try read(count: 1 << 16)
                bytes += more
                if more.count < 1 << 16 { return bytes }
            }
        }

        private func failed(_ code: Int32) -> Failure {
            Failure(message: "cannot read \(path): \(String(cString: strerror(code)))")
        }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
