extension JSONReader {
    /// Steps over `literal` when the bytes at the reader are exactly it, and answers whether they
    /// were; the reader does not move otherwise. With ``readPlainString()`` it lets a mapper read
    /// an element written the one way its sender writes every element (keys in their order, no
    /// whitespace, no escapes) without the general reading's per-key work, and fall back to that
    /// reading, from where it stood, for anything else.
    /// Inlined into the mappers, so that the literal's bytes are constants where they are compared.
    @inlinable @inline(__always) package mutating func skipIfPresent(_ literal: StaticString) -> Bool {
        guard bytes.count - position >= literal.utf8CodeUnitCount, let start = bytes.baseAddress,
            UnsafeRawPointer(start + position).starts(with: literal)
        else { return false }
        position += literal.utf8CodeUnitCount
        return true
    }

    /// Runs `body` over the bytes from the reader on — a pointer and how many there are — which
    /// answers how many of them it used; the reader moves past those (not at all for an answer
    /// out of range). For a mapper that reads a run of elements through one pointer.
    @inlinable package mutating func readRun(_ body: (UnsafeRawPointer, Int) -> Int) {
        guard let start = bytes.baseAddress, position < bytes.count else { return }
        let used = body(UnsafeRawPointer(start + position), bytes.count - position)
        guard used > 0, used <= bytes.count - position else { return }
        position += used
    }

    /// A string made only of ASCII from U+0020 up (no backslash), read whole: the
    /// token the general reading would make of it, and the reader past its closing quote. `nil`,
    /// and the reader unmoved, for any other value — an escape, a control character, a multibyte
    /// character, or a string the bytes end inside — which only the general reading can judge.
    @inlinable package mutating func readPlainString() -> JSONStringToken? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = position + 1
        var end = start
        while true {
            end = Self.plainPrefixEnd(bytes, from: end)
            guard end < bytes.count else { return nil }
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            // What the eight-byte step stops at short of a quote is never plain; only the last
            // few bytes are looked at one by one.
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        position = end + 1
        return JSONStringToken(raw: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), hasEscapes: false)
    }

    /// A string of exactly `length` bytes that `parse` reads, read and parsed in one step: its
    /// token, what `parse` made of it, and the reader past its closing quote — no byte scanned for
    /// where the string ends. `nil`, and the reader unmoved, for anything else. `parse` must accept
    /// only what a plain string holds (printable ASCII, no quote or backslash, as
    /// ``readPlainString()`` reads): the token is then the one the general reading makes.
    @inlinable package mutating func readFixedString<Parsed>(
        length: Int, _ parse: (UnsafeRawBufferPointer) -> Parsed?
    ) -> (token: JSONStringToken, value: Parsed)? {
        let start = position + 1
        guard length >= 0, bytes.count - start > length, bytes[position] == UInt8(ascii: "\""),
            bytes[start + length] == UInt8(ascii: "\"")
        else { return nil }
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)])
        guard let value = parse(raw) else { return nil }
        position = start + length + 1
        return (JSONStringToken(raw: raw, hasEscapes: false), value)
    }

    /// A string whose end `scan` finds as it reads it: `scan` is given the bytes after the opening
    /// quote (up to the end of the bytes at hand) and answers what it made of the string and the
    /// string's length; when a quote follows that length, the reader moves past it and the value is
    /// answered. `nil`, and the reader unmoved, for anything else. As with
    /// ``readFixedString(length:_:)``, `scan` must take only what a plain string holds.
    @inlinable package mutating func readString<Parsed>(
        scannedBy scan: (UnsafeRawBufferPointer) -> (value: Parsed, length: Int)?
    ) -> Parsed? {
        let start = position + 1
        guard start < bytes.count, bytes[position] == UInt8(ascii: "\""),
            let (value, length) = scan(UnsafeRawBufferPointer(rebasing: bytes[start...])),
            length >= 0, bytes.count - start > length, bytes[start + length] == UInt8(ascii: "\"")
        else { return nil }
        position = start + length + 1
        return value
    }

    /// The byte `offset` bytes after the reader's, if there is one: for a mapper that picks what
    /// to compare by a byte it has not reached.
    @inlinable package func peek(ahead offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count - position ? bytes[position + offset] : nil
    }
}

extension UnsafeRawPointer {
    /// Whether the bytes here are `literal`'s; the caller knows that many are there. Eight bytes
    /// at a time, the last eight overlapping the words before them: the keys a mapper expects (4 to
    /// 20 bytes) take one to three comparisons, never a byte loop. Inlined into the mappers, so
    /// that the literal's bytes are constants where they are compared.
    @inlinable @inline(__always) package func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let text = UnsafeRawPointer(literal.utf8Start)
        guard count >= 8 else {
            for index in 0..<count
            where load(fromByteOffset: index, as: UInt8.self) != text.load(fromByteOffset: index, as: UInt8.self) {
                return false
            }
            return true
        }
        var index = 0
        while index + 8 < count {
            guard
                loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    == text.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            else { return false }
            index += 8
        }
        return loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == text.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
}
