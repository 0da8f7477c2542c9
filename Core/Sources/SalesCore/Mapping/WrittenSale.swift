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

    /// The sale at the reader, the reader past it; `nil`, the reader unmoved, for anything else.
    /// Its id must be one of `ids` whose bytes are plain and `idLength` long (the upstream's ids
    /// are UUIDs, all of one length: a mapper passes the last one's).
    static func read(_ reader: inout JSONReader, ids: ProductIDInterner, idLength: Int) -> WrittenSale? {
        readCompact(&reader, ids: ids, idLength: idLength) ?? readSpaced(&reader, ids: ids, idLength: idLength)
    }

    /// The upstream's own form, its keys in their order without whitespace: five comparisons of
    /// known bytes and four values.
    private static func readCompact(_ reader: inout JSONReader, ids: ProductIDInterner, idLength: Int) -> WrittenSale? {
        var attempt = reader
        var sale = WrittenSale()
        guard attempt.skipIfPresent(#"{"product_id":"#),
            let group = attempt.readFixedString(length: idLength, ids.plainIndex(of:))?.value,
            attempt.skipIfPresent(#","currency_code":"#),
            let currency = attempt.readFixedString(length: 3, CurrencyCode.init(threeBytes:))?.value,
            attempt.skipIfPresent(#","amount":"#), sale.readAmount(&attempt),
            attempt.skipIfPresent(#","date":"#),
            let date = attempt.readFixedString(length: 24, Timestamp.parse(bytes:))?.value,
            attempt.skipIfPresent("}")
        else { return nil }
        (sale.group, sale.currency, sale.date) = (group, UInt16(truncatingIfNeeded: currency.index), date)
        reader = attempt
        return sale
    }

    /// Any order, whitespace allowed wherever JSON allows it (a pretty-printed body).
    private static func readSpaced(_ reader: inout JSONReader, ids: ProductIDInterner, idLength: Int) -> WrittenSale? {
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
        guard let amount = reader.readString(scannedBy: ExactDecimal.scanShortPlain),
            let coefficient = amount.smallCoefficient, let exponent = Int16(exactly: amount.exponent)
        else { return false }
        (self.coefficient, isNegative, self.exponent) = (coefficient, amount.isNegative, exponent)
        return true
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
