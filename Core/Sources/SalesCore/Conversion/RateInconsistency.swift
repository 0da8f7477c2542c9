/// An upstream rate that disagrees with the rates the table solved through other paths.
///
/// The table keeps the path with the fewest steps; every other rate between two solved currencies
/// lies on a path at least as long, and is checked against the solution: when `from → to` at the
/// upstream rate and the solved `from → to` (``expected``) differ by more than the tolerance, the
/// upstream data is inconsistent (a stale quote, a typo, a duplicate pair with another value).
public struct RateInconsistency: Hashable, Sendable {
    /// The upstream rate that was not used and disagrees.
    public let rate: ConversionRate
    /// What the solved table implies for the same pair: `rate(from) / rate(to)`, rounded to 38
    /// significant digits.
    public let expected: ExactDecimal
    /// `|rate / expected − 1|`, computed exactly and rounded half-even to 6 significant digits.
    public let relativeDifference: ExactDecimal

    /// The inconsistency of `rate` with `expected`; `nil` when `expected` is zero (never, for a
    /// solved rate).
    init?(rate: ConversionRate, expected: ExactDecimal) {
        guard let ratio = ExactDecimal.quotient(rate.rate, expected) else { return nil }
        self.rate = rate
        self.expected = expected
        relativeDifference = (ratio - 1).magnitude.rounded(significantDigits: 6)
    }
}

extension RateInconsistency: CustomStringConvertible {
    public var description: String {
        let percent = (relativeDifference * 100).rounded(significantDigits: 3).normalized
        return "\(rate.from)→\(rate.to) \(rate.rate) disagrees with \(expected) from shorter paths (\(percent)%)"
    }
}
