#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value read by ``JSONReader``: a scalar, or the kind of container that was skipped.
public enum JSONScalar {
    case string(JSONStringToken)
    case number(JSONNumberToken)
    case bool(Bool)
    case null
    case array
    case object
}

/// A string's bytes inside the payload, between the quotes, still escaped if `hasEscapes`.
///
/// It points into the payload, valid only while the reader's bytes are: the pointer stays inside
/// the Core package (`package`). A `RawSpan` would have the compiler check that lifetime, but a
/// span can be stored only in a `~Escapable` type, and declaring what such a type's lifetime
/// depends on (`@lifetime`) is still an experimental feature of the toolchain.
public struct JSONStringToken {
    @usableFromInline package let raw: UnsafeRawBufferPointer
    public let hasEscapes: Bool

    @usableFromInline init(raw: UnsafeRawBufferPointer, hasEscapes: Bool) {
        self.raw = raw
        self.hasEscapes = hasEscapes
    }

    /// The decoded text; `nil` when an escape names half of a surrogate pair alone (`"\ud800a"`):
    /// that is no text, and is never read as U+FFFD (two such ids would become one).
    public var text: String? {
        hasEscapes ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// The text for messages: decoded, or as it was written when it is no text.
    public var value: String {
        text ?? String(decoding: raw, as: UTF8.self)
    }

    /// Whether the string is `text`, compared byte for byte without making a `String`. Inlined
    /// into the mappers, where it runs for every key of every element: most keys differ in length
    /// from the name asked for and are told apart without a call.
    @inlinable
    public static func == (lhs: JSONStringToken, rhs: StaticString) -> Bool {
        guard !lhs.hasEscapes else { return lhs.value == rhs.description }
        let count = rhs.utf8CodeUnitCount
        guard lhs.raw.count == count else { return false }
        let text = UnsafeRawBufferPointer(start: rhs.utf8Start, count: count)
        for index in 0..<count where lhs.raw[index] != text[index] { return false }
        return true
    }

    /// Calls `body` with the decoded UTF-8 bytes, copying only when the string has escapes; `nil`
    /// when it is no text (``text``). Inlined into the mappers, where it runs for every field of
    /// every element: the span and the caller's closure cost nothing there.
    @inlinable
    package func withUTF8<Result>(_ body: (RawSpan) -> Result) -> Result? {
        guard hasEscapes else { return body(raw.bytes) }
        guard var text else { return nil }
        return text.withUTF8 { body(UnsafeRawBufferPointer($0).bytes) }
    }

    /// Decodes escapes; ``JSONReader`` has already checked their syntax. `nil` for a surrogate
    /// escape without its other half.
    private static func unescape(_ raw: UnsafeRawBufferPointer) -> String? {
        var scalars = String.UnicodeScalarView()
        var bytes: [UInt8] = []
        var index = 0
        func flush() {
            scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
            bytes.removeAll(keepingCapacity: true)
        }
        func hex(at position: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { value, offset in
                let byte = raw[position + offset]
                let digit: UInt8 =
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                    default: byte - UInt8(ascii: "A") + 10
                    }
                return value << 4 | UInt32(digit)
            }
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let escaped = raw[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u") where index + 4 <= raw.count:
                var code = hex(at: index)
                index += 4
                // A high surrogate followed by an escaped low surrogate makes one scalar.
                if (0xD800..<0xDC00).contains(code), index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"),
                    raw[index + 1] == UInt8(ascii: "u")
                {
                    let low = hex(at: index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                guard let scalar = Unicode.Scalar(code) else { return nil }
                flush()
                scalars.append(scalar)
            default: bytes.append(escaped)
            }
        }
        flush()
        return String(scalars)
    }
}

/// A number's bytes inside the payload, as written; valid JSON, parsed when asked.
public struct JSONNumberToken {
    package let raw: UnsafeRawBufferPointer

    /// The number as written, cut at 64 characters.
    public var text: String {
        String(decoding: UnsafeRawBufferPointer(rebasing: raw.prefix(64)), as: UTF8.self)
    }
}

extension JSONScalar: CustomStringConvertible {
    /// The value as it appeared, for skip reports: strings quoted and cut at 64 characters.
    public var description: String {
        switch self {
        case .string(let string): "\"\(string.value.prefix(64))\""
        case .number(let number): number.text
        case .bool(let bool): "\(bool)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
