import Dispatch
import Foundation
import SalesOutput
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FileOutputTests {
    @Test func writesEveryByteEvenWhenThePipeMustBeDrainedFirst() throws {
        let (reader, writer) = try makePipe(nonBlockingWriter: true)
        defer { close(reader) }
        let text = String(repeating: "0123456789abcdef", count: 64 << 10)  // 1 MiB, 16× a pipe's buffer
        let drained = Drain(reader)
        try FileOutput(descriptor: writer).write(text)
        close(writer)
        #expect(drained.wait() == Array(text.utf8))
    }

    @Test func aFullDeviceIsAFailureNamedByTheSystem() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let failure = #expect(throws: WriteFailure.self) { try FileOutput(descriptor: descriptor).write("figures\n") }
        #expect(failure?.code == ENOSPC)
        #expect(failure?.description == "No space left on device")
        #expect(failure?.isClosedPipe == false)
    }

    @Test func aClosedDescriptorIsAFailureNotATrap() throws {
        // A descriptor at the process's limit: never open, whatever the tests running beside this
        // one open and close (a number just closed can be handed out again at once).
        var limit = rlimit()
        try #require(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let descriptor = try #require(Int32(exactly: min(limit.rlim_cur, rlim_t(Int32.max))))
        let failure = #expect(throws: WriteFailure.self) { try FileOutput(descriptor: descriptor).write("x") }
        #expect(failure?.code == EBADF)
    }

    @Test func aReaderGoneIsAClosedPipe() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let (reader, writer) = try makePipe(nonBlockingWriter: false)
        defer { close(writer) }
        close(reader)
        let failure = #expect(throws: WriteFailure.self) { try FileOutput(descriptor: writer).write("x") }
        #expect(failure?.isClosedPipe == true)
    }

    @Test func nothingToWriteWritesNothing() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try FileOutput(descriptor: descriptor).write("")
    }

    private func makePipe(nonBlockingWriter: Bool) throws -> (reader: Int32, writer: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        if nonBlockingWriter { _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) }
        return (ends[0], ends[1])
    }
}

/// Reads a descriptor to its end on a thread of its own.
private final class Drain: @unchecked Sendable {
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                bytes.append(contentsOf: buffer[0..<count])
            }
            done.signal()
        }
        thread.start()
    }

    func wait() -> [UInt8] {
        done.wait()
        return bytes
    }
}
