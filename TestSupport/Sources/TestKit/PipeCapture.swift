import Foundation

/// A pipe whose read end is drained on its own thread: what a ``LogSink`` writes to the write end,
/// as text once the write end is closed.
public final class PipeCapture: @unchecked Sendable {
    public let writeDescriptor: Int32
    private let readDescriptor: Int32
    private let done = DispatchSemaphore(value: 0)
    // Written by the reading thread only, read after `done` is signalled.
    private var bytes: [UInt8] = []

    public init() throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        Thread { self.drain() }.start()
    }

    /// Closes the write end and returns everything written to it.
    public func finish() -> String {
        close(writeDescriptor)
        done.wait()
        close(readDescriptor)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        done.signal()
    }
}
