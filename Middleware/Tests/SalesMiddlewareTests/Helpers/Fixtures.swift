import Foundation
import SalesCore
import TestKit

/// The repository's captured rates (`Repository.fixture`), as the middleware's tests use them.
enum Fixtures {
    static func rates() throws -> [ConversionRate] {
        try RatesMapper.map(Repository.fixture("rates.json"), statusCode: 200).elements
    }

    /// `fixtures/rates.json` as the upstream sends it (empty if unreadable: the tests then fail on content).
    static let ratesJSON = ((try? Repository.fixture("rates.json")).map { String(decoding: $0, as: UTF8.self) }) ?? ""
}

struct InvalidTestValue: Error {}

func code(_ text: String) throws -> CurrencyCode {
    guard let code = CurrencyCode(text) else { throw InvalidTestValue() }
    return code
}

func rate(_ from: String, _ to: String, _ value: String) throws -> ConversionRate {
    guard let decimal = DecimalText.parse(value) else { throw InvalidTestValue() }
    return try ConversionRate(from: code(from), to: code(to), rate: decimal)
}
