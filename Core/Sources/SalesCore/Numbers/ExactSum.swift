/// A running exact sum. Amounts that share a scale — the cents of a sales list — are added as
/// 128-bit integers; any other amount (another scale, more than 64 bits of digits, a sum that
/// would overflow) settles them into an ``ExactDecimal`` first. The value is the one adding the
/// amounts one by one gives, digit for digit: the speed-up is for the common case, never a
/// different answer.
public struct ExactSum: Sendable {
    private var settled = ExactDecimal.zero
    /// Whether anything was settled: until then the sum is the pending amounts alone.
    private var hasSettled = false
    /// The amounts added since the last settling, in units of 10^`pendingExponent`.
    private var pending: Int128 = 0
    private var pendingExponent: Int?

    public init() {}

    public mutating func add(_ amount: ExactDecimal) {
        guard let units = amount.smallCoefficient else {
            settled += amount
            hasSettled = true
            return
        }
        let signed = amount.isNegative ? -Int128(units) : Int128(units)
        if pendingExponent == nil || pendingExponent == amount.exponent {
            let (sum, overflow) = pending.addingReportingOverflow(signed)
            if !overflow {
                pending = sum
                pendingExponent = amount.exponent
                return
            }
        }
        settled = value
        hasSettled = true
        pending = signed
        pendingExponent = amount.exponent
    }

    /// The exact sum of everything added (zero when nothing was).
    public var value: ExactDecimal {
        guard let exponent = pendingExponent else { return settled }
        let magnitude = pending.magnitude
        let pendingValue =
            magnitude <= UInt128(UInt64.max)
            ? ExactDecimal(isNegative: pending < 0, small: UInt64(magnitude), exponent: exponent)
            : ExactDecimal(isNegative: pending < 0, coefficient: .from(magnitude), exponent: exponent)
        // Zero plus an amount of no positive exponent is that amount, digit for digit (a sum
        // keeps the smallest exponent added, and zero's is 0): no addition made.
        guard hasSettled || exponent > 0 else { return pendingValue }
        return settled + pendingValue
    }
}
