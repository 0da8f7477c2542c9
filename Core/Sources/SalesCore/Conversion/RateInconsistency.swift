import Foundation

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
    /// `|rate / expected − 1|`, approximate (it is a diagnostic, not money; whether a rate is
    /// reported at all is decided exactly).
    public let relativeDifference: Double
}

extension RateInconsistency: CustomStringConvertible {
    public var description: String {
        let percent = String(format: "%.3g", relativeDifference * 100)
        return "\(rate.from)→\(rate.to) \(rate.rate) disagrees with \(expected) from shorter paths (\(percent)%)"
    }
}
