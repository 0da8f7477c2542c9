/// The one place a `Duration` becomes a count of some unit: every conversion rounds toward zero and
/// saturates at `Int64`'s range rather than trapping, whatever the duration (they come from flags,
/// the environment and clocks).
extension Duration {
    /// Whole nanoseconds.
    public var nanoseconds: Int64 { scaled(perSecond: 1_000_000_000) }

    /// Whole microseconds.
    public var microseconds: Int64 { scaled(perSecond: 1_000_000) }

    /// Whole milliseconds.
    public var milliseconds: Int64 { scaled(perSecond: 1000) }

    /// Whole seconds.
    public var wholeSeconds: Int64 { components.seconds }

    /// Seconds as a `TimeInterval`-like `Double`, for arithmetic with `Date` (ages, deadlines).
    public var timeInterval: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    private func scaled(perSecond units: Int64) -> Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: units)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = whole.addingReportingOverflow(attoseconds / (1_000_000_000_000_000_000 / units))
        return sumOverflow ? (whole < 0 ? .min : .max) : sum
    }
}
