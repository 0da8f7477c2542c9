/// The project's one JSON writer: the middleware's bodies and log lines, the client's `--json`, the
/// fake upstream's generated data. Writes UTF-8 straight into a byte array, strings escaped by the
/// one rule (``JSONString``), keys in the order given, numbers as the caller's exact text (a
/// decimal's own digits, never through `Double`), integers and booleans as themselves.
///
/// Two layouts: ``Layout/compact`` (no whitespace: bodies and log lines) and ``Layout/indented``
/// (two spaces a level, `": "` after keys: what people read).
public struct JSONWriter {
    public enum Layout: Sendable {
        case compact
        case indented
    }

    /// The document so far.
    public private(set) var bytes: [UInt8]
    private let layout: Layout
    /// Whether the container being written already holds a value, a level at a time.
    private var hasValue = LevelStack()
    /// Whether a key was just written: the next value is its member's, not a new entry.
    private var followsKey = false

    public init(layout: Layout = .compact, capacity: Int = 256) {
        self.layout = layout
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The document `body` writes.
    public static func write(layout: Layout = .compact, capacity: Int = 256, _ body: (inout JSONWriter) -> Void)
        -> [UInt8]
    {
        var writer = JSONWriter(layout: layout, capacity: capacity)
        body(&writer)
        return writer.bytes
    }

    /// Compact members written onto the end of `line`, inside an object the caller opened (and
    /// closes), which holds members already when `afterMembers`: a log line is written so, its
    /// head, then one field a call. The line is moved in and out, never copied.
    public static func continuing(
        _ line: inout [UInt8], afterMembers: Bool, _ body: (inout JSONWriter) -> Void
    ) {
        var writer = JSONWriter(layout: .compact, capacity: 0)
        swap(&writer.bytes, &line)
        writer.hasValue.push(afterMembers)
        body(&writer)
        swap(&writer.bytes, &line)
    }

    // MARK: Containers

    public mutating func object(_ members: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    public mutating func array<Elements: Sequence>(
        _ elements: Elements, _ element: (inout JSONWriter, Elements.Element) -> Void
    ) {
        open(UInt8(ascii: "["))
        for item in elements { element(&self, item) }
        close(UInt8(ascii: "]"))
    }

    /// A member's key; its value (an object or array, usually) is written next.
    public mutating func key(_ name: String) {
        separate()
        JSONString.writePieces(name) { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: ":"))
        if layout == .indented { bytes.append(UInt8(ascii: " ")) }
        followsKey = true
    }

    // MARK: Members

    public mutating func member(_ key: String, _ value: String?) {
        self.key(key)
        string(value)
    }

    public mutating func member(_ key: String, _ value: some BinaryInteger) {
        self.key(key)
        number(value)
    }

    public mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(value)
    }

    public mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    /// A member whose value is a number given as its exact text (see ``number(text:)``).
    public mutating func member(_ key: String, number text: String) {
        self.key(key)
        number(text: text)
    }

    // MARK: Values

    /// A string, or `null`.
    public mutating func string(_ value: String?) {
        separate()
        guard let value else { return append("null") }
        JSONString.writePieces(value) { bytes.append(contentsOf: $0) }
    }

    public mutating func number(_ value: some BinaryInteger) {
        separate()
        append(String(value))
    }

    /// A `Double` diagnostic, with enough digits to read back the same value; non-finite as `null`.
    public mutating func number(_ value: Double) {
        separate()
        append(value.isFinite ? "\(value)" : "null")
    }

    /// A number given as its text — an exact decimal's own digits — written as given: the caller
    /// answers for it being a JSON number.
    public mutating func number(text: String) {
        separate()
        append(text)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        append(value ? "true" : "false")
    }

    /// A number the caller writes straight onto the bytes (digits it formats itself, without a
    /// string in between); the caller answers for it being a JSON number.
    public mutating func number(writing digits: (inout [UInt8]) -> Void) {
        separate()
        digits(&bytes)
    }

    public mutating func null() {
        separate()
        append("null")
    }

    /// JSON text made by the caller, written as given where a value goes (the fake upstream's
    /// generated records, each already a value); the caller answers for it.
    public mutating func raw(_ json: String) {
        separate()
        append(json)
    }

    /// Bytes appended as they are, outside the value structure (a piece of a value `raw` began).
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        hasValue.push(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadValue = hasValue.pop()
        if hadValue, layout == .indented { newline() }
        bytes.append(bracket)
    }

    /// Before a value: a comma after the container's previous one, and in the indented layout a
    /// new line at the container's depth (not for a member's value, which follows its key).
    private mutating func separate() {
        if followsKey {
            followsKey = false
            return
        }
        if hasValue.top { bytes.append(UInt8(ascii: ",")) }
        hasValue.top = true
        if layout == .indented, hasValue.depth > 0 { newline() }
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * hasValue.depth))
    }
}

/// One flag a nesting level, the first 64 in a word (no allocation: a log line's fields are written
/// with a writer each), any deeper in an array made only then.
private struct LevelStack {
    private var bits: UInt64 = 0
    private var deeper: [Bool] = []
    /// Levels below the document's: 0 at the top.
    private(set) var depth = 0

    var top: Bool {
        get { depth < 64 ? bits & (1 << UInt64(depth)) != 0 : deeper[depth - 64] }
        set {
            if depth < 64 {
                bits = newValue ? bits | (1 << UInt64(depth)) : bits & ~(1 << UInt64(depth))
            } else {
                deeper[depth - 64] = newValue
            }
        }
    }

    mutating func push(_ value: Bool) {
        depth += 1
        if depth >= 64 { deeper.append(false) }
        top = value
    }

    /// The top level's flag, removed; the document's level is never removed.
    mutating func pop() -> Bool {
        let value = top
        guard depth > 0 else { return value }
        if depth >= 64 { deeper.removeLast() }
        depth -= 1
        return value
    }
}
