/// A running exact sum of products, `Σ aᵢ × bᵢ`: what converting sums by rates adds up (a
/// product's revenue is each currency's sum times its rate). The value is the one `+` and `*` give
/// adding the products one by one, digit for digit — the same value and the same exponent, the
/// smallest of all the products' and zero's.
///
/// While every factor fits 128 bits and the products, over one exponent, fit 256, they are added
/// as fixed-width integers (no heap); anything else (a wider factor, exponents too far apart, a sum
/// past 256 bits) settles what was added into an ``ExactDecimal`` and goes on in it. The speed-up is
/// for the common case — a rate of up to 38 digits times a sum — never a different answer.
public struct ExactSumOfProducts: Sendable {
    /// What was added in fixed width, as its positive and negative parts, in units of
    /// 10^`exponent`; `nil` once something did not fit (``settled`` holds all from then on).
    private var wide: (positive: UInt256, negative: UInt256)? = (.zero, .zero)
    private var exponent = 0
    private var settled = ExactDecimal.zero

    public init() {}

    public mutating func add(_ lhs: ExactDecimal, times rhs: ExactDecimal) {
        if addWide(lhs, times: rhs) { return }
        settled = value + lhs * rhs
        wide = nil
    }

    /// The exact sum of the products added (zero when none was).
    public var value: ExactDecimal {
        guard let (positive, negative) = wide else { return settled }
        let (difference, borrowed) = positive.subtracting(negative)
        let magnitude = borrowed ? negative.subtracting(positive).difference : difference
        if let small = magnitude.smallValue {
            return ExactDecimal(isNegative: borrowed, small: small, exponent: exponent)
        }
        return ExactDecimal(isNegative: borrowed, coefficient: magnitude.bigUInt, exponent: exponent)
    }

    /// Adds `lhs × rhs` in fixed width; `false`, changing nothing, when it does not fit.
    private mutating func addWide(_ lhs: ExactDecimal, times rhs: ExactDecimal) -> Bool {
        guard var (positive, negative) = wide,
            let left = lhs.mediumCoefficient, let right = rhs.mediumCoefficient
        else { return false }
        var product = UInt256(left, times: right)
        let productExponent = lhs.exponent + rhs.exponent
        var exponent = self.exponent
        if productExponent < exponent {
            let shift = exponent - productExponent
            guard let scaledPositive = positive.scaled(byPowerOfTen: shift),
                let scaledNegative = negative.scaled(byPowerOfTen: shift)
            else { return false }
            (positive, negative, exponent) = (scaledPositive, scaledNegative, productExponent)
        } else if productExponent > exponent {
            guard let scaled = product.scaled(byPowerOfTen: productExponent - exponent) else { return false }
            product = scaled
        }
        if lhs.isNegative != rhs.isNegative {
            guard let sum = negative.adding(product) else { return false }
            negative = sum
        } else {
            guard let sum = positive.adding(product) else { return false }
            positive = sum
        }
        wide = (positive, negative)
        self.exponent = exponent
        return true
    }
}
