import Foundation

/// Reads `GET /rates`: `[{"from": "EUR", "to": "USD", "rate": 1.18}]`.
///
/// `rate` is read from the JSON number's own text, so `1.18` stays exactly `1.18`. Pairs whose
/// rate is zero, negative, not a number (a string, `null`, a boolean…), that convert a currency
/// to itself, or whose codes are not three uppercase letters are skipped and reported; the
/// report is part of the result so the middleware can show it in its diagnostics.
public enum RatesMapper {
    public static func map(_ data: Data, statusCode: Int) throws(MappingError) -> MappedList<ConversionRate> {
        try UpstreamList.map(data, statusCode: statusCode, as: RateDTO.self) { dto throws(SkipReason) in
            let from = try dto.from.parsed("from") { CurrencyCode($0) }
            let to = try dto.to.parsed("to") { CurrencyCode($0) }
            let rate = try dto.rate.required("rate")
            do throws(ConversionRate.Invalid) {
                return try ConversionRate(from: from, to: to, rate: rate)
            } catch {
                throw .invalidRate(error)
            }
        }
    }
}

private struct RateDTO: UpstreamElement {
    let from: JSONField<String>
    let to: JSONField<String>
    let rate: JSONField<Decimal>

    private enum CodingKeys: String, CodingKey {
        case from, to, rate
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = container.field(String.self, .from)
        to = container.field(String.self, .to)
        rate = container.field(Decimal.self, .rate)
    }

    var summary: String { "from=\(from) to=\(to) rate=\(rate)" }
}
