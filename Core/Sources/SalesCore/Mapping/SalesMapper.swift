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
            try dto.sale { productIDs.id(for: $0)?.id }
        }
    }

    /// The sales grouped by product id as they are read — what ``Catalog`` keeps — in the order
    /// each id first appears, each group in upstream order: a million sales are never held twice,
    /// nor their ids looked up again.
    public static func mapByProduct(_ data: Data, statusCode: Int) throws(MappingError) -> MappedList<ProductSales> {
        var stream = ByProduct()
        if UpstreamStatus.success.contains(statusCode) { data.withUnsafeBytes { _ = stream.feed($0.bytes) } }
        return try stream.finish(statusCode: statusCode, errorBody: data)
    }
}
