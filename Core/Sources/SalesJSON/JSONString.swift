import SalesSupport

/// JSON string literals as RFC 8259 writes them: the one escaping rule every JSON writer of the
/// project shares (the middleware's bodies and log lines, the fake upstream's generated data, the
/// client's `--json` output). A quote, a backslash and every control character below U+0020 are
/// escaped (`\n`, `\r`, `\t` by name, the rest as `\u00XX`); everything else, non-ASCII included,
/// is written as its own UTF-8 bytes, so the text round-trips exactly.
public enum JSONString {
    /// Hands `write` the UTF-8 bytes of `text` as a quoted JSON string, in as few pieces as it can:
    /// text that needs no escape (nearly all) is one piece between the quotes.
    @inlinable public static func write(_ text: String, _ write: (RawSpan) -> Void) {
        writePieces(text) { write($0.bytes) }
    }

    /// The same, each piece as the pointer it is: for the writers of this module, which copy it.
    @inlinable static func writePieces(_ text: String, _ write: (UnsafeRawBufferPointer) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            Self.write(UnsafeRawBufferPointer(utf8), write)
        }
    }

    /// `text` as a quoted JSON string.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        writePieces(text) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` must be escaped inside a JSON string.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    @usableFromInline static func write(_ utf8: UnsafeRawBufferPointer, _ write: (UnsafeRawBufferPointer) -> Void) {
        constant("\"", write)
        var start = 0
        for index in utf8.indices where needsEscape(utf8[index]) {
            if start < index { write(UnsafeRawBufferPointer(rebasing: utf8[start..<index])) }
            escape(utf8[index], write)
            start = index + 1
        }
        if start < utf8.count { write(UnsafeRawBufferPointer(rebasing: utf8[start...])) }
        constant("\"", write)
    }

    /// The escape for one byte, written from constants: no allocation.
    static func escape(_ byte: UInt8, _ write: (UnsafeRawBufferPointer) -> Void) {
        let named: StaticString? =
            switch byte {
            case UInt8(ascii: "\""): #"\""#
            case UInt8(ascii: "\\"): #"\\"#
            case 0x0A: #"\n"#
            case 0x0D: #"\r"#
            case 0x09: #"\t"#
            default: nil
            }
        if let named { return constant(named, write) }
        let sequence = (
            UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Hex.lowercase[Int(byte >> 4)],
            Hex.lowercase[Int(byte & 0xF)]
        )
        withUnsafeBytes(of: sequence) { write($0) }
    }

    private static func constant(_ text: StaticString, _ write: (UnsafeRawBufferPointer) -> Void) {
        write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
