import SalesJSON

/// A list read while its body arrives: the elements in each piece are taken as soon as they are
/// whole (``JSONArrayStream``). A body that is not a JSON array of objects stops the reading; the
/// error is said by ``finish(statusCode:take:)``.
struct UpstreamListStream<DTO: UpstreamElement>: Sendable {
    private var array = JSONArrayStream()
    private var skipped: [SkippedElement] = []
    /// What made the body unreadable, said by ``finish(statusCode:take:)``.
    private var failure: String?

    /// Whether the body is still being read (no syntax error so far).
    var isReading: Bool { failure == nil }

    init() {}

    /// A list read from an element taken to start at `offset` (``JSONArrayStream/init(elementAt:)``).
    init(elementAt offset: Int) {
        array = JSONArrayStream(elementAt: offset)
    }

    /// Where the next element starts, when the reading stands just after a comma (``JSONArrayStream/nextElementOffset``).
    var nextElementOffset: Int? { failure == nil ? array.nextElementOffset : nil }

    /// Goes on as `other`, begun at this list's ``nextElementOffset`` and read without an error:
    /// its skipped elements numbered after this list's elements.
    mutating func `continue`(as other: UpstreamListStream) {
        let base = array.elementCount
        skipped += other.skipped.map { SkippedElement(index: base + $0.index, reason: $0.reason, summary: $0.summary) }
        array.continue(as: other.array)
        failure = other.failure
    }

    /// What the reading has cost so far (``JSONArrayStream/work``).
    var work: JSONArrayStream.Work { array.work }

    /// The bytes of an element cut by the end of the last piece, waiting for the rest.
    var carriedCount: Int { array.carriedCount }

    /// Reads what `bytes` complete (``JSONArrayStream/feed(_:eagerly:run:_:)``). Where an element
    /// starts, `written` may first take a run of whole elements straight from their bytes, without
    /// a DTO — those written the one way the sender writes every element, holding nothing to skip
    /// — and answer how many (``JSONArrayStream``'s `run`); every other element is read into a
    /// DTO for `take`. `written` must keep exactly what `take` would keep of the same elements.
    mutating func feed(
        _ bytes: UnsafeRawBufferPointer, eagerly: Bool = false, written: (inout JSONReader) -> Int = { _ in 0 },
        take: (DTO) throws(SkipReason) -> Void
    ) {
        guard failure == nil else { return }
        var skipped = self.skipped
        self.skipped = []  // one owner while it grows: no copy per piece
        defer { self.skipped = skipped }
        do {
            try array.feed(bytes, eagerly: eagerly, run: written) { reader, index in
                try Self.element(&reader, index, &skipped, take)
            }
        } catch {
            failure = "\(error)"
        }
    }

    /// The elements skipped, once the whole body was read.
    mutating func finish(statusCode: Int, take: (DTO) throws(SkipReason) -> Void) throws(MappingError)
        -> [SkippedElement]
    {
        var skipped = self.skipped
        self.skipped = []
        if failure == nil {
            do {
                try array.finish { reader, index in try Self.element(&reader, index, &skipped, take) }
            } catch {
                failure = "\(error)"
            }
        }
        if let failure {
            throw .invalidPayload(statusCode: statusCode, reason: "expected a JSON array of objects (\(failure))")
        }
        return skipped
    }

    /// One element: its fields handed to `take`, or the reason it is skipped.
    private static func element(
        _ reader: inout JSONReader, _ index: Int, _ skipped: inout [SkippedElement],
        _ take: (DTO) throws(SkipReason) -> Void
    ) throws {
        if let dto = DTO.readCanonical(&reader) {
            do throws(SkipReason) {
                try take(dto)
            } catch {
                skipped.append(SkippedElement(index: index, reason: error, summary: dto.summary))
            }
            return
        }
        guard reader.nextIsObject() else {
            _ = try reader.readValue()
            skipped.append(SkippedElement(index: index, reason: .notAnObject, summary: ""))
            return
        }
        var dto = DTO()
        var seen: UInt64 = 0
        var repeated: Int?
        try reader.readObject { reader, key in
            guard let field = dto.read(key, try reader.readValue()) else { return }
            if seen & (1 << field) != 0, repeated == nil { repeated = field }
            seen |= 1 << field
        }
        do throws(SkipReason) {
            // A field given twice is ambiguous: which value did the sender mean?
            if let repeated { throw .duplicateField(DTO.fieldNames[repeated]) }
            try take(dto)
        } catch {
            skipped.append(SkippedElement(index: index, reason: error, summary: dto.summary))
        }
    }
}
