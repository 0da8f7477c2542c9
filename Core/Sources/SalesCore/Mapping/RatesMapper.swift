import Foundation
import SalesJSON

/// Reads `GET /rates`: `[{"from": "EUR", "to": "USD", "rate": 1.18}]`.
///
/// `rate` is read from the JSON number's own digits, so `1.18` stays exactly `1.18`. Pairs whose
/// rate is zero, negative, not a number (a string, `null`, a boolean…) or out of `Decimal`'s range,
/// that convert a currency to itself, or whose codes are not three uppercase letters are skipped
/// and reported; the report is part of the result so the middleware can show it.
public enum RatesMapper {
    public static func map(_ data: Data, statusCode: Int) throws(MappingError) -> MappedList<ConversionRate> {
        try UpstreamList.map(data, statusCode: statusCode, as: RateDTO.self) { dto throws(SkipReason) in
            let from = try dto.from.parsed("from", CurrencyCode.init(utf8:))
            let to = try dto.to.parsed("to", CurrencyCode.init(utf8:))
            let rate = try dto.rate.number("rate")
            do throws(ConversionRate.Invalid) {
                return try ConversionRate(from: from, to: to, rate: rate)
            } catch {
                throw .invalidRate(error)
            }
        }
    }
}

private struct RateDTO: UpstreamElement {
    var from: JSONScalar?
    var to: JSONScalar?
    var rate: JSONScalar?

    static let fieldNames = ["from", "to", "rate"]

    mutating func read(_ key: JSONStringToken, _ value: JSONScalar) -> Int? {
        if key == "from" {
            from = value
            return 0
        }
        if key == "to" {
            to = value
            return 1
        }
        if key == "rate" {
            rate = value
            return 2
        }
        return nil
    }

    var summary: String { "from=\(from.summary) to=\(to.summary) rate=\(rate.summary)" }
}
