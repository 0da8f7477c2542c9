/// The one rounding rule for display: half to even ("banker's") rounding, which does not drift
/// upward when many values end in 5. Amounts are rounded once, when shown; sums add unrounded values.
public enum DecimalRounding {
    /// `value` rounded half to even to `scale` digits after the decimal point.
    public static func halfEven(_ value: ExactDecimal, scale: Int) -> ExactDecimal {
        value.rounded(scale: scale)
    }
}

extension Money {
    /// The amount rounded half to even to the currency's minor units (2 for USD, 0 for JPY).
    public func roundedForDisplay() -> Money {
        Money(amount: amount.rounded(scale: currency.minorUnits), currency: currency)
    }
}
