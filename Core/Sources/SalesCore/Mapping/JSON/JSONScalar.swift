import Foundation

/// A value read by ``JSONReader``: a scalar, or the kind of container that was skipped.
enum JSONScalar {
    case string(JSONString)
    case number(JSONNumber)
    case bool(Bool)
    case null
    case array
    case object
}

/// A string's bytes inside the payload, between the quotes, still escaped if `hasEscapes`.
struct JSONString {
    let raw: UnsafeRawBufferPointer
    let hasEscapes: Bool

    /// The decoded text.
    var value: String {
        hasEscapes ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// Whether the string is `text`, compared byte for byte without making a `String`.
    static func == (lhs: JSONString, rhs: StaticString) -> Bool {
        guard !lhs.hasEscapes else { return lhs.value == rhs.description }
        let count = rhs.utf8CodeUnitCount
        guard lhs.raw.count == count, let base = lhs.raw.baseAddress else { return count == 0 && lhs.raw.isEmpty }
        return memcmp(base, rhs.utf8Start, count) == 0
    }

    /// Calls `body` with the decoded UTF-8 bytes, copying only when the string has escapes.
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        guard hasEscapes else { return body(raw) }
        var text = value
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// Decodes escapes; ``JSONReader`` has already checked their syntax.
    private static func unescape(_ raw: UnsafeRawBufferPointer) -> String {
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
                flush()
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: bytes.append(escaped)
            }
        }
        flush()
        return String(scalars)
    }
}

/// A number's bytes inside the payload, as written; valid JSON, parsed when asked.
struct JSONNumber {
    let raw: UnsafeRawBufferPointer

    /// The exact value, or why ``ExactDecimal/Limits`` refuse it.
    var value: Result<ExactDecimal, NumberRefusal> {
        ExactDecimal.parse(utf8: raw, allowsExponent: true)
    }

    /// The number as written, cut at 64 characters.
    var text: String {
        String(decoding: UnsafeRawBufferPointer(rebasing: raw.prefix(64)), as: UTF8.self)
    }
}

extension JSONScalar: CustomStringConvertible {
    /// The value as it appeared, for skip reports: strings quoted and cut at 64 characters.
    var description: String {
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

extension JSONScalar? {
    /// A string field, or the reason to skip the element. `null` counts as missing.
    func string(_ name: String) throws(SkipReason) -> String {
        switch self {
        case .string(let string): return string.value
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// A string field holding a plain decimal number (``DecimalText``), exact, or the reason to
    /// skip the element.
    func decimalText(_ name: String) throws(SkipReason) -> ExactDecimal {
        switch self {
        case .string(let string):
            switch string.withUTF8(DecimalText.read(utf8:)) {
            case .success(let value): return value
            case .failure(.malformed): throw .invalidField(name, value: JSONScalar.string(string).description)
            case .failure(let refusal):
                throw .refusedNumber(name, value: JSONScalar.string(string).description, refusal)
            }
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// A string field passed through `parse` as UTF-8, or the reason to skip the element.
    func parsed<Parsed>(_ name: String, _ parse: (UnsafeRawBufferPointer) -> Parsed?) throws(SkipReason) -> Parsed {
        switch self {
        case .string(let string):
            guard let parsed = string.withUTF8(parse) else {
                throw .invalidField(name, value: JSONScalar.string(string).description)
            }
            return parsed
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// A number field, exact, or the reason to skip the element.
    func number(_ name: String) throws(SkipReason) -> ExactDecimal {
        switch self {
        case .number(let number):
            switch number.value {
            case .success(let value): return value
            case .failure(let refusal): throw .refusedNumber(name, value: number.text, refusal)
            }
        case .none, .null: throw .missingField(name)
        case .some(let other): throw .invalidField(name, value: other.description)
        }
    }

    /// How the field reads in a skip summary: its value, or `∅` when missing.
    var summary: String {
        switch self {
        case .string(let string): string.value.prefix(64).description
        case .some(let other): other.description
        case .none: "∅"
        }
    }
}
