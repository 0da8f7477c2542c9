import Foundation
import SalesJSON

/// The fields of one element of `GET /sales` as the general reading and the canonical one read
/// them (``SalesMapper``); the mapper's alone.
struct SaleDTO: UpstreamElement {
    var productID: JSONScalar?
    var currencyCode: JSONScalar?
    var amount: JSONScalar?
    var date: JSONScalar?
    /// The currency and the date when the canonical reading already parsed them from the fields.
    private var readCurrency: CurrencyCode?
    private var readDate: Date?

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

    /// `{"product_id":"…","currency_code":"…","amount":"…","date":"…"}`, as the upstream writes
    /// every sale: four comparisons of known bytes and four plain strings, instead of a key read,
    /// measured and compared per field. A currency of three letters and a date of 24 bytes — every
    /// one the upstream writes — are read and parsed in one step (``JSONReader/readFixedString(length:_:)``).
    static func readCanonical(_ reader: inout JSONReader) -> SaleDTO? {
        var attempt = reader
        guard attempt.skipIfPresent(#"{"product_id":"#), let productID = attempt.readPlainString(),
            attempt.skipIfPresent(#","currency_code":"#)
        else { return nil }
        let currency = attempt.readFixedString(length: 3, CurrencyCode.init(threeBytes:))
        guard let currencyCode = currency?.token ?? attempt.readPlainString(),
            attempt.skipIfPresent(#","amount":"#), let amount = attempt.readPlainString(),
            attempt.skipIfPresent(#","date":"#)
        else { return nil }
        let date = attempt.readFixedString(length: 24, Timestamp.parse(bytes:))
        guard let dateText = date?.token ?? attempt.readPlainString(), attempt.skipIfPresent("}") else { return nil }
        reader = attempt
        var dto = SaleDTO(
            productID: .string(productID), currencyCode: .string(currencyCode), amount: .string(amount),
            date: .string(dateText))
        (dto.readCurrency, dto.readDate) = (currency?.value, date?.value)
        return dto
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
        let fields = try self.fields(productID: productID)
        return Sale(productID: fields.productID, amount: fields.amount, date: fields.date)
    }

    /// The sale's fields, read in this order (the first that fails is the one reported), its
    /// product read by `productID` from the id's bytes as whatever the caller keys groups by.
    func fields<ProductKey>(
        productID: (UnsafeRawBufferPointer) -> ProductKey?
    ) throws(SkipReason) -> (productID: ProductKey, amount: Money, date: Date) {
        let product = try self.productID.parsed("product_id", productID)
        let amount = try amount.decimalText("amount")
        let currency: CurrencyCode
        if let readCurrency {
            currency = readCurrency
        } else {
            currency = try currencyCode.parsed("currency_code", CurrencyCode.init(utf8:))
        }
        let date: Date
        if let readDate { date = readDate } else { date = try self.date.parsed("date", Timestamp.parse(bytes:)) }
        return (product, Money(amount: amount, currency: currency), date)
    }

    var summary: String {
        "product_id=\(productID.summary) currency_code=\(currencyCode.summary) amount=\(amount.summary) date=\(date.summary)"
    }
}
