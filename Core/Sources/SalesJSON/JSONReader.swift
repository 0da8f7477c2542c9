import Foundation

/// A forward-only reader of JSON bytes (RFC 8259), made for the upstream's large flat lists.
///
/// `JSONDecoder` builds a tree of every value before any model is made; this reader walks the
/// bytes once (how fast, beside the bytes' floor: `make bench-core`, bench/RESULTS.md), hands
/// string values to the parsers as raw slices without copying them, and skips what the mappers do
/// not read. It is strict about syntax
/// (an invalid document is refused as a whole, with the byte offset) and never recurses deeper
/// than ``maximumDepth``, so hostile input cannot exhaust the stack.
///
/// String slices point into the payload: a reader is used only while its bytes are (``read(_:_:)``).
public struct JSONReader {
    public static let maximumDepth = 100

    public struct SyntaxError: Error, CustomStringConvertible {
        public let message: String
        public let offset: Int
        /// The bytes ended where more were needed: with more of them the document may yet be valid
        /// (what ``JSONArrayStream`` waits for); at the real end, the error stands.
        public let isEndOfInput: Bool

        public var description: String { "invalid JSON at byte \(offset): \(message)" }
    }

    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var position = 0
    /// Where `bytes` start in the whole document, for the offsets in errors.
    private let baseOffset: Int

    /// A reader over `bytes`, which must outlive it (the mappers of this package read inside the
    /// caller's `withUnsafeBytes`). Elsewhere: ``read(_:_:)``.
    package init(bytes: UnsafeRawBufferPointer) {
        self.init(bytes: bytes, baseOffset: 0)
    }

    /// Runs `body` with a reader over `bytes`, which it reads only while `body` runs.
    public static func read<Result>(_ bytes: RawSpan, _ body: (inout JSONReader) throws -> Result) throws -> Result {
        try bytes.withUnsafeBytes { raw in
            var reader = JSONReader(bytes: raw, baseOffset: 0)
            return try body(&reader)
        }
    }

    init(bytes: UnsafeRawBufferPointer, baseOffset: Int) {
        self.bytes = bytes
        self.baseOffset = baseOffset
    }

    /// Reads a top-level array, calling `element` with the reader at the start of each element;
    /// `element` must read or skip exactly one value. Then checks that only whitespace follows.
    /// The whole document is one piece of a ``JSONArrayStream``: one reading of the top level,
    /// whether the bytes arrive whole or in pieces.
    public mutating func readDocumentArray(_ element: (inout JSONReader, Int) throws -> Void) throws {
        var stream = JSONArrayStream()
        try stream.feed(UnsafeRawBufferPointer(rebasing: bytes[position...]), element)
        try stream.finish(element)
        position = bytes.count
    }

    /// Reads an object, calling `member` with each key (still as bytes: most keys are only compared)
    /// and the reader at the start of its value; `member` must read or skip exactly one value.
    public mutating func readObject(_ member: (inout JSONReader, JSONStringToken) throws -> Void) throws {
        try consume(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try readString()
            skipWhitespace()
            try consume(UInt8(ascii: ":"))
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    /// The next value: a scalar, or the kind of container after skipping it.
    public mutating func readValue() throws -> JSONScalar {
        try readValue(depth: 0)
    }

    /// Whether the next value is an object, without reading it.
    public mutating func nextIsObject() -> Bool {
        skipWhitespace()
        return peek() == UInt8(ascii: "{")
    }

    // MARK: - Values

    private mutating func readValue(depth: Int) throws -> JSONScalar {
        skipWhitespace()
        guard let byte = peek() else { throw error("unexpected end of the body") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        case UInt8(ascii: "t"):
            try consumeLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try consumeLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try consumeLiteral("null")
            return .null
        case UInt8(ascii: "["):
            try skipContainer(depth: depth + 1) { reader, depth in
                try reader.readArray { reader, _ in _ = try reader.readValue(depth: depth) }
            }
            return .array
        case UInt8(ascii: "{"):
            try skipContainer(depth: depth + 1) { reader, depth in
                try reader.readObject { reader, _ in _ = try reader.readValue(depth: depth) }
            }
            return .object
        default:
            throw error("unexpected character '\(Unicode.Scalar(byte))'")
        }
    }

    private mutating func skipContainer(depth: Int, _ read: (inout JSONReader, Int) throws -> Void) throws {
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        try read(&self, depth)
    }

    private mutating func readArray(_ element: (inout JSONReader, Int) throws -> Void) throws {
        try consume(UInt8(ascii: "["))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        var index = 0
        while true {
            skipWhitespace()
            try element(&self, index)
            index += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func readString() throws -> JSONStringToken {
        position += 1  // the opening quote
        let start = position
        var hasEscapes = false
        while position < bytes.count {
            skipPlainCharacters()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return JSONStringToken(raw: raw, hasEscapes: hasEscapes)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                try skipEscape()
            case 0..<0x20:
                throw error("control character in a string")
            case 0x80...:
                try skipMultibyteCharacter()
            default:
                position += 1
            }
        }
        throw error("unterminated string")
    }

    /// Steps over printable ASCII, up to the first byte that needs a look of its own.
    private mutating func skipPlainCharacters() {
        position = Self.plainPrefixEnd(bytes, from: position)
    }

    /// Where the run of printable ASCII starting at `start` ends, found eight bytes at a time: the
    /// first quote, backslash, control character or byte of a multibyte character, or a position
    /// in the last eight bytes (which are left to a byte-by-byte look). SWAR: each test leaves a
    /// byte's top bit set where it holds; a borrow can also set it in bytes above a true one, never
    /// below, so the lowest set bit is exact.
    @inlinable static func plainPrefixEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        var position = start
        while position + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let special =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                | word
            let found = special & tops
            guard found == 0 else { return position + found.trailingZeroBitCount >> 3 }
            position += 8
        }
        return position
    }

    /// Steps over one UTF-8 sequence of two to four bytes, or refuses what is not well-formed
    /// UTF-8 (RFC 3629: no stray continuation bytes, overlong forms, surrogates or code points past
    /// U+10FFFF), so no string is ever decoded with replacement characters in it.
    private mutating func skipMultibyteCharacter() throws {
        let lead = bytes[position]
        let (length, second): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: throw error("invalid UTF-8 in a string")
            }
        let available = min(length, bytes.count - position)
        guard (1..<available).allSatisfy({ ($0 == 1 ? second : 0x80...0xBF).contains(bytes[position + $0]) }) else {
            throw error("invalid UTF-8 in a string")
        }
        guard available == length else { throw endOfInput("invalid UTF-8 in a string") }
        position += length
    }

    private mutating func skipEscape() throws {
        position += 1  // the backslash
        guard let byte = peek() else { throw error("unterminated string") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            let available = min(4, bytes.count - position - 1)
            guard (0..<available).allSatisfy({ bytes[position + 1 + $0].isHexDigit }) else {
                throw error("invalid \\u escape")
            }
            guard available == 4 else { throw endOfInput("invalid \\u escape") }
            position += 5
        default:
            throw error("invalid escape '\\\(Unicode.Scalar(byte))'")
        }
    }

    /// Scans a number per the JSON grammar; its value is parsed only if a mapper asks for it.
    private mutating func readNumber() throws -> JSONNumberToken {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), first.isDigit else { throw error("invalid number") }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), next.isDigit { throw error("leading zero in a number") }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let byte = peek(), byte.isDigit else { throw error("invalid number") }
            skipDigits()
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), digit.isDigit else { throw error("invalid exponent") }
            skipDigits()
        }
        return JSONNumberToken(raw: UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
    }

    private mutating func skipDigits() {
        while let byte = peek(), byte.isDigit { position += 1 }
    }

    // MARK: - Bytes

    @usableFromInline func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Steps over JSON's whitespace (space, line feed, carriage return, tab).
    @inlinable package mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func consume(_ byte: UInt8) throws {
        guard peek() == byte else { throw error("expected '\(Unicode.Scalar(byte))'") }
        position += 1
    }

    private mutating func consumeLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        let available = min(count, bytes.count - position)
        guard (0..<available).allSatisfy({ bytes[position + $0] == literal.utf8Start[$0] }) else {
            throw error("invalid literal")
        }
        guard available == count else { throw endOfInput("invalid literal") }
        position += count
    }

    /// An error at the current position; one at the end of the bytes is an end of input.
    func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, offset: baseOffset + position, isEndOfInput: position >= bytes.count)
    }

    /// An error because the bytes end inside what is being read (a character, an escape, a literal).
    private func endOfInput(_ message: String) -> SyntaxError {
        SyntaxError(message: message, offset: baseOffset + position, isEndOfInput: true)
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
