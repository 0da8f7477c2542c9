import NIOCore

/// Appends JSON text to one growing buffer: what the generator needs to write a million sales fast.
struct JSONWriter {
    private(set) var buffer: ByteBuffer

    init(capacity: Int) {
        buffer = ByteBufferAllocator().buffer(capacity: capacity)
    }

    mutating func raw(_ text: String) {
        buffer.writeString(text)
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters.
    mutating func string(_ text: String) {
        buffer.writeInteger(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": buffer.writeString("\\\"")
            case "\\": buffer.writeString("\\\\")
            case "\n": buffer.writeString("\\n")
            case _ where scalar.value < 0x20:
                buffer.writeString("\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16))
            default: buffer.writeString(String(scalar))
            }
        }
        buffer.writeInteger(UInt8(ascii: "\""))
    }

    /// `[` elements separated by commas `]`.
    mutating func array<Elements: Sequence>(_ elements: Elements, _ write: (inout JSONWriter, Elements.Element) -> Void)
    {
        raw("[")
        var first = true
        for element in elements {
            if !first { raw(",") }
            first = false
            write(&self, element)
        }
        raw("]")
    }
}
