import SalesSupport

/// A piece of a page, safe by construction: text becomes HTML only escaped, so `"<td>\(name)</td>"`
/// — an `HTML` literal — escapes `name` (a `String`) and passes an `HTML` value as it is. The
/// literal parts are this program's source text; markup from anywhere else enters only through
/// ``raw(_:)``, the one named door, which no page uses for text from outside.
package struct HTML: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The markup, ready to send.
    package private(set) var rendered: String

    package static let empty = HTML(rendered: "")

    fileprivate init(rendered: String) {
        self.rendered = rendered
    }

    /// A literal without interpolations: source text, markup as written.
    package init(stringLiteral literal: String) {
        rendered = literal
    }

    package init(stringInterpolation: Interpolation) {
        rendered = stringInterpolation.rendered
    }

    /// `text` as HTML: escaped (``escape(_:)``).
    package static func text(_ text: some StringProtocol) -> HTML {
        HTML(rendered: escape(text))
    }

    /// `text` escaped, and kept in a direction of its own (`<bdi>`) when it holds right-to-left
    /// letters — an Arabic date or a Hebrew name inside an English sentence or a left-to-right
    /// table — so its words and digits are not reordered with the text around them.
    package static func isolated(_ text: some StringProtocol) -> HTML {
        let escaped = escape(text)
        return text.unicodeScalars.contains(where: isRightToLeft)
            ? HTML(rendered: "<bdi>\(escaped)</bdi>") : HTML(rendered: escaped)
    }

    /// A letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms.
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: scalar.properties.isAlphabetic
        default: false
        }
    }

    /// Markup as it is: the named door, for markup this program made that is not an `HTML` value
    /// (none of the pages' text goes through it).
    package static func raw(_ markup: String) -> HTML {
        HTML(rendered: markup)
    }

    package var description: String { rendered }

    package var isEmpty: Bool { rendered.isEmpty }

    /// The parts one after the other, `separator` between them.
    package init(joining parts: some Sequence<HTML>, separator: HTML = .empty) {
        var rendered = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { rendered += separator.rendered }
            rendered += part.rendered
        }
        self.rendered = rendered
    }

    package static func + (lhs: HTML, rhs: HTML) -> HTML {
        HTML(rendered: lhs.rendered + rhs.rendered)
    }

    /// An interpolation's parts: literals as written, `HTML` as it is, text escaped, numbers as
    /// digits, a list of `HTML` one after the other.
    package struct Interpolation: StringInterpolationProtocol {
        fileprivate var rendered = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            rendered.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        package mutating func appendLiteral(_ literal: String) {
            rendered += literal
        }

        package mutating func appendInterpolation(_ html: HTML) {
            rendered += html.rendered
        }

        /// Nothing for `nil`.
        package mutating func appendInterpolation(_ html: HTML?) {
            rendered += html?.rendered ?? ""
        }

        package mutating func appendInterpolation(_ parts: [HTML], separator: HTML = .empty) {
            rendered += HTML(joining: parts, separator: separator).rendered
        }

        package mutating func appendInterpolation(_ text: some StringProtocol) {
            rendered += HTML.escape(text)
        }

        package mutating func appendInterpolation(_ number: some BinaryInteger) {
            rendered += String(number)
        }
    }
}

extension HTML {
    /// The one escaping rule: every Unicode scalar looked at alone — never a `Character`, which
    /// would hide a `"` or `<` under a combining mark that follows it (`"\u{301}` is one
    /// `Character`, and an escaper that compares Characters lets its quote through). Control
    /// characters and the invisible ones that reorder or hide text are first written as visible
    /// escapes (``TerminalSafe``: the rule text from outside follows wherever a person reads it),
    /// then `&`, `<`, `>`, `"` and `'` become entities, so the result is safe in an element's text
    /// and in a quoted attribute.
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
