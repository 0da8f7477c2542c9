import Foundation

/// One unit of `from` is worth `rate` units of `to`.
///
/// The rate is always finite and strictly positive and the two currencies differ: the
/// initializer refuses anything else, so the conversion solver never sees a bad edge.
public struct ConversionRate: Hashable, Sendable {
    public let from: CurrencyCode
    public let to: CurrencyCode
    public let rate: Decimal

    /// Why a rate was refused.
    public enum Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        case notPositive(Decimal)
        case notANumber
        case selfLoop(CurrencyCode)

        public var description: String {
            switch self {
            case .notPositive(let rate): "rate \(rate) is not positive"
            case .notANumber: "rate is not a number"
            case .selfLoop(let code): "rate converts \(code) to itself"
            }
        }
    }

    public init(from: CurrencyCode, to: CurrencyCode, rate: Decimal) throws(Invalid) {
        guard !rate.isNaN else { throw .notANumber }
        guard rate > 0 else { throw .notPositive(rate) }
        guard from != to else { throw .selfLoop(from) }
        self.from = from
        self.to = to
        self.rate = rate
    }
}

extension ConversionRate: CustomStringConvertible {
    public var description: String { "\(from)→\(to) \(rate)" }
}
