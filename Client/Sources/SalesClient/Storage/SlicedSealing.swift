import Foundation
import SalesCrypto

/// A large buffer encrypted in place a slice at a time on a thread of its own, each slice handed
/// on (written, for the local copy) while the next is encrypted: sealing and writing a large copy
/// take about the longer of the two, not their sum, when a core is free for it (5M sales: a cold
/// run 0.95 of the time; at 1M the list's output already runs beside the keep).
package enum SlicedSealing {
    /// How much is encrypted before it is handed on: the writes' own slice (``AtomicFile``).
    package static let slice = 4 << 20

    /// Encrypts `buffer` where it lies with `sealer` (which then holds the tag), `slice` bytes at a
    /// time on another thread, and hands each encrypted slice to `handOn` on this one, in order.
    /// A buffer of one slice or less is encrypted here. Returns once the other thread is done with
    /// the buffer, whatever failed: the encryption's failure, or the first `handOn` threw (then
    /// the rest is left unencrypted and not handed on).
    package static func seal(
        _ buffer: inout [UInt8], with sealer: AESGCM.Sealer, slice: Int = slice,
        handingOn handOn: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try buffer.withUnsafeMutableBytes { bytes in
            let step = max(1, slice)
            let slices = stride(from: 0, to: bytes.count, by: step).map { $0..<min($0 + step, bytes.count) }
            guard slices.count > 1 else {
                try sealer.encrypt(bytes)
                try handOn(UnsafeRawBufferPointer(bytes))
                return
            }
            let pipeline = Pipeline(bytes: bytes, slices: slices, sealer: sealer)
            let worker = Thread { pipeline.encryptAll() }
            worker.stackSize = 1 << 20
            worker.start()
            // The buffer is not left while the other thread may still touch it.
            defer { pipeline.waitUntilDone() }
            for range in slices {
                try pipeline.waitForEncryption()
                do {
                    try handOn(UnsafeRawBufferPointer(rebasing: bytes[range]))
                } catch {
                    pipeline.stop()
                    throw error
                }
            }
        }
    }

    /// What the two threads share: the buffer (the worker writes a slice only before saying it is
    /// encrypted, the caller reads it only after), a semaphore signalled once a slice, one when
    /// the worker is done, and the worker's failure or the caller's request to stop.
    private final class Pipeline: @unchecked Sendable {
        private let bytes: UnsafeMutableRawBufferPointer
        private let slices: [Range<Int>]
        private let sealer: AESGCM.Sealer
        private let encrypted = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var failure: AESGCM.Failure?
        private var stopped = false

        init(bytes: UnsafeMutableRawBufferPointer, slices: [Range<Int>], sealer: AESGCM.Sealer) {
            (self.bytes, self.slices, self.sealer) = (bytes, slices, sealer)
        }

        /// The worker's whole work: each slice in order until the last, a failure or a stop.
        func encryptAll() {
            defer { done.signal() }
            for range in slices {
                if lock.withLock({ stopped }) { return }
                do {
                    try sealer.encrypt(UnsafeMutableRawBufferPointer(rebasing: bytes[range]))
                } catch {
                    lock.withLock { failure = error }
                    encrypted.signal()  // wakes the caller to find it
                    return
                }
                encrypted.signal()
            }
        }

        /// Waits for the next slice; throws the worker's failure instead.
        func waitForEncryption() throws(AESGCM.Failure) {
            encrypted.wait()
            if let failure = lock.withLock({ failure }) { throw failure }
        }

        /// Asks the worker to encrypt no further slice.
        func stop() { lock.withLock { stopped = true } }

        /// Returns once the worker has finished (at most once a pipeline: ``seal`` defers it).
        func waitUntilDone() { done.wait() }
    }
}
