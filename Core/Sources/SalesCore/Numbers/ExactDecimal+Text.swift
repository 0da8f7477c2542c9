import BigInt

extension ExactDecimal {
    /// Parses a number within ``Limits``: plain notation (`1480.79`, `-3`, `0.0092512`) or with an
    /// exponent as JSON writes it (`1.18e-5`). `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        var text = String(text)
        let parsed = text.withUTF8 { Self.parse(utf8: UnsafeRawBufferPointer($0), allowsExponent: true) }
        guard case .success(let value) = parsed else { return nil }
        self = value
    }

    /// Parses UTF-8 bytes in one pass, never through floating point and never building more than
    /// ``Limits/significantDigits`` digits, however long the text.
    ///
    /// The grammar is JSON's number without the leading-zero rule: an optional `-`, digits,
    /// optionally `.` and digits, and (when `allowsExponent`) optionally `e` or `E`, a sign and
    /// digits. The value keeps the digits as written (`12.50` stays `12.50`) unless that takes
    /// more than 38 digits, when trailing zeros move into the exponent.
    static func parse(utf8 bytes: UnsafeRawBufferPointer, allowsExponent: Bool) -> Result<ExactDecimal, NumberRefusal> {
        if let value = parseShortPlain(bytes) { return .success(value) }
        let end = bytes.count
        var index = 0
        let isNegative = index < end && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var mantissa = Mantissa()
        index = mantissa.read(bytes, from: index)
        guard mantissa.integerDigits > 0, !mantissa.seenPoint || mantissa.fractionDigits > 0 else {
            return .failure(.malformed)
        }

        // The written exponent is exact up to `saturation`, then held there. Nothing in the text can
        // move the point further than its own length (`scale` and the trailing zeros are both
        // smaller), so an exponent beyond ±saturation is beyond the limits whatever else is written:
        // held at the bound, it gives the same answer as the exact value, without a wide integer.
        let saturation = end + Limits.significantDigits + Limits.magnitudeExponents.upperBound + 1
        var written = 0
        if index < end, allowsExponent, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            guard let read = readExponent(bytes, from: index + 1, saturation: saturation) else {
                return .failure(.malformed)
            }
            (written, index) = read
        }
        guard index == end else { return .failure(.malformed) }
        guard !mantissa.tooManyDigits else { return .failure(.tooManyDigits) }
        return mantissa.value(isNegative: isNegative, writtenExponent: written)
    }

    /// The exponent's sign and digits from `start` (after the `e`), held at `saturation`, and where
    /// they end; `nil` without a digit.
    @inline(__always)
    private static func readExponent(_ bytes: UnsafeRawBufferPointer, from start: Int, saturation: Int)
        -> (exponent: Int, end: Int)?
    {
        var index = start
        var sign = 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            if bytes[index] == UInt8(ascii: "-") { sign = -1 }
            index += 1
        }
        var written = 0
        var exponentDigits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") {
            written = min(written * 10 + Int(bytes[index] - UInt8(ascii: "0")), saturation)
            exponentDigits += 1
            index += 1
        }
        return exponentDigits > 0 ? (written * sign, index) : nil
    }

    /// The digits before the exponent as they are read: at most ``Limits/significantDigits`` of
    /// them kept, zeros after the last nonzero one held back until a digit or the end comes.
    private struct Mantissa {
        var coefficient = Accumulator()
        /// Digits in `coefficient`, from the first nonzero one.
        var digits = 0
        /// Zeros after the last nonzero digit, not yet in `coefficient`.
        var pendingZeros = 0
        /// Digits after the point.
        var scale = 0
        var integerDigits = 0
        var fractionDigits = 0
        var seenPoint = false
        var tooManyDigits = false

        /// Reads digits and at most one point (after a digit) from `start`; where they end.
        @inline(__always)
        mutating func read(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    if seenPoint {
                        fractionDigits += 1
                        scale += 1
                    } else {
                        integerDigits += 1
                    }
                    append(UInt64(byte - UInt8(ascii: "0")))
                } else if byte == UInt8(ascii: "."), !seenPoint, integerDigits > 0 {
                    seenPoint = true
                } else {
                    break
                }
                index += 1
            }
            return index
        }

        @inline(__always)
        private mutating func append(_ digit: UInt64) {
            if digit == 0 {
                if digits > 0 { pendingZeros += 1 }
            } else if digits + pendingZeros + 1 > Limits.significantDigits {
                tooManyDigits = true
                pendingZeros = 0
            } else {
                coefficient.append(zeros: pendingZeros, digit: digit, digitsSoFar: digits)
                digits += pendingZeros + 1
                pendingZeros = 0
            }
        }

        /// The number these digits and the written exponent make, within ``Limits``.
        func value(isNegative: Bool, writtenExponent written: Int) -> Result<ExactDecimal, NumberRefusal> {
            var exponent = written - scale
            guard digits > 0 else {
                // Zero keeps the scale of plain notation as written (`0.00`), nothing more.
                let zeroExponent = written == 0 ? -min(scale, Limits.significantDigits) : 0
                return .success(ExactDecimal(isNegative: false, small: 0, exponent: zeroExponent))
            }
            var coefficient = coefficient
            var digits = digits
            if digits + pendingZeros <= Limits.significantDigits {
                coefficient.append(zeros: pendingZeros, digit: nil, digitsSoFar: digits)
                digits += pendingZeros
            } else {
                exponent += pendingZeros
            }
            guard Limits.magnitudeExponents.contains(exponent + digits - 1) else { return .failure(.outOfRange) }
            return .success(coefficient.value(isNegative: isNegative, exponent: exponent))
        }
    }

    /// Plain notation of at most 19 characters (`1480.79`, `-0.01`, `12.50`): the digits fit 64
    /// bits whatever they are, and the magnitude is within ``Limits``, so the value is the digits
    /// read as one integer and the point's place — what ``parse(utf8:allowsExponent:)`` makes of
    /// the same bytes. `nil` for anything else (an exponent, a stray character, a bare point),
    /// which the general reading judges.
    private static func parseShortPlain(_ bytes: UnsafeRawBufferPointer) -> ExactDecimal? {
        guard let (value, length) = scanShortPlain(bytes), length == bytes.count else { return nil }
        return value
    }

    /// ``parseShortPlain(_:)`` of the number that starts `bytes`, up to the first byte that cannot
    /// continue it (a second point, a sign after the first byte, anything but a digit), and the
    /// number's length — read once, for a reader that finds where the number ends as it parses it
    /// (a mapper at an amount's closing quote). `nil` when those bytes are not such a number.
    static func scanShortPlain(_ bytes: UnsafeRawBufferPointer) -> (value: ExactDecimal, length: Int)? {
        guard let parts = scanShortPlainParts(bytes) else { return nil }
        let value = ExactDecimal(isNegative: parts.isNegative, small: parts.coefficient, exponent: -parts.scale)
        return (value, parts.length)
    }

    /// ``scanShortPlain(_:)``'s number as its parts — sign, digits as one integer, how many of
    /// them follow the point, length — for a mapper that keeps them as they are (``SaleRecord``):
    /// inlined, no ``ExactDecimal`` made.
    @inline(__always) static func scanShortPlainParts(_ bytes: UnsafeRawBufferPointer)
        -> (isNegative: Bool, coefficient: UInt64, scale: Int, length: Int)?
    {
        guard !bytes.isEmpty else { return nil }
        let isNegative = bytes[0] == UInt8(ascii: "-")
        // One byte past the longest number taken: a 20th character refuses it.
        let limit = min(bytes.count, 20)
        var index = isNegative ? 1 : 0
        var coefficient: UInt64 = 0
        func readDigits() {
            while index < limit {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return }
                coefficient = coefficient &* 10 &+ UInt64(digit)
                index += 1
            }
        }
        let integerStart = index
        readDigits()
        guard index > integerStart else { return nil }
        var scale = 0
        if index < limit, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            readDigits()
            scale = index - fractionStart
            guard scale > 0 else { return nil }
        }
        guard index <= 19 else { return nil }
        // Zero is never negative (``ExactDecimal`` keeps it so).
        return (isNegative && coefficient != 0, coefficient, scale, index)
    }

    /// Up to 38 digits, in a `UInt64` while they fit (most amounts and rates) and a `UInt128` after.
    private struct Accumulator {
        private var small: UInt64 = 0
        private var wide: UInt128? = nil

        /// Appends `zeros` zeros, then `digit` if any, to a coefficient of `digitsSoFar` digits.
        mutating func append(zeros: Int, digit: UInt64?, digitsSoFar: Int) {
            let total = digitsSoFar + zeros + (digit == nil ? 0 : 1)
            if wide == nil && total <= 19 {
                for _ in 0..<zeros { small &*= 10 }
                if let digit { small = small &* 10 &+ digit }
                return
            }
            var value = wide ?? UInt128(small)
            for _ in 0..<zeros { value &*= 10 }
            if let digit { value = value &* 10 &+ UInt128(digit) }
            wide = value
        }

        func value(isNegative: Bool, exponent: Int) -> ExactDecimal {
            guard let wide, wide > UInt128(UInt64.max) else {
                return ExactDecimal(isNegative: isNegative, small: wide.map { UInt64($0) } ?? small, exponent: exponent)
            }
            return ExactDecimal(isNegative: isNegative, coefficient: .from(wide), exponent: exponent)
        }
    }
}

extension ExactDecimal: CustomStringConvertible {
    /// Plain positional notation with every digit held, never an exponent: `1480.79`, `-0.0092512`,
    /// `12000`, `12.50`.
    public var description: String {
        let digits = smallCoefficient.map { String($0) } ?? Self.digits(of: coefficient)
        let sign = isNegative ? "-" : ""
        if exponent >= 0 {
            return sign + digits + (isZero ? "" : String(repeating: "0", count: exponent))
        }
        let fractionCount = -exponent
        if digits.utf8.count > fractionCount {
            let split = digits.index(digits.endIndex, offsetBy: -fractionCount)
            return sign + digits[..<split] + "." + digits[split...]
        }
        return sign + "0." + String(repeating: "0", count: fractionCount - digits.utf8.count) + digits
    }

    /// The coefficient in decimal, through the standard library's fast path when it fits 64 bits.
    private static func digits(of coefficient: BigUInt) -> String {
        if let small = coefficient.smallValue { return String(small) }
        return String(coefficient)
    }
}
