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

    /// ``mapByProduct(_:statusCode:)`` while the body arrives: each piece of a successful answer's
    /// body is mapped as it comes, so the body is never held whole — a million sales are 129 MB of
    /// JSON. The result is the same however the body is cut.
    public struct ByProduct: Sendable {
        private var list = UpstreamListStream<SaleDTO>()
        private var productIDs = ProductIDInterner()
        private var groups: [ProductSales] = []

        public init() {}

        /// Maps the sales the next piece of a successful answer's body completes; `false` once the
        /// body cannot be read (``finish(statusCode:errorBody:)`` says why), so the rest need not come.
        public mutating func feed(_ bytes: RawSpan) -> Bool {
            var list = self.list
            self.list = UpstreamListStream()
            defer { self.list = list }
            bytes.withUnsafeBytes { bytes in list.feed(bytes) { dto throws(SkipReason) in try take(dto) } }
            return list.isReading
        }

        /// The sales, once the answer is complete. A status that is not a success is said with
        /// the message in `errorBody` (the body of such an answer, which is never streamed).
        public mutating func finish(statusCode: Int, errorBody: Data = Data()) throws(MappingError)
            -> MappedList<ProductSales>
        {
            try UpstreamStatus.check(statusCode, data: errorBody)
            var list = self.list
            self.list = UpstreamListStream()
            let skipped = try list.finish(statusCode: statusCode) { dto throws(SkipReason) in try take(dto) }
            // An id whose every sale was skipped made a group and left it empty.
            return MappedList(elements: groups.filter { !$0.sales.isEmpty }, skipped: skipped)
        }

        private mutating func take(_ dto: SaleDTO) throws(SkipReason) {
            var slot = 0
            let sale = try dto.sale { bytes in
                guard let (id, index) = productIDs.id(for: bytes) else { return nil }
                if index == groups.count { groups.append(ProductSales(id: id, sales: [])) }
                slot = index
                return id
            }
            groups[slot].sales.append(sale)
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
        // The length picks the one name a key can be: one comparison per key, four per sale.
        switch key.raw.count {
        case 10 where key == "product_id":
            productID = value
            return 0
        case 13 where key == "currency_code":
            currencyCode = value
            return 1
        case 6 where key == "amount":
            amount = value
            return 2
        case 4 where key == "date":
            date = value
            return 3
        default:
            return key.hasEscapes ? readEscaped(key, value) : nil
        }
    }

    /// A key written with escapes (`"d\u0061te"`) has another length than its name.
    private mutating func readEscaped(_ key: JSONStringToken, _ value: JSONScalar) -> Int? {
        guard let field = Self.fieldNames.firstIndex(of: key.value) else { return nil }
        switch field {
        case 0: productID = value
        case 1: currencyCode = value
        case 2: amount = value
        default: date = value
        }
        return field
    }

    /// The sale these fields make, its product id read by `productID` from the id's bytes.
    func sale(productID: (UnsafeRawBufferPointer) -> Product.ID?) throws(SkipReason) -> Sale {
        Sale(
            productID: try self.productID.parsed("product_id", productID),
            amount: Money(
                amount: try amount.decimalText("amount"),
                currency: try currencyCode.parsed("currency_code", CurrencyCode.init(utf8:))
            ),
            date: try date.parsed("date", Timestamp.parse(bytes:))
        )
    }

    var summary: String {
        "product_id=\(productID.summary) currency_code=\(currencyCode.summary) amount=\(amount.summary) date=\(date.summary)"
    }
}
