import Foundation
import SalesJSON

/// A sale read straight from its bytes when it holds the four fields of a sale, once each, as
/// plain strings, and every one valid — in any order, compact or spaced: the upstream's
/// `{"product_id":"…","currency_code":"AUD","amount":"1480.79","date":"2024-07-20T15:45:27.366Z"}`
/// or the same pretty-printed. No token, DTO, ``Money`` or scan for an id's closing quote is made
/// on the way. Anything else — a new or escaped id, another key, a field twice, an amount that
/// does not fit a record, a value to skip — is declined, for the general reading to judge
/// (``SaleDTO``): what is taken here is exactly the sale that reading makes of the same bytes.
struct WrittenSale {
    /// The id's group (its index in the interner), and the amount's parts.
    private(set) var group = -1
    private(set) var coefficient: UInt64 = 0
    private(set) var isNegative = false
    private(set) var exponent: Int16 = 0
    private(set) var currency: UInt16 = 0
    private(set) var date = Date(timeIntervalSince1970: 0)
    /// The fields read so far, a bit each.
    private var seen: UInt8 = 0

    /// The bytes of the upstream's form but its id, at the longest amount taken (19 characters):
    /// `{"product_id":""` 16, `,"currency_code":"AUD"` 22, `,"amount":""` 12 and the amount,
    /// `,"date":""` 10 and the date's 24, `}` — 104; 128 with room to spare.
    private static let longestCompactRest = 128

    /// Sales in the upstream's compact form one after another, a comma between each and the
    /// next, read through one pointer while the `count` bytes at `bytes` hold the longest such
    /// element (``readCompact(at:ids:idLength:)``), each appended to `sales`. Answers the bytes
    /// used, up to the end of the last sale taken (not the comma after it), and how many sales.
    static func readCompactRun(
        at bytes: UnsafeRawPointer, count: Int, ids: ProductIDInterner, idLength: Int, into sales: inout MappedSales
    ) -> (used: Int, taken: Int) {
        var (used, taken, offset) = (0, 0, 0)
        // Kept a batch at a time: each sale is stored where a batch lies, and the batch appended
        // in one copy, not a sale at a time through the arrays' checks.
        withUnsafeTemporaryAllocation(of: SaleRecord.self, capacity: batch) { records in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: batch) { groups in
                var held = 0
                while count - offset >= idLength + longestCompactRest,
                    let (sale, length) = readCompact(at: bytes + offset, ids: ids, idLength: idLength)
                {
                    records.initializeElement(at: held, to: sale.record)
                    groups.initializeElement(at: held, to: UInt32(truncatingIfNeeded: sale.group))
                    held += 1
                    if held == batch {
                        sales.append(records: UnsafeBufferPointer(records), groups: UnsafeBufferPointer(groups))
                        held = 0
                    }
                    taken += 1
                    used = offset + length
                    guard bytes.load(fromByteOffset: used, as: UInt8.self) == UInt8(ascii: ",") else { break }
                    offset = used + 1
                }
                sales.append(
                    records: UnsafeBufferPointer(rebasing: records[..<held]),
                    groups: UnsafeBufferPointer(rebasing: groups[..<held]))
            }
        }
        return (used, taken)
    }

    /// How many sales a run keeps before appending them.
    private static let batch = 256

    /// The sale's record (its amount inline: the written form takes only amounts that fit).
    private var record: SaleRecord {
        SaleRecord(coefficient: coefficient, isNegative: isNegative, exponent: exponent, currency: currency, date: date)
    }

    /// Keeps the sale, after those `sales` holds.
    func append(to sales: inout MappedSales) {
        sales.append(record, group: group)
    }

    /// The upstream's own form at `bytes` — `{"product_id":…,"currency_code":…,"amount":…,"date":…}`
    /// without whitespace: five comparisons of known bytes and four values — of which at least
    /// `idLength` + ``longestCompactRest`` bytes are there: every offset below is within them, so
    /// none is checked. The sale and its length; what ``read(_:ids:idLength:)`` makes of the same
    /// bytes.
    @inline(__always) private static func readCompact(at bytes: UnsafeRawPointer, ids: ProductIDInterner, idLength: Int)
        -> (value: WrittenSale, length: Int)?
    {
        let quote = UInt8(ascii: "\"")
        func byte(_ offset: Int) -> UInt8 { bytes.load(fromByteOffset: offset, as: UInt8.self) }
        func slice(_ offset: Int, _ count: Int) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: bytes + offset, count: count)
        }
        var sale = WrittenSale()
        guard idLength >= 0, bytes.starts(with: #"{"product_id":"#), byte(14) == quote, byte(15 + idLength) == quote,
            let group = ids.plainIndex(of: slice(15, idLength))
        else { return nil }
        var offset = 16 + idLength
        guard (bytes + offset).starts(with: #","currency_code":"#), byte(offset + 17) == quote,
            byte(offset + 21) == quote, let currency = CurrencyCode(threeBytes: slice(offset + 18, 3))
        else { return nil }
        offset += 22
        guard (bytes + offset).starts(with: #","amount":"#), byte(offset + 10) == quote,
            let amount = ExactDecimal.scanShortPlainParts(slice(offset + 11, 20)),
            byte(offset + 11 + amount.length) == quote
        else { return nil }
        offset += 12 + amount.length
        guard (bytes + offset).starts(with: #","date":"#), byte(offset + 8) == quote, byte(offset + 33) == quote,
            let date = Timestamp.parse(bytes: slice(offset + 9, 24)), byte(offset + 34) == UInt8(ascii: "}")
        else { return nil }
        (sale.group, sale.currency, sale.date) = (group, UInt16(truncatingIfNeeded: currency.index), date)
        sale.keepAmount(amount)
        return (sale, offset + 35)
    }

    /// The sale at the reader, the reader past it; `nil`, the reader unmoved, for anything else:
    /// its fields in any order, whitespace allowed wherever JSON allows it (a pretty-printed
    /// body, or the upstream's compact form near the end of the bytes at hand). Its id must be
    /// one of `ids` whose bytes are plain and `idLength` long (the upstream's ids are UUIDs, all of
    /// one length: a mapper passes the last one's).
    static func read(_ reader: inout JSONReader, ids: ProductIDInterner, idLength: Int) -> WrittenSale? {
        var attempt = reader
        var sale = WrittenSale()
        guard attempt.skipIfPresent("{") else { return nil }
        for member in 0..<4 {
            attempt.skipWhitespace()
            if member > 0 {
                guard attempt.skipIfPresent(",") else { return nil }
                attempt.skipWhitespace()
            }
            guard sale.readMember(&attempt, ids: ids, idLength: idLength) else { return nil }
        }
        attempt.skipWhitespace()
        guard attempt.skipIfPresent("}") else { return nil }
        reader = attempt
        return sale
    }

    /// One `"key": "value"` of the four, not read before; the key is picked by its first letter.
    private mutating func readMember(_ reader: inout JSONReader, ids: ProductIDInterner, idLength: Int) -> Bool {
        switch reader.peek(ahead: 1) {
        case UInt8(ascii: "p"):
            guard take(0), reader.skipIfPresent(#""product_id""#), Self.skipColon(&reader),
                let group = reader.readFixedString(length: idLength, ids.plainIndex(of:))?.value
            else { return false }
            self.group = group
        case UInt8(ascii: "c"):
            guard take(1), reader.skipIfPresent(#""currency_code""#), Self.skipColon(&reader),
                let currency = reader.readFixedString(length: 3, CurrencyCode.init(threeBytes:))?.value
            else { return false }
            self.currency = UInt16(truncatingIfNeeded: currency.index)
        case UInt8(ascii: "a"):
            guard take(2), reader.skipIfPresent(#""amount""#), Self.skipColon(&reader),
                readAmount(&reader)
            else { return false }
        case UInt8(ascii: "d"):
            guard take(3), reader.skipIfPresent(#""date""#), Self.skipColon(&reader),
                let date = reader.readFixedString(length: 24, Timestamp.parse(bytes:))?.value
            else { return false }
            self.date = date
        default:
            return false
        }
        return true
    }

    /// The amount's string, when it is plain notation whose digits fit a record.
    private mutating func readAmount(_ reader: inout JSONReader) -> Bool {
        guard
            let amount = reader.readString(scannedBy: { ExactDecimal.scanShortPlainParts($0).map { ($0, $0.length) } })
        else { return false }
        keepAmount(amount)
        return true
    }

    /// An amount's parts as ``ExactDecimal/scanShortPlainParts(_:)`` reads them (at most 19
    /// digits follow the point: the exponent fits).
    private mutating func keepAmount(_ amount: (isNegative: Bool, coefficient: UInt64, scale: Int, length: Int)) {
        (coefficient, isNegative, exponent) = (
            amount.coefficient, amount.isNegative, Int16(truncatingIfNeeded: -amount.scale)
        )
    }

    /// Marks `field` read; `false` when it was already (a field given twice is the general
    /// reading's to refuse).
    private mutating func take(_ field: UInt8) -> Bool {
        let bit: UInt8 = 1 << field
        guard seen & bit == 0 else { return false }
        seen |= bit
        return true
    }

    /// `:` and the whitespace around it.
    private static func skipColon(_ reader: inout JSONReader) -> Bool {
        reader.skipWhitespace()
        guard reader.skipIfPresent(":") else { return false }
        reader.skipWhitespace()
        return true
    }
}
