import Foundation
import SalesJSON

/// Reads `GET /sales`:
/// `[{"product_id": "<UUID>", "currency_code": "AUD", "amount": "1480.79", "date": "2024-07-20T15:45:27.366Z"}]`.
///
/// `amount` must be a decimal string (parsed exactly by ``DecimalText``; negative amounts, such
/// as refunds, are kept), `currency_code` three uppercase letters and `date` an ISO 8601 timestamp
/// (``Timestamp``). An element that breaks any of these is skipped and reported. Sales are not
/// checked against the product list here: ``Catalog`` reports sales of unknown products.
public enum SalesMapper {
    public static func map(_ data: Data, statusCode: Int) throws(MappingError) -> MappedList<Sale> {
        var productIDs = ProductIDInterner()
        return try UpstreamList.map(data, statusCode: statusCode, as: SaleDTO.self) { dto throws(SkipReason) in
            Sale(
                productID: try dto.productID.parsed("product_id") { productIDs.id(for: $0) },
                amount: Money(
                    amount: try dto.amount.decimalText("amount"),
                    currency: try dto.currencyCode.parsed("currency_code", CurrencyCode.init(utf8:))
                ),
                date: try dto.date.parsed("date", Timestamp.parse(utf8:))
            )
        }
    }
}

private struct SaleDTO: UpstreamElement {
    var productID: JSONScalar?
    var currencyCode: JSONScalar?
    var amount: JSONScalar?
    var date: JSONScalar?

    static let fieldNames = ["product_id", "currency_code", "amount", "date"]

    mutating func read(_ key: JSONStringToken, _ value: JSONScalar) -> Int? {
        if key == "product_id" {
            productID = value
            return 0
        }
        if key == "currency_code" {
            currencyCode = value
            return 1
        }
        if key == "amount" {
            amount = value
            return 2
        }
        if key == "date" {
            date = value
            return 3
        }
        return nil
    }

    var summary: String {
        "product_id=\(productID.summary) currency_code=\(currencyCode.summary) amount=\(amount.summary) date=\(date.summary)"
    }
}
