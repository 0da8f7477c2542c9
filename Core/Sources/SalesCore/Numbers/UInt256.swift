import BigInt

/// An unsigned integer of 256 bits in four words, least significant first: the fixed width
/// ``ExactSumOfProducts`` adds in and rounding divides in. Every operation answers `nil` rather than
/// overflow.
struct UInt256: Equatable, Sendable {
    private(set) var words: (UInt64, UInt64, UInt64, UInt64)

    static let zero = UInt256(words: (0, 0, 0, 0))

    init(words: (UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
    }

    /// The full product of two 128-bit values (it always fits).
    init(_ lhs: UInt128, times rhs: UInt128) {
        let (high, low) = lhs.multipliedFullWidth(by: rhs)
        words = (
            UInt64(truncatingIfNeeded: low), UInt64(truncatingIfNeeded: low >> 64),
            UInt64(truncatingIfNeeded: high), UInt64(truncatingIfNeeded: high >> 64)
        )
    }

    /// `big`, when it fits 256 bits.
    init?(_ big: BigUInt) {
        let words = big.words
        guard words.count <= 4 else { return nil }
        func word(_ index: Int) -> UInt64 { index < words.count ? UInt64(words[index]) : 0 }
        self.init(words: (word(0), word(1), word(2), word(3)))
    }

    var isZero: Bool { words == (0, 0, 0, 0) }

    var isOdd: Bool { words.0 & 1 == 1 }

    static func == (lhs: UInt256, rhs: UInt256) -> Bool { lhs.words == rhs.words }

    /// `self × factor`, or `nil` past 256 bits.
    func multiplied(by factor: UInt64) -> UInt256? {
        let p0 = words.0.multipliedFullWidth(by: factor)
        let p1 = words.1.multipliedFullWidth(by: factor)
        let p2 = words.2.multipliedFullWidth(by: factor)
        let p3 = words.3.multipliedFullWidth(by: factor)
        guard p3.high == 0 else { return nil }
        let (w1, c1) = p1.low.addingReportingOverflow(p0.high)
        let (w2a, c2a) = p2.low.addingReportingOverflow(p1.high)
        let (w2, c2b) = w2a.addingReportingOverflow(c1 ? 1 : 0)
        let (w3a, c3a) = p3.low.addingReportingOverflow(p2.high)
        let (w3, c3b) = w3a.addingReportingOverflow(c2a || c2b ? 1 : 0)
        guard !c3a, !c3b else { return nil }
        return UInt256(words: (p0.low, w1, w2, w3))
    }

    /// `self × 10^exponent`, or `nil` past 256 bits (any exponent beyond 77 is past them).
    func scaled(byPowerOfTen exponent: Int) -> UInt256? {
        guard exponent > 0 else { return exponent == 0 ? self : nil }
        guard !isZero else { return self }
        guard exponent <= 77 else { return nil }
        var value = self
        var left = exponent
        while left > 0 {
            let step = Swift.min(left, 19)
            guard let next = value.multiplied(by: UInt64.powersOfTen[step]) else { return nil }
            value = next
            left -= step
        }
        return value
    }

    /// `self ÷ 10^exponent` and the remainder, for an exponent of 1…19 (one word's power of ten;
    /// others are taken as the nearest of those).
    func quotientAndRemainder(dividingByPowerOfTen exponent: Int) -> (quotient: UInt256, remainder: UInt64) {
        let divisor = UInt64.powersOfTen[Swift.min(Swift.max(exponent, 1), 19)]
        var remainder: UInt64 = 0
        // Each step divides the remainder so far and the next word: below the divisor, so the
        // quotient fits a word.
        func step(_ word: UInt64) -> UInt64 {
            let (quotient, rest) = divisor.dividingFullWidth((high: remainder, low: word))
            remainder = rest
            return quotient
        }
        let w3 = step(words.3)
        let w2 = step(words.2)
        let w1 = step(words.1)
        let w0 = step(words.0)
        return (UInt256(words: (w0, w1, w2, w3)), remainder)
    }

    /// `self + other`, or `nil` past 256 bits.
    func adding(_ other: UInt256) -> UInt256? {
        let (w0, c0) = words.0.addingReportingOverflow(other.words.0)
        let (w1, c1) = Self.add(words.1, other.words.1, carry: c0)
        let (w2, c2) = Self.add(words.2, other.words.2, carry: c1)
        let (w3, c3) = Self.add(words.3, other.words.3, carry: c2)
        return c3 ? nil : UInt256(words: (w0, w1, w2, w3))
    }

    /// `self − other` and whether it went below zero (then the result is not meaningful).
    func subtracting(_ other: UInt256) -> (difference: UInt256, borrowed: Bool) {
        let (w0, b0) = words.0.subtractingReportingOverflow(other.words.0)
        let (w1, b1) = Self.subtract(words.1, other.words.1, borrow: b0)
        let (w2, b2) = Self.subtract(words.2, other.words.2, borrow: b1)
        let (w3, b3) = Self.subtract(words.3, other.words.3, borrow: b2)
        return (UInt256(words: (w0, w1, w2, w3)), b3)
    }

    /// The value when it fits 64 bits.
    var smallValue: UInt64? {
        words.1 == 0 && words.2 == 0 && words.3 == 0 ? words.0 : nil
    }

    var bigUInt: BigUInt {
        BigUInt(words: [UInt(words.0), UInt(words.1), UInt(words.2), UInt(words.3)])
    }

    private static func add(_ lhs: UInt64, _ rhs: UInt64, carry: Bool) -> (UInt64, Bool) {
        let (sum, first) = lhs.addingReportingOverflow(rhs)
        let (withCarry, second) = sum.addingReportingOverflow(carry ? 1 : 0)
        return (withCarry, first || second)
    }

    private static func subtract(_ lhs: UInt64, _ rhs: UInt64, borrow: Bool) -> (UInt64, Bool) {
        let (difference, first) = lhs.subtractingReportingOverflow(rhs)
        let (withBorrow, second) = difference.subtractingReportingOverflow(borrow ? 1 : 0)
        return (withBorrow, first || second)
    }
}
