import Dispatch
import Foundation
import SalesCore
import SalesHTTP
import SalesSupport
import Synchronization

/// `GET /sales` mapped while libcurl delivers it, on every core (``SalesMapper/ByProduct``).
///
/// The transport's thread only gathers the body into pieces of ``pieceSize`` bytes; each whole
/// piece is mapped on its own by a worker, knowing the ids read before it
/// (``SalesMapper/ByProduct/premap(_:at:knowing:)``), and the pieces are fed to one mapper in the
/// body's order as they come back
/// (``SalesMapper/ByProduct/feed(_:premapped:)``) — the result is the one-core mapping's, sale for
/// sale. At most ``piecesInFlight`` pieces wait or are mapped at a time: when the workers fall
/// behind the network, the transport's thread waits (and TCP slows the sender), so memory stays
/// bounded whatever the body's size.
package final class SalesMapping: ResponseBodyConsumer {
    /// 4 MiB: some 30,000 sales of the API's shape, enough that a piece's own groups and ids cost
    /// little beside its sales; a body smaller than one piece is mapped in one go, after it has come.
    package static let pieceSize = 4 << 20
    /// Two pieces per core mapping or waiting: 32 MiB of body held at most on two cores.
    package static let piecesInFlight = 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// A whole piece of the body: its bytes, where they start in the body, its number in its order.
    private struct Piece {
        let bytes: PieceBytes
        let offset: Int
        let number: Int
    }

    /// A piece mapped on its own, waiting for its turn to be fed; whether it holds a slot.
    private struct MappedPiece {
        let bytes: PieceBytes
        let segment: SalesMapper.ByProduct.Segment
        let holdsSlot: Bool
    }

    private struct Gathering {
        var bytes: [UInt8] = []
        /// Where `bytes` start in the body, and the piece's number in the body's order.
        var offset = 0
        var number = 0
    }

    /// The pieces mapped ahead of their turn, by number, and whose turn it is. Held only to
    /// leave or take a piece: the feeding itself is done outside it, by one worker at a time.
    private struct Queue {
        var waiting: [Int: MappedPiece] = [:]
        var next = 0
        /// A worker is feeding pieces: the others leave theirs and go back to mapping.
        var feeding = false
    }

    private let progress: (@Sendable (TransferProgress) -> Void)?
    private let pieceSize: Int
    private let gathering = Mutex(Gathering())
    /// Pieces' buffers once fed, emptied for the next pieces: a body of any size goes through
    /// ``piecesInFlight`` or so buffers, its memory paged in once, not piece after piece.
    private let spareBuffers = Mutex<[[UInt8]]>([])
    private let queue = Mutex(Queue())
    /// Touched only by the worker feeding (``Queue/feeding``): never waited for.
    private let mapper = Mutex(SalesMapper.ByProduct())
    /// The ids the mapper has read so far, as of the last piece fed: each piece is mapped knowing
    /// them, so that their sales in it are taken straight from their bytes.
    private let knownIDs = Mutex<SalesMapper.ByProduct.KnownIDs?>(nil)
    private let slots: DispatchSemaphore
    private let workers = DispatchGroup()
    /// Cleared when the body turns out unreadable: read without the merging's lock, on every piece.
    private let reading = Atomic(true)

    package init(
        progress: (@Sendable (TransferProgress) -> Void)?, pieceSize: Int = SalesMapping.pieceSize,
        piecesInFlight: Int = SalesMapping.piecesInFlight
    ) {
        self.progress = progress
        self.pieceSize = max(1, pieceSize)
        slots = DispatchSemaphore(value: max(1, piecesInFlight))
    }

    package func progressed(_ transfer: TransferProgress) {
        progress?(transfer)
    }

    package func begin() {
        // A retry starts the body again: what the last attempt left in flight is let finish first.
        workers.wait()
        gathering.withLock { $0 = Gathering() }
        queue.withLock { $0 = Queue() }
        mapper.withLock { $0 = SalesMapper.ByProduct() }
        knownIDs.withLock { $0 = nil }
        reading.store(true, ordering: .relaxed)
    }

    package func receive(_ bytes: RawSpan) -> Bool {
        let whole = gathering.withLock { gathering -> Piece? in
            if gathering.bytes.isEmpty {
                gathering.bytes = spareBuffers.withLock { $0.popLast() } ?? Self.buffer(pieceSize + bytes.byteCount)
                gathering.bytes.reserveCapacity(pieceSize + bytes.byteCount)
            }
            bytes.withUnsafeBytes { gathering.bytes.append(contentsOf: $0) }
            guard gathering.bytes.count >= pieceSize else { return nil }
            return take(&gathering)
        }
        if let whole {
            slots.wait()
            map(whole)
        }
        return reading.load(ordering: .relaxed)
    }

    /// The sales, once every piece is mapped; a status that is not a success is said with the
    /// message in `errorBody`.
    package func finish(statusCode: Int, errorBody: Data) async throws(MappingError) -> MappedList<ProductSales> {
        if let last = gathering.withLock({ $0.bytes.isEmpty ? nil : take(&$0) }) {
            // The last piece needs no slot: the transfer is over, nothing else will come.
            map(last, holdsSlot: false)
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            workers.notify(queue: .global()) { done.resume() }
        }
        spareBuffers.withLock { $0 = [] }
        return try mapper.withLock { mapper throws(MappingError) in
            try mapper.finish(statusCode: statusCode, errorBody: errorBody)
        }
    }

    /// The gathered bytes as a piece, and the gathering moved on past it.
    private func take(_ gathering: inout Gathering) -> Piece {
        var bytes: [UInt8] = []
        swap(&bytes, &gathering.bytes)
        defer {
            gathering.offset += bytes.count
            gathering.number += 1
        }
        return Piece(bytes: PieceBytes(bytes), offset: gathering.offset, number: gathering.number)
    }

    /// Feeds every piece whose turn has come, in order, until the next one is not mapped yet; then
    /// stands down, so that the worker mapping it feeds it (the check and the standing down are one
    /// step under the queue's lock: no piece is left waiting unseen). A piece holds its slot until
    /// it is fed, not just mapped: pieces mapped ahead of a slow one wait with their bytes, and
    /// count against the bound.
    private func feedWaitingPieces() {
        while let item = nextPieceToFeed() {
            if reading.load(ordering: .relaxed) {
                let (read, known) = mapper.withLock { mapper in
                    (item.bytes.read { mapper.feed($0, premapped: item.segment) }, mapper.knownIDs)
                }
                knownIDs.withLock { $0 = known }
                if !read { reading.store(false, ordering: .relaxed) }
            }
            recycle(item.bytes.take())
            if item.holdsSlot { slots.signal() }
        }
    }

    /// An empty buffer for a piece, room for `capacity` bytes on huge pages where the kernel
    /// gives them (``HugePages``): a body's every byte is copied into one.
    private static func buffer(_ capacity: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            count = 0
        }
    }

    /// Keeps a fed piece's buffer, emptied (its capacity kept), for a piece to come.
    private func recycle(_ buffer: consuming [UInt8]) {
        var buffer = buffer
        buffer.removeAll(keepingCapacity: true)
        spareBuffers.withLock { $0.append(buffer) }
    }

    /// The piece whose turn it is, or `nil` — and the feeding ended — when it is not mapped yet.
    private func nextPieceToFeed() -> MappedPiece? {
        queue.withLock { queue in
            guard let item = queue.waiting.removeValue(forKey: queue.next) else {
                queue.feeding = false
                return nil
            }
            queue.next += 1
            return item
        }
    }

    /// Maps `piece` on a worker, then feeds every piece whose turn has come.
    private func map(_ piece: Piece, holdsSlot: Bool = true) {
        workers.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let known = knownIDs.withLock { $0 }
            let segment = piece.bytes.read { SalesMapper.ByProduct.premap($0, at: piece.offset, knowing: known) }
            let feeds = queue.withLock { queue in
                queue.waiting[piece.number] = MappedPiece(bytes: piece.bytes, segment: segment, holdsSlot: holdsSlot)
                guard !queue.feeding else { return false }
                queue.feeding = true
                return true
            }
            if feeds { feedWaitingPieces() }
            workers.leave()
        }
    }
}

/// A piece's bytes, held by reference from the transport's thread to the worker mapping them and
/// the one feeding them: taken out whole when fed, so their buffer is kept for the next piece
/// rather than copied (a value captured by each closure would be shared, not taken).
private final class PieceBytes: Sendable {
    private let bytes: Mutex<[UInt8]>

    init(_ bytes: consuming [UInt8]) {
        self.bytes = Mutex(bytes)
    }

    /// `body` over the bytes.
    func read<Result: Sendable>(_ body: (RawSpan) -> Result) -> Result {
        bytes.withLock { bytes in bytes.withUnsafeBytes { body($0.bytes) } }
    }

    /// The buffer, taken out: none is left here.
    func take() -> [UInt8] {
        bytes.withLock { bytes in
            var taken: [UInt8] = []
            swap(&taken, &bytes)
            return taken
        }
    }
}
