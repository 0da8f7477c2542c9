import Foundation
import SalesCore

/// Test-only shorthands that fail the test (by throwing) instead of crashing on a bad literal.
struct InvalidTestValue: Error {
    let text: String
}

func decimal(_ text: String) throws -> ExactDecimal {
    guard let value = ExactDecimal(text) else { throw InvalidTestValue(text: text) }
    return value
}

func code(_ text: String) throws -> CurrencyCode {
    guard let value = CurrencyCode(text) else { throw InvalidTestValue(text: text) }
    return value
}

func rate(_ from: String, _ to: String, _ value: String) throws -> ConversionRate {
    try ConversionRate(from: code(from), to: code(to), rate: decimal(value))
}

func productID(_ text: String) throws -> Product.ID {
    guard let id = Product.ID(text) else { throw InvalidTestValue(text: text) }
    return id
}

func date(_ text: String) throws -> Date {
    guard let date = Timestamp.parse(text) else { throw InvalidTestValue(text: text) }
    return date
}

func sale(_ product: String, _ currency: String, _ amount: String, _ when: String) throws -> Sale {
    try Sale(
        productID: productID(product),
        amount: Money(amount: decimal(amount), currency: code(currency)),
        date: date(when)
    )
}

/// `|actual / expected - 1|`, for comparing solved rates with published values.
func relativeError(_ actual: ExactDecimal, _ expected: ExactDecimal) -> Double {
    guard let quotient = ExactDecimal.quotient(actual, expected) else { return .infinity }
    return abs((quotient - 1).approximation)
}
