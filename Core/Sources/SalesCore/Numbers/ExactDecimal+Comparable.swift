import BigInt

extension ExactDecimal: Comparable, Hashable {
    public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) == 0
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Hashes the value, not the spelling: `1.10` and `1.1` hash alike.
    public func hash(into hasher: inout Hasher) {
        let normal = normalized
        hasher.combine(normal.isNegative)
        hasher.combine(normal.exponent)
        // One form per value: a normalized coefficient that fits 64 bits is always inline.
        if let small = normal.smallCoefficient {
            hasher.combine(small)
        } else {
            hasher.combine(normal.coefficient)
        }
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    private static func compare(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        if lhs.isZero || rhs.isZero {
            return lhs.signum - rhs.signum
        }
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let direction = lhs.isNegative ? -1 : 1
        return direction * compareMagnitudes(lhs, rhs)
    }

    /// Compares two nonzero magnitudes, by leading digit position first so that values far apart
    /// never need scaling.
    private static func compareMagnitudes(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        if lhs.exponent == rhs.exponent, let left = lhs.smallCoefficient, let right = rhs.smallCoefficient {
            return left == right ? 0 : (left < right ? -1 : 1)
        }
        let (leftLead, rightLead) = (lhs.exponent + lhs.digitCount, rhs.exponent + rhs.digitCount)
        if leftLead != rightLead { return leftLead < rightLead ? -1 : 1 }
        let (left, right, _) = aligned(lhs, rhs)
        return left == right ? 0 : (left < right ? -1 : 1)
    }

    /// -1, 0 or 1.
    public var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }
}
