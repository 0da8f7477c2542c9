/// Reads a top-level JSON array whose bytes arrive in pieces — a large body read while it is
/// received — handing each element to a reader as soon as all of its bytes are there.
///
/// Each piece is read where it lies; only an element cut by the end of a piece is copied (carried),
/// to be read again whole with what follows. An element is handed over once, complete: a reader
/// that runs out of bytes inside it throws an end of input (``JSONReader/SyntaxError/isEndOfInput``),
/// which the stream takes as "wait for more" until ``finish(_:)``. The syntax accepted, the errors
/// and their byte offsets are the same however the bytes are cut (``JSONReader/readDocumentArray(_:)``
/// is this stream given the whole document at once).
///
/// The reading is linear in the body's bytes whatever its shape or its pieces (``work``): whitespace
/// between elements is used up as it is read, never carried; carried bytes are appended to, never
/// copied again while they wait; and they are read again only once they have doubled since the last
/// reading, so an element far larger than the pieces — one long string, one wide array — is read a
/// bounded number of times over, not once per piece.
public struct JSONArrayStream: Sendable {
    /// What the reading has cost so far, in bytes: the measure that it stays linear in the input.
    public struct Work: Sendable, Equatable {
        /// Bytes copied to be carried: the start of an element cut by the end of a piece, and the
        /// carried bytes moved forward when elements before them were finally read.
        public var copied = 0
        /// Bytes handed to the readers, each time they are read (carried bytes read again count again).
        public var scanned = 0

        public init(copied: Int = 0, scanned: Int = 0) {
            self.copied = copied
            self.scanned = scanned
        }
    }

    private enum Stage: Sendable {
        /// Before the opening `[`.
        case start
        /// After `[`: the first element or `]`.
        case first
        /// After `,`: an element.
        case element
        /// After an element: `,` or `]`.
        case separator
        /// After `]`: whitespace only.
        case end
    }

    /// The cost of the reading so far.
    public private(set) var work = Work()
    private var stage = Stage.start
    /// The bytes after the last step read: the start of an element cut by the end of a piece.
    private var carry: [UInt8] = []
    /// Where `carry` (or the next piece, when nothing is carried) starts in the document.
    private var offset = 0
    private var index = 0
    /// How large the carried bytes must grow before they are read again.
    private var retryAt = 0

    public init() {}

    /// A stream joining a document at `offset`, taken to be the start of an element that follows a
    /// comma: how a piece of a large body is read on its own, beside the pieces before it. Whether
    /// the guess was right is known once the stream reading those pieces reaches the same place
    /// (``nextElementOffset``), and only then may it go on as this one (``continue(as:)``).
    public init(elementAt offset: Int) {
        stage = .element
        self.offset = offset
    }

    /// Where the next element starts in the document, when the stream stands just after a comma
    /// with nothing carried — the one state a stream begun by ``init(elementAt:)`` assumes; `nil`
    /// anywhere else.
    public var nextElementOffset: Int? {
        stage == .element && carry.isEmpty ? offset : nil
    }

    /// How many elements were handed over so far.
    public var elementCount: Int { index }

    /// How many bytes are carried: the start of an element cut by the end of the last piece.
    public var carriedCount: Int { carry.count }

    /// Goes on as `other`, a stream begun by ``init(elementAt:)`` at this one's
    /// ``nextElementOffset``: this stream's state becomes the one `other` reached, its elements
    /// counted after this one's, and its work added to this one's.
    public mutating func `continue`(as other: JSONArrayStream) {
        let (base, work) = (index, self.work)
        self = other
        index += base
        self.work.copied += work.copied
        self.work.scanned += work.scanned
    }

    /// Reads what `bytes` complete, calling `element` with a reader at the start of each element
    /// and its index; `element` must read or skip exactly one value, and may be called again for
    /// the same element only if it threw an end of input.
    public mutating func feed(_ bytes: RawSpan, _ element: (inout JSONReader, Int) throws -> Void) throws {
        try bytes.withUnsafeBytes { try feed($0, element) }
    }

    /// The same, for the mappers in this package, which hold their bodies through pointers. With
    /// `eagerly`, what is carried is read again now, whatever its size: for a caller that needs to
    /// know where the reading stands after these bytes (``nextElementOffset``) and pays for it —
    /// at most ``carriedCount`` bytes, which it checks first.
    ///
    /// Where an element starts, `run` may first take a run of whole elements at once — each
    /// followed by a comma but the last, the reader left just after that last — and answer how
    /// many (none: the reader unmoved): a mapper's shortcut through elements written the one way
    /// their sender writes every one. What it declines is handed to `element`.
    package mutating func feed(
        _ bytes: UnsafeRawBufferPointer, eagerly: Bool = false, run: (inout JSONReader) -> Int = { _ in 0 },
        _ element: (inout JSONReader, Int) throws -> Void
    ) throws {
        guard !bytes.isEmpty else { return }
        var rest = bytes
        if !carry.isEmpty {
            // Not read again before it has doubled: an element far larger than the pieces costs
            // time in proportion to its size, not to its size squared.
            guard eagerly || carry.count + bytes.count >= retryAt else {
                carryOn(bytes)
                return
            }
            // What was cut is finished with as little of the new piece as it takes (the bridge);
            // the rest of the piece is then read where it lies, not copied.
            let carried = carry.count
            let bridge = min(bytes.count, max(carried, 4096))
            carryOn(UnsafeRawBufferPointer(rebasing: bytes[..<bridge]))
            let used = try readCarried(final: false, run: run, element)
            guard used >= carried else {
                // Still inside what was cut: kept, with the whole piece, until it has doubled.
                dropCarried(used)
                carryOn(UnsafeRawBufferPointer(rebasing: bytes[bridge...]))
                retryAt = 2 * carry.count
                return
            }
            carry.removeAll()
            rest = UnsafeRawBufferPointer(rebasing: bytes[(used - carried)...])
        }
        let used = try read(rest, final: false, run: run, element)
        carryOn(UnsafeRawBufferPointer(rebasing: rest[used...]))
        retryAt = 2 * carry.count
    }

    /// The end of the document: reads what is left and checks that the array was closed, with only
    /// whitespace after it.
    public mutating func finish(_ element: (inout JSONReader, Int) throws -> Void) throws {
        _ = try readCarried(final: true, run: { _ in 0 }, element)
        carry = []
    }

    /// Keeps `bytes` after what is carried.
    private mutating func carryOn(_ bytes: UnsafeRawBufferPointer) {
        carry.append(contentsOf: bytes)
        work.copied += bytes.count
    }

    /// Forgets the first `count` carried bytes, read at last.
    private mutating func dropCarried(_ count: Int) {
        guard count > 0 else { return }
        carry.removeFirst(count)
        work.copied += carry.count
    }

    /// Reads the carried bytes (see ``read(_:final:_:)``); they stay carried.
    private mutating func readCarried(
        final: Bool, run: (inout JSONReader) -> Int, _ element: (inout JSONReader, Int) throws -> Void
    ) throws -> Int {
        // Lent to the reading and given back, so the carried bytes are neither copied nor shared.
        var carried: [UInt8] = []
        swap(&carried, &carry)
        defer { swap(&carried, &carry) }
        return try carried.withUnsafeBytes { try read($0, final: final, run: run, element) }
    }

    /// Reads whole steps from `bytes`, which start at `offset` in the document; answers how many
    /// bytes they used, and moves `offset` past them (the rest waits for the next piece, unless this
    /// is the `final` one).
    private mutating func read(
        _ bytes: UnsafeRawBufferPointer, final: Bool, run: (inout JSONReader) -> Int,
        _ element: (inout JSONReader, Int) throws -> Void
    ) throws -> Int {
        work.scanned += bytes.count
        var reader = JSONReader(bytes: bytes, baseOffset: offset)
        var used = 0
        defer { offset += used }
        do {
            while true {
                reader.skipWhitespace()
                // Whitespace between the steps is used up: a long run of it is never carried.
                used = reader.position
                switch stage {
                case .start:
                    guard reader.peek() == UInt8(ascii: "[") else {
                        throw reader.error(reader.peek() == nil ? "the body is empty" : "expected a JSON array")
                    }
                    try reader.consume(UInt8(ascii: "["))
                    stage = .first
                case .first where reader.peek() == UInt8(ascii: "]"):
                    try reader.consume(UInt8(ascii: "]"))
                    stage = .end
                case .first, .element:
                    guard reader.peek() != nil else { throw reader.error("unexpected end of the body") }
                    let taken = run(&reader)
                    if taken > 0 {
                        (index, stage) = (index + taken, .separator)
                        break
                    }
                    // A number is complete only where something follows it.
                    if !final, let first = reader.peek(), first == UInt8(ascii: "-") || (48...57).contains(first) {
                        guard Self.numberIsDelimited(bytes, from: reader.position) else {
                            throw reader.error("unexpected end of the body").atEndOfInput
                        }
                    }
                    try element(&reader, index)
                    index += 1
                    stage = .separator
                case .separator:
                    switch reader.peek() {
                    case UInt8(ascii: ","):
                        try reader.consume(UInt8(ascii: ","))
                        stage = .element
                    case UInt8(ascii: "]"):
                        try reader.consume(UInt8(ascii: "]"))
                        stage = .end
                    default: throw reader.error("expected ',' or ']' in an array")
                    }
                case .end:
                    guard reader.peek() == nil else { throw reader.error("unexpected data after the array") }
                    used = bytes.count
                    return used
                }
                used = reader.position
            }
        } catch let error as JSONReader.SyntaxError where error.isEndOfInput && !final {
            return used
        }
    }

    /// Whether a byte that cannot be part of a number follows the number starting at `start`.
    private static func numberIsDelimited(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Bool {
        bytes[start...].contains { byte in
            !((48...57).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"))
        }
    }
}

extension JSONReader.SyntaxError {
    /// The same error, as an end of input.
    fileprivate var atEndOfInput: JSONReader.SyntaxError {
        JSONReader.SyntaxError(message: message, offset: offset, isEndOfInput: true)
    }
}
