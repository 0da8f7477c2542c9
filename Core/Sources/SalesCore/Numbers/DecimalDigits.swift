import BigInt

/// Decimal digit arithmetic on unsigned big integers: powers of ten, digit counts and the one
/// rounding step every ``ExactDecimal`` operation uses.
enum DecimalDigits {
    /// 10⁰ … 10⁵¹¹, made once (about 110 KB): every power the arithmetic on values within
    /// ``ExactDecimal/Limits`` needs. Larger powers are computed when asked for.
    private static let powers: [BigUInt] = {
        var table: [BigUInt] = [1]
        for _ in 1..<512 { table.append(table[table.count - 1].multiplied(byWord: 10)) }
        return table
    }()

    /// 10ⁿ for n ≥ 0 (1 for a negative n).
    static func power(_ n: Int) -> BigUInt {
        guard n > 0 else { return 1 }
        return n < powers.count ? powers[n] : BigUInt(10).power(n)
    }

    /// log₁₀ 2, to estimate decimal magnitudes from bit lengths.
    static let log10Of2 = 0.301_029_995_663_981_2

    /// How many decimal digits `value` has; `0` for zero.
    static func count(of value: BigUInt) -> Int {
        guard !value.isZero else { return 0 }
        if let small = value.smallValue { return small.decimalDigitCount }
        // floor(bits × log10 2) never exceeds the digit count; step up to the exact one.
        let bits = value.bitWidth  // BigUInt's bit width has no leading zeros
        var digits = max(1, (bits * 1233) >> 12)
        while value >= power(digits) { digits += 1 }
        return digits
    }

    /// `value ÷ 10ᵏ` rounded half to even. `sticky` says that nonzero digits below `value` were
    /// already cut off (so an exact half is really more than half). k ≤ 0 multiplies instead.
    static func roundHalfEven(_ value: BigUInt, droppingDigits k: Int, sticky: Bool = false) -> BigUInt {
        guard k > 0 else { return value * power(-k) }
        // A value of up to 256 bits — a converted total: a sum times a rate of up to 38 digits —
        // is divided a word at a time, with no division of big integers.
        if let wide = UInt256(value) { return roundHalfEven(wide, droppingDigits: k, sticky: sticky).bigUInt }
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: power(k))
        let half = power(k - 1).multiplied(byWord: 5)
        let roundsUp: Bool
        if remainder > half {
            roundsUp = true
        } else if remainder == half {
            roundsUp = sticky || quotient.words.first.map { $0 & 1 == 1 } ?? false
        } else {
            roundsUp = false
        }
        return roundsUp ? quotient + 1 : quotient
    }

    /// ``roundHalfEven(_:droppingDigits:sticky:)`` in fixed width: the lowest digits dropped 19 at a
    /// time (a nonzero one makes an exact half of the rest more than half), the last ones compared
    /// with half.
    private static func roundHalfEven(_ value: UInt256, droppingDigits k: Int, sticky: Bool) -> UInt256 {
        // Every 256-bit value is below 1.2 × 10⁷⁷: dropping 78 digits or more leaves less than half.
        guard k < 78 else { return .zero }
        var (quotient, left, sticky) = (value, k, sticky)
        while left > 19 {
            let (next, remainder) = quotient.quotientAndRemainder(dividingByPowerOfTen: 19)
            (quotient, left, sticky) = (next, left - 19, sticky || remainder != 0)
        }
        let (kept, remainder) = quotient.quotientAndRemainder(dividingByPowerOfTen: left)
        let half = 5 * UInt64.powersOfTen[left - 1]
        let roundsUp = remainder > half || (remainder == half && (sticky || kept.isOdd))
        // `kept` is below 2²⁵⁶ ÷ 10: one more always fits.
        return roundsUp ? kept.adding(UInt256(words: (1, 0, 0, 0))) ?? kept : kept
    }
}

extension UInt64 {
    /// How many decimal digits the value has (1 for zero): from its bit length, then one
    /// comparison with a power of ten — no loop.
    var decimalDigitCount: Int {
        // floor(bits × log₁₀ 2) is the digit count or one less.
        let bits = UInt64.bitWidth - leadingZeroBitCount
        let estimate = (bits * 1233) >> 12
        return estimate < Self.powersOfTen.count && self >= Self.powersOfTen[estimate]
            ? estimate + 1 : Swift.max(1, estimate)
    }

    /// 10⁰ … 10¹⁹: every power of ten a `UInt64` holds.
    static let powersOfTen: [UInt64] = (0..<20).reduce(into: []) { powers, _ in
        powers.append(powers.last.map { $0 * 10 } ?? 1)
    }
}

extension BigUInt {
    /// `value`, built through the non-generic literal initializer: BigInt is not `@inlinable`, so
    /// its generic integer conversions cost a dynamic cast each.
    static func from(_ value: UInt64) -> BigUInt {
        BigUInt(integerLiteral: value)
    }

    static func from(_ value: UInt128) -> BigUInt {
        let low = BigUInt(integerLiteral: UInt64(truncatingIfNeeded: value))
        guard value >> 64 != 0 else { return low }
        return (BigUInt(integerLiteral: UInt64(truncatingIfNeeded: value >> 64)) << 64) + low
    }

    /// The value when it fits 64 bits, read from the words directly.
    var smallValue: UInt64? {
        bitWidth <= 64 ? UInt64(words.first ?? 0) : nil
    }

    /// The value when it fits 128 bits, read from the words directly.
    var mediumValue: UInt128? {
        guard bitWidth <= 128 else { return nil }
        let words = self.words
        let low = UInt128(words.first ?? 0)
        return words.count > 1 ? UInt128(words[words.startIndex + 1]) << 64 | low : low
    }
}
