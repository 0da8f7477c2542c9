import BigInt
import Foundation

extension ExactDecimal {
    /// The nearest `Double`, give or take a few units in the last place: for diagnostics and
    /// charts, never for money. Values beyond `Double`'s range become ±infinity or ±0.
    public var approximation: Double {
        guard !isZero else { return 0 }
        let bits = coefficient.bitWidth  // BigUInt's bit width has no leading zeros
        let dropped = max(0, bits - 64)
        let top = (dropped > 0 ? coefficient >> dropped : coefficient).smallValue ?? 0
        var value = Double(top)
        if dropped > 0 { value = Double(sign: .plus, exponent: dropped, significand: value) }
        if dropped == 0 && (-22...22).contains(exponent) {
            // Both numbers exact in binary: one correctly rounded step (1.18 gives the literal 1.18).
            let scale = Self.exactPowersOfTen[abs(exponent)]
            value = exponent < 0 ? value / scale : value * scale
        } else {
            // Two steps keep a large coefficient with a very small exponent (or the reverse) in range.
            let first = exponent / 2
            value *= pow(10, Double(first))
            value *= pow(10, Double(exponent - first))
        }
        return isNegative ? -value : value
    }

    /// 10⁰ … 10²², every one exact in a `Double`. Written out rather than built by a closure, which
    /// the type checker is slow to infer.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]
}
