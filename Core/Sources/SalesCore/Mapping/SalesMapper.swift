import Foundation

/// Reads `GET /sales`:
/// `[{"product_id": "<UUID>", "currency_code": "AUD", "amount": "1480.79", "date": "2024-07-20T15:45:27.366Z"}]`.
///
/// `amount` must be a decimal string (parsed exactly by ``DecimalText``; negative amounts, such
/// as refunds, are kept), `currency_code` three uppercase letters and `date` an ISO 8601 timestamp
/// (``Timestamp``). An element that breaks any of these is skipped and reported. Sales are not
/// checked against the product list here: ``Catalog`` reports sales of unknown products.
public enum SalesMapper {
    public static func map(_ data: Data, statusCode: Int) throws(MappingError) -> MappedList<Sale> {
        try UpstreamList.map(data, statusCode: statusCode, as: SaleDTO.self) { dto throws(SkipReason) in
            Sale(
                productID: try dto.productID.parsed("product_id", Product.ID.init),
                amount: Money(
                    amount: try dto.amount.parsed("amount") { DecimalText.parse($0) },
                    currency: try dto.currencyCode.parsed("currency_code") { CurrencyCode($0) }
                ),
                date: try dto.date.parsed("date") { Timestamp.parse($0) }
            )
        }
    }
}

private struct SaleDTO: UpstreamElement {
    let productID: JSONField<String>
    let currencyCode: JSONField<String>
    let amount: JSONField<String>
    let date: JSONField<String>

    private enum CodingKeys: String, CodingKey {
        case productID = "product_id"
        case currencyCode = "currency_code"
        case amount, date
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        productID = container.field(String.self, .productID)
        currencyCode = container.field(String.self, .currencyCode)
        amount = container.field(String.self, .amount)
        date = container.field(String.self, .date)
    }

    var summary: String { "product_id=\(productID) currency_code=\(currencyCode) amount=\(amount) date=\(date)" }
}
