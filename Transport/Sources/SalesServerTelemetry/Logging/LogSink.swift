import Foundation
import SalesOutput
import SalesSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where log lines go: a file descriptor (standard error), written off the request path.
///
/// Callers write whole lines onto a buffer under a lock and return; one thread writes whatever has
/// gathered, waking when the first line arrives and then letting lines gather for up to
/// `gathering` (10 ms) or 64 KiB, so a busy server makes about a hundred `write(2)` calls a second
/// however many requests it answers. A request pays for formatting its line, never for a system
/// call or a wake-up. When the writer falls behind by `capacity` bytes, new
/// lines are dropped and counted, and the count is written once it catches up: logging never holds
/// a request up or grows without bound. ``flush()`` waits until every line appended so far is
/// written (at exit).
///
/// The writer thread starts with the first line and ends with ``close()`` — which the sink, run as
/// a service of the application (ServiceLifecycle), calls when the service group shuts down —
/// after writing every line; a line logged after that is written at once, by its caller.
public final class LogSink: @unchecked Sendable {
    // Every stored property below `condition` is read and written with `condition` locked.
    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var appended = 0
    private var written = 0
    private var dropped = 0
    private var flushes = 0
    private var state = State.idle
    private var writer: pthread_t?
    private let name: String
    private let descriptor: Int32
    private let capacity: Int
    private let gathering: TimeInterval
    private static let batch = 64 << 10

    /// - Parameters:
    ///   - descriptor: where lines are written; standard error by default.
    ///   - capacity: the most bytes waiting to be written before lines are dropped.
    ///   - gathering: how long lines may wait for others to share their write.
    ///   - name: the writer thread's name (at most 15 bytes on Linux), as `ps -L` shows it.
    public init(
        descriptor: Int32 = 2, capacity: Int = 8 << 20, gathering: Duration = .milliseconds(10),
        name: String = "log-writer"
    ) {
        self.descriptor = descriptor
        self.capacity = capacity
        self.gathering = gathering.timeInterval
        self.name = String(decoding: name.utf8.prefix(15), as: UTF8.self)
    }

    private enum State {
        /// No line yet: no thread.
        case idle
        case running
        /// ``close()`` asked the writer to write what is left and end.
        case closing
        /// The writer has ended: lines are written by their callers.
        case closed
    }

    /// Queues one line, written by `line` straight onto the queue (its newline included): no copy
    /// of its own to make, fill and free. Formatting happens under the lock, which the writer thread
    /// takes only to swap the queue for an empty one. Once `capacity` bytes wait, lines are dropped
    /// (and counted) until the writer catches up; the line that reaches it is kept whole.
    public func append(_ line: (inout [UInt8]) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        switch state {
        case .idle: startWriter()
        case .running, .closing: break
        case .closed:
            var text: [UInt8] = []
            line(&text)
            writeAll(text)
            return
        }
        let before = pending.count
        guard before < capacity else {
            dropped += 1
            return
        }
        line(&pending)
        appended += pending.count - before
        // Wake the writer for the first line, and when a batch is full.
        if before == 0 || (before < Self.batch && pending.count >= Self.batch) { condition.signal() }
    }

    /// Returns once every line appended before the call, and the count of any dropped, has been
    /// written.
    public func flush() {
        condition.lock()
        defer { condition.unlock() }
        let target = appended
        flushes += 1
        condition.broadcast()
        while state != .closed && (written < target || dropped > 0) { condition.wait() }
        flushes -= 1
    }

    /// Writes every line appended so far, then ends the writer thread (and waits for it to end).
    /// Later lines are written at once by whoever logs them. Closing twice is fine.
    public func close() {
        condition.lock()
        let thread = writer
        writer = nil
        switch state {
        case .idle: state = .closed
        case .running:
            state = .closing
            condition.broadcast()
        case .closing, .closed: break
        }
        condition.unlock()
        if let thread { pthread_join(thread, nil) }
    }

    /// Starts the writer thread; called with `condition` locked.
    private func startWriter() {
        state = .running
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
            var created: pthread_t?
        #else
            var created = pthread_t()
        #endif
        let started = pthread_create(
            &created, nil,
            { context in
                guard let context else { return nil }
                let sink = Unmanaged<LogSink>.fromOpaque(context).takeRetainedValue()
                sink.writeUntilClosed()
                return nil
            }, context)
        #if canImport(Darwin)
            let thread = started == 0 ? created : nil
        #else
            let thread: pthread_t? = started == 0 ? created : nil
        #endif
        guard let thread else {
            // No thread to be had: every line is written by its caller.
            Unmanaged<LogSink>.fromOpaque(context).release()
            state = .closed
            return
        }
        writer = thread
    }

    private func writeUntilClosed() {
        nameThisThread()
        var batch: [UInt8] = []
        while true {
            condition.lock()
            while pending.isEmpty && dropped == 0 && state == .running { condition.wait() }
            if pending.isEmpty && dropped == 0 {
                // Closing, with nothing left to write.
                state = .closed
                condition.broadcast()
                condition.unlock()
                return
            }
            let deadline = Date(timeIntervalSinceNow: gathering)
            while pending.count < Self.batch && flushes == 0 && state == .running && condition.wait(until: deadline) {}
            swap(&batch, &pending)
            if dropped > 0 {
                let note = "log: \(dropped) lines dropped: the log writer fell behind\n"
                batch.append(contentsOf: note.utf8)
                appended += note.utf8.count
                dropped = 0
            }
            condition.unlock()

            writeAll(batch)

            condition.lock()
            written += batch.count
            condition.broadcast()
            condition.unlock()
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Names the writer thread, as `ps -L` and `top -H` show it (Linux; best effort).
    private func nameThisThread() {
        #if os(Linux)
            let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            try? FileOutput(descriptor: descriptor).write(name)
            _ = Glibc.close(descriptor)
        #endif
    }

    /// Writes every byte; gives up on errors (a closed standard error must not stop the server).
    private func writeAll(_ bytes: [UInt8]) {
        try? FileOutput(descriptor: descriptor).write(bytes)
    }
}
