/// How a currency reaches the target: the chain of upstream rates the table used.
public struct ConversionPath: Hashable, Sendable {
    public let source: CurrencyCode
    public let target: CurrencyCode
    /// From `source` to `target`; empty when they are the same currency.
    public let steps: [ConversionStep]
    /// The solved direct rate: one `source` is worth `rate` of `target`.
    public let rate: ExactDecimal
}

/// One step of a ``ConversionPath``.
public struct ConversionStep: Hashable, Sendable {
    public let from: CurrencyCode
    public let to: CurrencyCode
    /// The upstream rate this step uses, as the upstream gave it.
    public let upstream: ConversionRate

    /// `true` when the upstream gave the opposite direction (`to → from`) and the step divides by it.
    public var isInverted: Bool { upstream.from != from }

    /// What one `from` is worth in `to` along this step: the upstream rate, or its inverse
    /// rounded to 38 significant digits.
    public var rate: ExactDecimal {
        isInverted ? ExactDecimal.quotient(.one, upstream.rate) ?? upstream.rate : upstream.rate
    }
}

extension ConversionPath: CustomStringConvertible {
    /// `GBP → EUR (×1.12) → USD (×1.18) = 1.3216`; an inverted step shows `÷` and the upstream rate.
    public var description: String {
        var text = source.code
        for step in steps {
            text += " → \(step.to) (\(step.isInverted ? "÷" : "×")\(step.upstream.rate))"
        }
        return text + " = \(rate)"
    }
}
