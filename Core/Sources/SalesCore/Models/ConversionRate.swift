/// One unit of `from` is worth `rate` units of `to`.
///
/// The rate is strictly positive and within ``ExactDecimal/Limits``, and the two currencies
/// differ: the initializer refuses anything else, so the conversion solver never sees a bad edge.
public struct ConversionRate: Hashable, Sendable {
    public let from: CurrencyCode
    public let to: CurrencyCode
    public let rate: ExactDecimal

    /// Why a rate was refused.
    public enum Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        case notPositive(ExactDecimal)
        case refused(ExactDecimal, NumberRefusal)
        case selfLoop(CurrencyCode)

        public var description: String {
            switch self {
            case .notPositive(let rate): "rate \(rate) is not positive"
            case .refused(let rate, let refusal): "rate \(rate) is \(refusal)"
            case .selfLoop(let code): "rate converts \(code) to itself"
            }
        }
    }

    public init(from: CurrencyCode, to: CurrencyCode, rate: ExactDecimal) throws(Invalid) {
        guard rate > .zero else { throw .notPositive(rate) }
        if let refusal = rate.refusal { throw .refused(rate, refusal) }
        guard from != to else { throw .selfLoop(from) }
        self.from = from
        self.to = to
        self.rate = rate
    }
}

extension ConversionRate: CustomStringConvertible {
    public var description: String { "\(from)→\(to) \(rate)" }
}
