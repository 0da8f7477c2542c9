import Foundation
import SalesCore

/// The local copy's bytes (before encryption): compact, versioned, every amount and rate as its
/// exact decimal text, every date as the exact bits of its `Date`.
///
/// Layout (little-endian): `SACP` · version `1` · fetched-at · the product ids (each product's and
/// each sale's, once: a sale may name a product not in the list) · products (id index, name) ·
/// sales (id index, currency, amount, date) · rate tables (target, received-at, max-age, ETag,
/// rates). Decoding checks every length against what is left: a damaged or truncated copy is a
/// ``Damage``, never a trap or a wrong figure.
package enum LocalCopyCodec {
    package static let version: UInt8 = 1
    private static let magic: [UInt8] = Array("SACP".utf8)

    package struct Damage: Error, Equatable, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }

        package init(reason: String) {
            self.reason = reason
        }
    }

    package static func encode(_ copy: LocalCopy) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes(magic)
        writer.byte(version)
        writer.date(copy.fetchedAt)
        var idIndex: [Product.ID: UInt32] = [:]
        var ids: [Product.ID] = []
        for id in copy.products.map(\.id) + copy.sales.map(\.productID) where idIndex[id] == nil {
            idIndex[id] = UInt32(ids.count)
            ids.append(id)
        }
        writer.count(ids.count)
        for id in ids { writer.text(id.rawValue) }
        writer.count(copy.products.count)
        for product in copy.products {
            writer.uint32(idIndex[product.id] ?? 0)
            writer.text(product.name)
        }
        writer.count(copy.sales.count)
        for sale in copy.sales {
            writer.uint32(idIndex[sale.productID] ?? 0)
            writer.uint16(UInt16(sale.amount.currency.index))
            writer.shortText(sale.amount.amount.description)
            writer.date(sale.date)
        }
        writer.count(copy.rates.count)
        for (target, cached) in copy.rates.sorted(by: { $0.key < $1.key }) {
            writer.uint16(UInt16(target.index))
            writer.date(cached.receivedAt)
            writer.uint32(UInt32(clamping: cached.maxAge.components.seconds))
            writer.text(cached.etag ?? "")
            writer.count(cached.rates.count)
            for rate in cached.rates {
                writer.uint16(UInt16(rate.from.index))
                writer.uint16(UInt16(rate.to.index))
                writer.shortText(rate.rate.description)
            }
        }
        return writer.bytes
    }

    package static func decode(_ bytes: [UInt8]) throws(Damage) -> LocalCopy {
        var reader = ByteReader(bytes)
        guard try reader.bytes(magic.count) == magic else { throw Damage(reason: "not a local copy") }
        let version = try reader.byte()
        guard version == Self.version else {
            throw Damage(reason: "written by another version of sales (format \(version))")
        }
        let fetchedAt = try reader.date()
        let ids = try (0..<reader.count(atLeast: 1)).map { _ throws(Damage) in
            guard let id = Product.ID(try reader.text()) else { throw Damage(reason: "a blank product id") }
            return id
        }
        func id(_ index: UInt32) throws(Damage) -> Product.ID {
            guard Int(index) < ids.count else { throw Damage(reason: "a product id out of range") }
            return ids[Int(index)]
        }
        let products = try (0..<reader.count(atLeast: 5)).map { _ throws(Damage) in
            Product(id: try id(reader.uint32()), name: try reader.text())
        }
        let sales = try (0..<reader.count(atLeast: 16)).map { _ throws(Damage) in
            let productID = try id(reader.uint32())
            let currency = try reader.currency()
            let amount = try reader.decimal()
            return Sale(
                productID: productID, amount: Money(amount: amount, currency: currency), date: try reader.date())
        }
        var rates: [CurrencyCode: CachedRates] = [:]
        for _ in 0..<(try reader.count(atLeast: 20)) {
            let target = try reader.currency()
            let receivedAt = try reader.date()
            let maxAge = Duration.seconds(Int64(try reader.uint32()))
            let etag = try reader.text()
            let entries = try (0..<reader.count(atLeast: 5)).map { _ throws(Damage) in
                let (from, to, rate) = (try reader.currency(), try reader.currency(), try reader.decimal())
                do {
                    return try ConversionRate(from: from, to: to, rate: rate)
                } catch {
                    throw Damage(reason: "a rate the copy cannot have held (\(from)→\(to))")
                }
            }
            rates[target] = CachedRates(
                rates: entries, etag: etag.isEmpty ? nil : etag, receivedAt: receivedAt, maxAge: maxAge)
        }
        guard reader.isAtEnd else { throw Damage(reason: "bytes after the end") }
        return LocalCopy(products: products, sales: sales, fetchedAt: fetchedAt, rates: rates)
    }
}

private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func bytes(_ more: [UInt8]) { bytes += more }
    mutating func byte(_ value: UInt8) { bytes.append(value) }
    mutating func uint16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func uint32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func uint64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func count(_ value: Int) { uint32(UInt32(clamping: value)) }
    mutating func date(_ value: Date) { uint64(value.timeIntervalSince1970.bitPattern) }

    mutating func text(_ value: String) {
        count(value.utf8.count)
        bytes += value.utf8
    }

    /// Decimal text, its length in two bytes: 38 digits at a magnitude of 1e-99 write out to over
    /// a hundred characters.
    mutating func shortText(_ value: String) {
        uint16(UInt16(clamping: value.utf8.count))
        bytes += value.utf8
    }
}

private struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }
    private var remaining: Int { bytes.count - position }

    mutating func bytes(_ count: Int) throws(LocalCopyCodec.Damage) -> [UInt8] {
        guard count >= 0, count <= remaining else { throw LocalCopyCodec.Damage(reason: "truncated") }
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    mutating func byte() throws(LocalCopyCodec.Damage) -> UInt8 { bytes[try span(1).lowerBound] }

    mutating func uint16() throws(LocalCopyCodec.Damage) -> UInt16 {
        let start = try span(2).lowerBound
        return UInt16(bytes[start]) | UInt16(bytes[start + 1]) << 8
    }

    mutating func uint32() throws(LocalCopyCodec.Damage) -> UInt32 {
        let range = try span(4)
        var value: UInt32 = 0
        for index in range.reversed() { value = value << 8 | UInt32(bytes[index]) }
        return value
    }

    mutating func uint64() throws(LocalCopyCodec.Damage) -> UInt64 {
        let range = try span(8)
        var value: UInt64 = 0
        for index in range.reversed() { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// A count of elements that each take at least `size` bytes: one the rest cannot hold is damage,
    /// so nothing is ever reserved or looped for beyond the copy's own size.
    mutating func count(atLeast size: Int) throws(LocalCopyCodec.Damage) -> Int {
        let count = Int(try uint32())
        guard count <= remaining / size else { throw LocalCopyCodec.Damage(reason: "truncated") }
        return count
    }

    mutating func date() throws(LocalCopyCodec.Damage) -> Date {
        let seconds = Double(bitPattern: try uint64())
        guard seconds.isFinite else { throw LocalCopyCodec.Damage(reason: "a date that is not a number") }
        return Date(timeIntervalSince1970: seconds)
    }

    mutating func text() throws(LocalCopyCodec.Damage) -> String {
        let range = try span(Int(try uint32()))
        guard let text = String(validating: bytes[range], as: UTF8.self) else {
            throw LocalCopyCodec.Damage(reason: "text that is not UTF-8")
        }
        return text
    }

    /// The next `count` bytes' positions, consumed.
    private mutating func span(_ count: Int) throws(LocalCopyCodec.Damage) -> Range<Int> {
        guard count >= 0, count <= remaining else { throw LocalCopyCodec.Damage(reason: "truncated") }
        defer { position += count }
        return position..<position + count
    }

    mutating func currency() throws(LocalCopyCodec.Damage) -> CurrencyCode {
        guard let code = CurrencyCode(index: Int(try uint16())) else {
            throw LocalCopyCodec.Damage(reason: "a currency out of range")
        }
        return code
    }

    /// Decimal text read in place, without a `String` (a million of them in a large copy).
    mutating func decimal() throws(LocalCopyCodec.Damage) -> ExactDecimal {
        let range = try span(Int(try uint16()))
        let parsed = bytes.withUnsafeBytes { raw in DecimalText.read(utf8: UnsafeRawBufferPointer(rebasing: raw[range]))
        }
        guard case .success(let value) = parsed else {
            throw LocalCopyCodec.Damage(reason: "an amount that is not a number")
        }
        return value
    }
}
