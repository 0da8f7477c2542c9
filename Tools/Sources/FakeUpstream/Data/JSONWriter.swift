import NIOCore
import SalesJSON

/// Appends JSON text to one growing buffer: what the generator needs to write a million sales fast.
struct JSONWriter {
    private(set) var buffer: ByteBuffer

    init(capacity: Int) {
        buffer = ByteBufferAllocator().buffer(capacity: capacity)
    }

    mutating func raw(_ text: String) {
        buffer.writeString(text)
    }

    /// A JSON string literal, escaped as every JSON writer of the project does (`JSONString`).
    mutating func string(_ text: String) {
        JSONString.write(text) { buffer.writeBytes($0) }
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
