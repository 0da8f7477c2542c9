/// A figure beside the same figure for an earlier period (the period before, a year earlier): the
/// change in percent, exact — rounded once, for display — or why there is none.
public enum PeriodChange: Hashable, Sendable {
    /// `(now − then) ÷ then × 100`, exact to ``significantDigits`` digits.
    case percent(ExactDecimal)
    /// The earlier figure is zero and this one is not: there is no percentage of nothing.
    case fromNothing
    /// Both figures are zero: nothing changed, and nothing grew.
    case nothingEither
    /// Either total leaves sales out (a currency the rates cannot convert): a change computed from
    /// it would be made up, so none is.
    case incomplete

    /// Digits the percentage keeps before display rounds it.
    public static let significantDigits = 20

    /// The change of a converted total; `.incomplete` when either leaves sales out.
    public init(now: ConvertedTotal, then: ConvertedTotal) {
        guard now.isComplete, then.isComplete else {
            self = .incomplete
            return
        }
        self.init(now: now.amount.amount, then: then.amount.amount)
    }

    /// The change of a count (sales).
    public init(now: Int, then: Int) {
        self.init(now: ExactDecimal(significand: now), then: ExactDecimal(significand: then))
    }

    /// The change of an exact figure.
    public init(now: ExactDecimal, then: ExactDecimal) {
        if now == .zero, then == .zero {
            self = .nothingEither
            return
        }
        let hundred: ExactDecimal = 100
        guard let ratio = ExactDecimal.quotient((now - then) * hundred, then, significantDigits: Self.significantDigits)
        else {
            self = .fromNothing
            return
        }
        self = .percent(ratio)
    }

    /// The percentage rounded half to even to `places` decimals (`12.3`), for display; `nil` when
    /// there is none.
    public func rounded(places: Int = 1) -> ExactDecimal? {
        guard case .percent(let value) = self else { return nil }
        return value.rounded(scale: places)
    }
}
