extension Duration {
    /// Whole milliseconds, rounded down.
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// Whole seconds, rounded down.
    var wholeSeconds: Int64 { components.seconds }
}

extension Duration {
    /// Whole nanoseconds, rounded down; saturated at `Int64`'s range.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        return sumOverflow ? (scaled < 0 ? .min : .max) : sum
    }
}
