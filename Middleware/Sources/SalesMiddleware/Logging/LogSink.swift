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
package final class LogSink: @unchecked Sendable {
    // Every stored property below `condition` is read and written with `condition` locked.
    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var appended = 0
    private var written = 0
    private var dropped = 0
    private var flushes = 0
    private let descriptor: Int32
    private let capacity: Int
    private let gathering: TimeInterval
    private static let batch = 64 << 10

    /// - Parameters:
    ///   - descriptor: where lines are written; standard error by default.
    ///   - capacity: the most bytes waiting to be written before lines are dropped.
    ///   - gathering: how long lines may wait for others to share their write.
    package init(descriptor: Int32 = 2, capacity: Int = 8 << 20, gathering: Duration = .milliseconds(10)) {
        self.descriptor = descriptor
        self.capacity = capacity
        self.gathering = gathering.timeInterval
        // The thread holds the sink: a sink lives as long as the process.
        let writer = Thread { self.writeForever() }
        writer.name = "log-writer"
        writer.start()
    }

    /// Queues one line, written by `line` straight onto the queue (its newline included): no copy
    /// of its own to make, fill and free. Formatting happens under the lock, which the writer thread
    /// takes only to swap the queue for an empty one. Once `capacity` bytes wait, lines are dropped
    /// (and counted) until the writer catches up; the line that reaches it is kept whole.
    func append(_ line: (inout [UInt8]) -> Void) {
        condition.lock()
        defer { condition.unlock() }
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
    package func flush() {
        condition.lock()
        defer { condition.unlock() }
        let target = appended
        flushes += 1
        condition.broadcast()
        while written < target || dropped > 0 { condition.wait() }
        flushes -= 1
    }

    private func writeForever() {
        var batch: [UInt8] = []
        while true {
            condition.lock()
            while pending.isEmpty && dropped == 0 { condition.wait() }
            let deadline = Date(timeIntervalSinceNow: gathering)
            while pending.count < Self.batch && flushes == 0 && condition.wait(until: deadline) {}
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

    /// Writes every byte; gives up on errors (a closed standard error must not stop the server).
    private func writeAll(_ bytes: [UInt8]) {
        try? FileOutput(descriptor: descriptor).write(bytes)
    }
}
