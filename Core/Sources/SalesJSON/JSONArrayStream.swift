/// Reads a top-level JSON array whose bytes arrive in pieces — a large body read while it is
/// received — handing each element to a reader as soon as all of its bytes are there.
///
/// Each piece is read where it lies; only an element cut by the end of a piece is copied, to be
/// read again whole with the next piece. An element is handed over once, complete: a reader that
/// runs out of bytes inside it throws an end of input (``JSONReader/SyntaxError/isEndOfInput``),
/// which the stream takes as "wait for more" until ``finish(_:)``. The syntax accepted, the errors
/// and their byte offsets are the same however the bytes are cut (``JSONReader/readDocumentArray(_:)``
/// is this stream given the whole document at once).
public struct JSONArrayStream: Sendable {
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

    private var stage = Stage.start
    /// The bytes after the last step read: the start of an element cut by the end of a piece.
    private var carry: [UInt8] = []
    /// Where `carry` (or the next piece, when nothing is carried) starts in the document.
    private var offset = 0
    private var index = 0
    /// How large the carried bytes must grow before they are read again.
    private var retryAt = 0

    public init() {}

    /// Reads what `bytes` complete, calling `element` with a reader at the start of each element
    /// and its index; `element` must read or skip exactly one value, and may be called again for
    /// the same element only if it threw an end of input.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, _ element: (inout JSONReader, Int) throws -> Void)
        throws
    {
        var rest = bytes
        if !carry.isEmpty {
            // What was cut is finished with as little of the new piece as it takes (the bridge);
            // the rest of the piece is then read where it lies, not copied.
            let carried = carry.count
            let bridge = min(bytes.count, max(carried, 4096))
            carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[..<bridge]))
            let buffer = carry
            let used = buffer.count >= retryAt ? try buffer.withUnsafeBytes { try read($0, final: false, element) } : 0
            offset += used
            guard used >= carried else {
                // Still inside what was cut: kept, with the whole piece, until it has doubled.
                carry = Array(buffer[used...]) + UnsafeRawBufferPointer(rebasing: bytes[bridge...])
                retryAt = 2 * carry.count
                return
            }
            carry = []
            rest = UnsafeRawBufferPointer(rebasing: bytes[(used - carried)...])
        }
        let used = try read(rest, final: false, element)
        carry = Array(rest[used...])
        offset += used
        // What is carried is read again only once it has doubled: an element far larger than the
        // pieces costs time in proportion to its size, not to its size squared.
        retryAt = 2 * carry.count
    }

    /// The end of the document: reads what is left and checks that the array was closed, with only
    /// whitespace after it.
    public mutating func finish(_ element: (inout JSONReader, Int) throws -> Void) throws {
        let rest = carry
        carry = []
        _ = try rest.withUnsafeBytes { try read($0, final: true, element) }
    }

    /// Reads whole steps from `bytes`; answers how many bytes they used (the rest waits for the
    /// next piece, unless this is the `final` one).
    private mutating func read(
        _ bytes: UnsafeRawBufferPointer, final: Bool, _ element: (inout JSONReader, Int) throws -> Void
    ) throws -> Int {
        var reader = JSONReader(bytes: bytes, baseOffset: offset)
        var used = 0
        do {
            while true {
                reader.skipWhitespace()
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
                    return bytes.count
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
