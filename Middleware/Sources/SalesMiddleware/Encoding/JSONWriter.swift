import NIOCore
import SalesCore
import SalesJSON

/// Compact JSON written straight into a buffer: the middleware's one JSON encoder for its own API.
/// Numbers are ``ExactDecimal``s written digit for digit (never through `Double` or Foundation's
/// `Decimal`); keys are written in the order given, which callers keep alphabetical.
struct JSONWriter {
    private(set) var buffer: ByteBuffer
    private var needsComma = false

    init(capacity: Int = 256) {
        buffer = ByteBufferAllocator().buffer(capacity: capacity)
    }

    /// The document written by `body`.
    static func write(capacity: Int = 256, _ body: (inout JSONWriter) -> Void) -> ByteBuffer {
        var writer = JSONWriter(capacity: capacity)
        body(&writer)
        return writer.buffer
    }

    mutating func object(_ members: (inout JSONWriter) -> Void) {
        open("{")
        members(&self)
        close("}")
    }

    mutating func array<Elements: Sequence>(
        _ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void
    ) {
        open("[")
        for item in elements { element(&self, item) }
        close("]")
    }

    mutating func key(_ name: String) {
        separate()
        writeQuoted(name)
        buffer.writeStaticString(":")
        needsComma = false
    }

    /// `"key": value`, one call per member.
    mutating func member(_ key: String, _ value: String?) {
        self.key(key)
        string(value)
    }

    mutating func member(_ key: String, _ value: ExactDecimal) {
        self.key(key)
        number(value)
    }

    mutating func member(_ key: String, _ value: some BinaryInteger) {
        self.key(key)
        number(value)
    }

    mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(value)
    }

    mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    mutating func string(_ value: String?) {
        separate()
        if let value {
            writeQuoted(value)
        } else {
            buffer.writeStaticString("null")
        }
    }

    mutating func number(_ value: ExactDecimal) {
        separate()
        buffer.writeString(value.description)
    }

    mutating func number(_ value: some BinaryInteger) {
        separate()
        buffer.writeString(String(value))
    }

    /// A `Double` diagnostic, written with enough digits to read back the same value; non-finite as `null`.
    mutating func number(_ value: Double) {
        separate()
        buffer.writeString(value.isFinite ? "\(value)" : "null")
    }

    mutating func bool(_ value: Bool) {
        separate()
        buffer.writeStaticString(value ? "true" : "false")
    }

    private mutating func open(_ bracket: StaticString) {
        separate()
        buffer.writeStaticString(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: StaticString) {
        buffer.writeStaticString(bracket)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { buffer.writeStaticString(",") }
        needsComma = true
    }

    /// RFC 8259 string escaping, shared with every JSON writer of the project (`JSONString`).
    private mutating func writeQuoted(_ text: String) {
        JSONString.write(text) { buffer.writeBytes($0) }
    }
}
