import Foundation
import SalesJSON

extension SalesMapper {
    /// ``mapByProduct(_:statusCode:)`` while the body arrives: each piece of a successful answer's
    /// body is mapped as it comes, so the body is never held whole — a million sales are 129 MB of
    /// JSON. The result is the same however the body is cut.
    ///
    /// Pieces can also be mapped ahead, on other cores, each on its own (``premap(_:at:knowing:)``), and
    /// then fed with what was made of them (``feed(_:premapped:)``): the result is still the same,
    /// sale for sale and skip for skip, whatever the body holds.
    public struct ByProduct: Sendable {
        private var list = UpstreamListStream<SaleDTO>()
        /// Each id read, its index its group's.
        private var productIDs = ProductIDInterner()
        /// The sales kept so far, in the order read; grouped by product at the end.
        private var sales = MappedSales()
        /// The length of the last id read: the one a sale's id is tried with when it is taken
        /// straight from its bytes (``takeWritten(_:)``).
        private var idLength = 0
        /// The bytes fed so far: where the next piece starts in the body.
        private var received = 0
        /// How many ids this mapper began with: a piece mapped on its own knowing the ids read
        /// before it (``premap(_:at:knowing:)``), whose groups keep their numbers when it is taken.
        private var knownCount = 0
        /// How many premapped pieces were taken as they were mapped (the others were read again).
        public private(set) var premappedPiecesTaken = 0
        /// How many sales were taken straight from their bytes (``takeWritten(_:)``), premapped
        /// pieces' included; the others were read into a DTO.
        public private(set) var salesTakenAsWritten = 0

        /// What reading the body has cost here, premapped pieces taken included: linear in the
        /// body's bytes, whatever its shape (``JSONArrayStream/work``).
        public var work: JSONArrayStream.Work { list.work }

        public init() {}

        /// The ids read so far: what a piece mapped elsewhere can begin with, so that their sales
        /// there are taken straight from their bytes too (``premap(_:at:knowing:)``).
        public struct KnownIDs: Sendable {
            fileprivate let ids: ProductIDInterner
            fileprivate let idLength: Int
        }

        /// The ids this mapper has read so far (a copy: taking it costs no copy of the ids).
        public var knownIDs: KnownIDs { KnownIDs(ids: productIDs, idLength: idLength) }

        /// Maps the sales the next piece of a successful answer's body completes; `false` once the
        /// body cannot be read (``finish(statusCode:errorBody:)`` says why), so the rest need not come.
        public mutating func feed(_ bytes: RawSpan) -> Bool {
            bytes.withUnsafeBytes { feed($0) }
        }

        /// The same as ``feed(_:)`` with the bytes `segment` was made of (``premap(_:at:knowing:)``, given
        /// this piece and where it starts): the pieces before it are read up to where `segment`
        /// guessed its first element starts, and when that is where the reading stands, everything
        /// `segment` read is taken as it is. Otherwise (a guess inside a string, a broken body, a
        /// segment of another piece) the piece is read here, as ``feed(_:)`` reads it.
        public mutating func feed(_ bytes: RawSpan, premapped segment: Segment) -> Bool {
            bytes.withUnsafeBytes { bytes in
                guard segment.offset == received, segment.length == bytes.count, let start = segment.start,
                    start >= received, start - received <= bytes.count
                else { return feed(bytes) }
                let head = start - received
                // The element cut before this piece is finished now, to see where the reading
                // stands — when it is no larger than the piece, so that the cost stays linear.
                let eagerly = list.carriedCount <= bytes.count
                guard feed(UnsafeRawBufferPointer(rebasing: bytes[..<head]), eagerly: eagerly) else { return false }
                // Taken only where the reading stands where the piece's reading began, and with
                // the ids it began knowing (if any) this mapper's first ones still.
                guard list.nextElementOffset == start,
                    productIDs.startsLike(segment.mapper.productIDs, count: segment.mapper.knownCount)
                else {
                    return feed(UnsafeRawBufferPointer(rebasing: bytes[head...]))
                }
                absorb(segment.mapper)
                received += bytes.count - head
                premappedPiecesTaken += 1
                return list.isReading
            }
        }

        private mutating func feed(_ bytes: UnsafeRawBufferPointer, eagerly: Bool = false) -> Bool {
            var list = self.list
            self.list = UpstreamListStream()
            defer { self.list = list }
            list.feed(
                bytes, eagerly: eagerly, written: { reader in takeWritten(&reader) },
                take: { dto throws(SkipReason) in try take(dto) })
            received += bytes.count
            return list.isReading
        }

        /// The sales, once the answer is complete. A status that is not a success is said with
        /// the message in `errorBody` (the body of such an answer, which is never streamed).
        public mutating func finish(statusCode: Int, errorBody: Data = Data()) throws(MappingError)
            -> MappedList<ProductSales>
        {
            try UpstreamStatus.check(statusCode, data: errorBody)
            var list = self.list
            self.list = UpstreamListStream()
            let skipped = try list.finish(statusCode: statusCode) { dto throws(SkipReason) in try take(dto) }
            // An id whose every sale was skipped made a group that stays empty: it is left out.
            let grouped = sales.grouped(ids: productIDs.ids)
            sales = MappedSales()
            return MappedList(elements: grouped, skipped: skipped)
        }

        private mutating func take(_ dto: SaleDTO) throws(SkipReason) {
            let sale = try dto.fields { bytes in group(for: bytes) }
            sales.append(group: sale.productID, amount: sale.amount, date: sale.date)
        }

        /// Sales taken straight from their bytes (``WrittenSale``), one after another while each
        /// is one of a known id of the last id's length, four plain fields each valid, and is
        /// followed by a comma and the next: the same sales ``take(_:)`` keeps of the same bytes —
        /// a run of the upstream's compact form through one pointer first, then one at a time near
        /// the end of the bytes at hand (or in another form). Answers how many, the reader just
        /// after the last (unmoved when none).
        private mutating func takeWritten(_ reader: inout JSONReader) -> Int {
            let (ids, idLength) = (productIDs, self.idLength)
            // Lent to the reading and given back: appended to in place, never copied.
            var sales = MappedSales()
            swap(&sales, &self.sales)
            defer { swap(&sales, &self.sales) }
            var taken = 0
            reader.readRun { bytes, count in
                let run = WrittenSale.readCompactRun(
                    at: bytes, count: count, ids: ids, idLength: idLength, into: &sales)
                taken = run.taken
                return run.used
            }
            var attempt = reader
            if taken == 0 || attempt.skipIfPresent(",") {
                while let sale = WrittenSale.read(&attempt, ids: ids, idLength: idLength) {
                    sale.append(to: &sales)
                    taken += 1
                    reader = attempt
                    guard attempt.skipIfPresent(",") else { break }
                }
            }
            salesTakenAsWritten += taken
            return taken
        }

        /// The index of the group of the id these bytes spell, made (after every group so far) when
        /// the id is new; `nil` when they are not a valid id.
        private mutating func group(for bytes: UnsafeRawBufferPointer) -> Int? {
            guard let index = productIDs.index(for: bytes) else { return nil }
            idLength = bytes.count
            return index
        }

        /// Goes on as `other`, begun where this mapper's reading stands: its groups joined to
        /// these in the order their ids first appear (an id new here makes its group after every
        /// group made so far, as it would have read on), its skipped elements numbered on.
        private mutating func absorb(_ other: ByProduct) {
            // The ids `other` began knowing are this mapper's first ones (checked before it is
            // taken): they keep their numbers. Every other id is found by its bytes, in the order
            // the piece first read them; each is valid here too, so it has a group (`nil` only
            // past 2³¹ ids).
            let groupMap = other.productIDs.ids.indices.map { local -> Int? in
                local < other.knownCount
                    ? local : other.productIDs.bytes(at: local).withUnsafeBytes { group(for: $0) }
            }
            sales.append(contentsOf: other.sales, groupMap: groupMap)
            salesTakenAsWritten += other.salesTakenAsWritten
            list.continue(as: other.list)
        }

        /// A piece of the body mapped on its own (``premap(_:at:knowing:)``), for ``feed(_:premapped:)``.
        public struct Segment: Sendable {
            /// Where the piece starts in the body, and its length.
            let offset: Int
            let length: Int
            /// Where its first element was taken to start; `nil` when none was found, or the
            /// reading from there failed (the piece is then read again in order).
            let start: Int?
            fileprivate let mapper: ByProduct
        }

        /// Maps the piece of a body that starts at `offset`, on its own: from the first element
        /// it seems to hold whole — the first `{` after a `}` and a `,` with only whitespace
        /// between — to the element the piece cuts. Safe whatever the bytes: a wrong guess is
        /// found out and undone by ``feed(_:premapped:)``.
        ///
        /// Given the ids the mapper reading the body in order knew when the piece was handed out
        /// (``knownIDs``), the piece's sales of those ids are taken straight from their bytes, and
        /// its groups keep their numbers when it is taken — if the mapper still begins with those
        /// ids then (checked by their bytes; otherwise every id is found again by its bytes).
        public static func premap(_ bytes: RawSpan, at offset: Int, knowing known: KnownIDs? = nil) -> Segment {
            bytes.withUnsafeBytes { bytes in
                guard let first = firstElementStart(bytes) else {
                    return Segment(offset: offset, length: bytes.count, start: nil, mapper: ByProduct())
                }
                var mapper = ByProduct()
                if let known {
                    (mapper.productIDs, mapper.idLength, mapper.knownCount) = (
                        known.ids, known.idLength, known.ids.count
                    )
                }
                // No sale of the upstream's form is shorter than its 84 bytes around an id.
                mapper.sales.reserveCapacity(bytes.count / 100)
                mapper.list = UpstreamListStream(elementAt: offset + first)
                mapper.received = offset + first
                let reading = mapper.feed(UnsafeRawBufferPointer(rebasing: bytes[first...]))
                return Segment(
                    offset: offset, length: bytes.count, start: reading ? offset + first : nil, mapper: mapper)
            }
        }

        /// The first `{` preceded by `,` and, before that, `}` (whitespace allowed between them).
        private static func firstElementStart(_ bytes: UnsafeRawBufferPointer) -> Int? {
            func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
            var index = 0
            while let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) {
                index = comma + 1
                var before = comma - 1
                while before >= 0, isWhitespace(bytes[before]) { before -= 1 }
                guard before >= 0, bytes[before] == UInt8(ascii: "}") else { continue }
                var after = comma + 1
                while after < bytes.count, isWhitespace(bytes[after]) { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: "{") { return after }
            }
            return nil
        }
    }
}
