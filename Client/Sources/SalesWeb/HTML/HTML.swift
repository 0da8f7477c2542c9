import SalesSupport

/// The one way text reaches a page: every Unicode scalar looked at alone — never a `Character`, which
/// would hide a `"` or `<` under a combining mark that follows it (`"\u{301}` is one `Character`,
/// and an escaper that compares Characters lets its quote through). Control characters and the
/// invisible ones that reorder or hide text are first written as visible escapes (``TerminalSafe``:
/// the rule text from outside follows wherever a person reads it), then `&`, `<`, `>`, `"` and `'`
/// become entities, so the result is safe in an element's text and in a quoted attribute.
package enum HTML {
    package static func escape(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        TerminalSafe.append(text, to: &bytes)
        guard bytes.contains(where: needsEntity) else { return String(decoding: bytes, as: UTF8.self) }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 16)
        // UTF-8 bytes, looked at one by one: the five are ASCII, and no byte of a multi-byte
        // scalar is ASCII, so each is found whatever scalars surround it.
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func needsEntity(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
