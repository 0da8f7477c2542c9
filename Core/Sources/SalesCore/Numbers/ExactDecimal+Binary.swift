import BigInt

extension ExactDecimal {
    /// The most coefficient words ``readBinary(from:at:)`` accepts: 127 (8,128 bits, over 2,400
    /// digits) — far beyond any sum of numbers within ``Limits``.
    public static let maximumBinaryWords = 127

    /// Appends the value's exact binary form: one byte (the sign in its top bit, the number of
    /// 64-bit coefficient words below it), the exponent as a zigzag LEB128 varint, then the words,
    /// least significant first, little-endian. `1480.79` takes 10 bytes and reads back with its
    /// digits as given (`1.10` stays `1.10`). `false`, with nothing appended, for a coefficient of
    /// more than ``maximumBinaryWords`` words.
    @discardableResult
    public func appendBinary(to bytes: inout [UInt8]) -> Bool {
        if let small = smallCoefficient {
            bytes.append((isNegative ? 0x80 : 0) | (small == 0 ? 0 : 1))
            appendExponent(to: &bytes)
            if small != 0 { withUnsafeBytes(of: small.littleEndian) { bytes.append(contentsOf: $0) } }
            return true
        }
        let words = coefficient.words
        let count = words.count == 1 && words[words.startIndex] == 0 ? 0 : words.count
        guard count <= Self.maximumBinaryWords else { return false }
        bytes.append((isNegative ? 0x80 : 0) | UInt8(count))
        appendExponent(to: &bytes)
        for word in words.prefix(count) {
            withUnsafeBytes(of: UInt64(word).littleEndian) { bytes.append(contentsOf: $0) }
        }
        return true
    }

    /// The exponent as a zigzag LEB128 varint.
    private func appendExponent(to bytes: inout [UInt8]) {
        var zigzag = zigzagExponent
        while zigzag >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: zigzag) | 0x80)
            zigzag >>= 7
        }
        bytes.append(UInt8(zigzag))
    }

    private var zigzagExponent: UInt64 { Self.zigzag(exponent) }

    /// How many bytes ``appendBinary(to:)`` appends; `nil` when it appends none (too many words).
    public var binaryLength: Int? {
        if let small = smallCoefficient { return Self.binaryLength(small: small, exponent: exponent) }
        let all = coefficient.words
        let words = all.count == 1 && all[all.startIndex] == 0 ? 0 : all.count
        guard words <= Self.maximumBinaryWords else { return nil }
        return 1 + Self.exponentLength(exponent) + words * 8
    }

    /// Appends the bytes ``appendBinary(to:)`` appends to `output`: for a writer that sized its
    /// buffer with ``binaryLength`` and fills it in place. `false`, with nothing written, when they
    /// do not fit or cannot be written.
    public func writeBinary(into output: inout OutputRawSpan) -> Bool {
        if let small = smallCoefficient {
            return Self.writeBinary(isNegative: isNegative, small: small, exponent: exponent, into: &output)
        }
        guard let length = binaryLength, output.freeCapacity >= length else { return false }
        var bytes: [UInt8] = []
        appendBinary(to: &bytes)
        for byte in bytes { output.append(byte, as: UInt8.self) }
        return true
    }

    /// ``binaryLength`` of the value of a coefficient of 64 bits, from its parts: what a list
    /// that keeps amounts as parts (``SaleList``) sizes its binary form by without making them.
    @inlinable public static func binaryLength(small coefficient: UInt64, exponent: Int) -> Int {
        1 + exponentLength(exponent) + (coefficient == 0 ? 0 : 8)
    }

    /// ``writeBinary(into:)`` of the value `(isNegative ? -1 : 1) × coefficient × 10^exponent`,
    /// from its parts: the same bytes, without making it.
    @inlinable public static func writeBinary(
        isNegative: Bool, small coefficient: UInt64, exponent: Int, into output: inout OutputRawSpan
    ) -> Bool {
        guard output.freeCapacity >= binaryLength(small: coefficient, exponent: exponent) else { return false }
        output.append((isNegative && coefficient != 0 ? 0x80 : 0) | (coefficient == 0 ? 0 : 1), as: UInt8.self)
        var zigzag = zigzag(exponent)
        while zigzag >= 0x80 {
            output.append(UInt8(truncatingIfNeeded: zigzag) | 0x80, as: UInt8.self)
            zigzag >>= 7
        }
        output.append(UInt8(zigzag), as: UInt8.self)
        if coefficient != 0 { output.append(coefficient.littleEndian, as: UInt64.self) }
        return true
    }

    /// The zigzag exponent's LEB128 length.
    @inlinable static func exponentLength(_ exponent: Int) -> Int {
        max(1, (64 - zigzag(exponent).leadingZeroBitCount + 6) / 7)
    }

    @inlinable static func zigzag(_ exponent: Int) -> UInt64 {
        UInt64(bitPattern: Int64(exponent)) << 1 ^ UInt64(bitPattern: Int64(exponent) >> 63)
    }

    /// Reads a value written by ``appendBinary(to:)`` at `offset`, moving `offset` past it; `nil`
    /// (with `offset` unchanged) when the bytes there are not one: cut short, an exponent beyond
    /// 64 bits, too many words, a negative zero, or a last word of zero (never written).
    public static func readBinary(from bytes: RawSpan, at offset: inout Int) -> ExactDecimal? {
        bytes.withUnsafeBytes { readBinary(from: $0, at: &offset) }
    }

    /// Whether the bytes at `offset` are a value ``readBinary(from:at:)`` reads and Core accepts (no
    /// ``refusal``), moving `offset` past it, with its exponent; `nil` (`offset` unchanged) when
    /// they are not one. The answer reading it and asking its refusal gives, without making the
    /// value when its coefficient is one word or none and its exponent one byte (nearly every
    /// amount): a million stored amounts are checked for the cost of their bytes. An exponent
    /// beyond ±`Int.max / 2` is refused (no value within the limits has one, and its refusal could
    /// not be computed without leaving `Int`).
    public static func checkBinary(from bytes: RawSpan, at offset: inout Int) -> (exponent: Int, accepted: Bool)? {
        // Read from the span as it is; an exponent of one byte (-64…63) is always within reach of
        // `Int`, and one word holds at most 20 digits, under ``Limits/significantDigits``.
        let (count, start) = (bytes.byteCount, offset)
        guard start >= 0, start < count - 1 else { return checkByReading(from: bytes, at: &offset) }
        let header = bytes.unsafeLoad(fromByteOffset: start, as: UInt8.self)
        let first = bytes.unsafeLoad(fromByteOffset: start + 1, as: UInt8.self)
        let words = Int(header & 0x7F)
        guard words <= 1, first < 0x80 else { return checkByReading(from: bytes, at: &offset) }
        let exponent = Int(first) >> 1 ^ -(Int(first) & 1)
        let position = start + 2
        guard words * 8 <= count - position else { return nil }
        guard words == 1 else {
            guard header & 0x80 == 0 else { return nil }
            offset = position
            return (exponent, true)
        }
        let word = UInt64(littleEndian: bytes.unsafeLoadUnaligned(fromByteOffset: position, as: UInt64.self))
        guard word != 0 else { return nil }
        offset = position + 8
        let range = Limits.magnitudeExponents
        if exponent >= range.lowerBound, exponent + 19 <= range.upperBound { return (exponent, true) }
        return (exponent, range.contains(exponent + word.decimalDigitCount - 1))
    }

    /// ``checkBinary(from:at:)`` for any other value: read whole, then asked.
    private static func checkByReading(from bytes: RawSpan, at offset: inout Int) -> (exponent: Int, accepted: Bool)? {
        guard let value = readBinary(from: bytes, at: &offset) else { return nil }
        // Counting the digits of an exponent this far out would step past `Int`'s range.
        guard value.exponent.magnitude <= UInt(Int.max / 2) else { return (value.exponent, false) }
        return (value.exponent, value.refusal == nil)
    }

    private static func readBinary(from bytes: UnsafeRawBufferPointer, at offset: inout Int) -> ExactDecimal? {
        var position = offset
        guard position >= 0, position < bytes.count else { return nil }
        let header = bytes[position]
        position += 1
        let isNegative = header & 0x80 != 0
        let count = Int(header & 0x7F)
        var zigzag: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { return nil }
            let byte = bytes[position]
            position += 1
            guard shift < 63 || byte <= 1 else { return nil }
            zigzag |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { break }
            shift += 7
        }
        let exponent = Int64(bitPattern: zigzag >> 1 ^ (0 &- (zigzag & 1)))
        guard let exponent = Int(exactly: exponent), count * 8 <= bytes.count - position else { return nil }
        var words: [UInt] = []
        var small: UInt64 = 0
        for index in 0..<count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position + index * 8, as: UInt64.self))
            guard let native = UInt(exactly: word) else { return nil }
            if count == 1 { small = word } else { words.append(native) }
            if index == count - 1, word == 0 { return nil }
        }
        guard count > 0 || !isNegative else { return nil }
        offset = position + count * 8
        guard count > 1 else { return ExactDecimal(isNegative: isNegative, small: small, exponent: exponent) }
        return ExactDecimal(isNegative: isNegative, coefficient: BigUInt(words: words), exponent: exponent)
    }
}
