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
    ///
    /// Pieces can also be mapped ahead, on other cores, each on its own (``premap(_:at:)``), and
    /// then fed with what was made of them (``feed(_:premapped:)``): the result is still the same,
    /// sale for sale and skip for skip, whatever the body holds.
    public struct ByProduct: Sendable {
        private var list = UpstreamListStream<SaleDTO>()
        private var productIDs = ProductIDInterner()
        private var groups: [ProductSales] = []
        /// The bytes fed so far: where the next piece starts in the body.
        private var received = 0
        /// How many premapped pieces were taken as they were mapped (the others were read again).
        public private(set) var premappedPiecesTaken = 0

        /// What reading the body has cost here, premapped pieces taken included: linear in the
        /// body's bytes, whatever its shape (``JSONArrayStream/work``).
        public var work: JSONArrayStream.Work { list.work }

        public init() {}

        /// Maps the sales the next piece of a successful answer's body completes; `false` once the
        /// body cannot be read (``finish(statusCode:errorBody:)`` says why), so the rest need not come.
        public mutating func feed(_ bytes: RawSpan) -> Bool {
            bytes.withUnsafeBytes { feed($0) }
        }

        /// The same as ``feed(_:)`` with the bytes `segment` was made of (``premap(_:at:)``, given
        /// this piece and where it starts): the pieces before it are read up to where `segment`
        /// guessed its first element starts, and when that is where the reading stands, everything
        /// `segment` read is taken as it is. Otherwise (a guess inside a string, a broken body, a
        /// segment of another piece) the piece is read here, as ``feed(_:)`` reads it.
        public mutating func feed(_ bytes: RawSpan, premapped segment: Segment) -> Bool {
            bytes.withUnsafeBytes { bytes in
                guard segment.offset == received, segment.length == bytes.count, let start = segment.start,
                    start >= received, start - received <= bytes.count
                else { return feed(bytes) }
                let head = start - received
                // The element cut before this piece is finished now, to see where the reading
                // stands — when it is no larger than the piece, so that the cost stays linear.
                let eagerly = list.carriedCount <= bytes.count
                guard feed(UnsafeRawBufferPointer(rebasing: bytes[..<head]), eagerly: eagerly) else { return false }
                guard list.nextElementOffset == start else {
                    return feed(UnsafeRawBufferPointer(rebasing: bytes[head...]))
                }
                absorb(segment.mapper)
                received += bytes.count - head
                premappedPiecesTaken += 1
                return list.isReading
            }
        }

        private mutating func feed(_ bytes: UnsafeRawBufferPointer, eagerly: Bool = false) -> Bool {
            var list = self.list
            self.list = UpstreamListStream()
            defer { self.list = list }
            list.feed(bytes, eagerly: eagerly) { dto throws(SkipReason) in try take(dto) }
            received += bytes.count
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
            let sale = try dto.fields { bytes in group(for: bytes) }
            groups[sale.productID].sales.append(amount: sale.amount, date: sale.date)
        }

        /// The index of the group of the id these bytes spell, made (after every group so far) when
        /// the id is new; `nil` when they are not a valid id.
        private mutating func group(for bytes: UnsafeRawBufferPointer) -> Int? {
            guard let index = productIDs.index(for: bytes) else { return nil }
            if index == groups.count {
                let id = productIDs.id(at: index)
                groups.append(ProductSales(id: id, sales: SaleList(productID: id)))
            }
            return index
        }

        /// Goes on as `other`, begun where this mapper's reading stands: its groups joined to
        /// these in the order their ids first appear (an id new here makes its group after every
        /// group made so far, as it would have read on), its skipped elements numbered on.
        private mutating func absorb(_ other: ByProduct) {
            for local in other.groups.indices {
                guard let index = other.productIDs.bytes(at: local).withUnsafeBytes({ group(for: $0) }) else {
                    continue
                }
                groups[index].sales.append(contentsOf: other.groups[local].sales)
            }
            list.continue(as: other.list)
        }

        /// A piece of the body mapped on its own (``premap(_:at:)``), for ``feed(_:premapped:)``.
        public struct Segment: Sendable {
            /// Where the piece starts in the body, and its length.
            let offset: Int
            let length: Int
            /// Where its first element was taken to start; `nil` when none was found, or the
            /// reading from there failed (the piece is then read again in order).
            let start: Int?
            fileprivate let mapper: ByProduct
        }

        /// Maps the piece of a body that starts at `offset`, on its own: from the first element
        /// it seems to hold whole — the first `{` after a `}` and a `,` with only whitespace
        /// between — to the element the piece cuts. Safe whatever the bytes: a wrong guess is
        /// found out and undone by ``feed(_:premapped:)``.
        public static func premap(_ bytes: RawSpan, at offset: Int) -> Segment {
            bytes.withUnsafeBytes { bytes in
                guard let first = firstElementStart(bytes) else {
                    return Segment(offset: offset, length: bytes.count, start: nil, mapper: ByProduct())
                }
                var mapper = ByProduct()
                mapper.list = UpstreamListStream(elementAt: offset + first)
                mapper.received = offset + first
                let reading = mapper.feed(UnsafeRawBufferPointer(rebasing: bytes[first...]))
                return Segment(
                    offset: offset, length: bytes.count, start: reading ? offset + first : nil, mapper: mapper)
            }
        }

        /// The first `{` preceded by `,` and, before that, `}` (whitespace allowed between them).
        private static func firstElementStart(_ bytes: UnsafeRawBufferPointer) -> Int? {
            func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
            var index = 0
            while let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) {
                index = comma + 1
                var before = comma - 1
                while before >= 0, isWhitespace(bytes[before]) { before -= 1 }
                guard before >= 0, bytes[before] == UInt8(ascii: "}") else { continue }
                var after = comma + 1
                while after < bytes.count, isWhitespace(bytes[after]) { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: "{") { return after }
            }
            return nil
        }
    }
}

private struct SaleDTO: UpstreamElement {
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
        let currency = attempt.readFixedString(length: 3, CurrencyCode.init(utf8:))
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
