import Foundation
import SalesCore

/// Models from literals for the client's tests; a bad literal fails the test (throws), never traps.
struct BadLiteral: Error {
    let text: String
}

func decimal(_ text: String) throws -> ExactDecimal {
    try ExactDecimal(text) ?? { throw BadLiteral(text: text) }()
}

func code(_ text: String) throws -> CurrencyCode {
    try CurrencyCode(text) ?? { throw BadLiteral(text: text) }()
}

func rate(_ from: String, _ to: String, _ value: String) throws -> ConversionRate {
    try ConversionRate(from: code(from), to: code(to), rate: decimal(value))
}

/// A sale of product `id` in `currency` at the ISO 8601 instant `when`.
func sale(_ id: String, _ currency: String, _ amount: String, _ when: String) throws -> Sale {
    guard let product = Product.ID(id), let date = Timestamp.parse(when) else {
        throw BadLiteral(text: "\(id) \(when)")
    }
    return Sale(
        productID: product, amount: Money(amount: try decimal(amount), currency: try code(currency)), date: date)
}
