#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to an open file descriptor: every byte, or a ``WriteFailure``. Short writes and
/// interruptions are retried; a descriptor that is not ready (non-blocking, full) is waited for;
/// anything else — a full disk or device, a closed descriptor, a reader gone — is reported, never
/// trapped on (as `FileHandle.write` does).
public struct FileOutput: Sendable {
    public let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ text: String) throws(WriteFailure) {
        var text = text
        // `withUTF8` rethrows untyped errors: the failure travels out as a value.
        try text.withUTF8 { bytes in Result { () throws(WriteFailure) in try writeAll(UnsafeRawBufferPointer(bytes)) } }
            .get()
    }

    public func write(_ bytes: [UInt8]) throws(WriteFailure) {
        try bytes.withUnsafeBytes { raw in Result { () throws(WriteFailure) in try writeAll(raw) } }.get()
    }

    public func write(_ bytes: RawSpan) throws(WriteFailure) {
        try bytes.withUnsafeBytes { raw in Result { () throws(WriteFailure) in try writeAll(raw) } }.get()
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws(WriteFailure) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, base + offset, bytes.count - offset)
            if count > 0 {
                offset += count
                continue
            }
            let code = count < 0 ? errno : EIO
            switch code {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: try waitUntilWritable()
            default: throw WriteFailure(code: code)
            }
        }
    }

    private func waitUntilWritable() throws(WriteFailure) {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&request, 1, -1) < 0 {
            guard errno == EINTR else { throw WriteFailure(code: errno) }
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
