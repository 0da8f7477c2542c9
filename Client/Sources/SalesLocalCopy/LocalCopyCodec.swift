import Dispatch
import Foundation
import SalesCore
import SalesSupport
import Synchronization

/// The local copy's bytes (before encryption), in two parts: the **summary** — everything the
/// product list and its revenue need — and the **sales**. Compact and versioned, every amount, sum
/// and rate in its exact binary form (``ExactDecimal/appendBinary(to:)``), every date as the exact
/// bits of its `Date`.
///
/// The summary (little-endian): `SACP` · version `4` · fetched-at · the product ids (the products'
/// and the unknown products', once each) · products (id index, name) · per product, its sums per
/// currency (currency, count, sum) · the sales of unknown products (count, id indexes) · what the
/// fetch could not read (products, then sales: count, the first one's account) · rate tables
/// (target, received-at, max-age, ETag, rates). The sales: grouped by product, per product its
/// count, then each sale's currency, amount and date.
///
/// The two are sealed apart (the file is a ``SalesSealedFile/SealedParts``), so listing products
/// reads, decrypts and decodes the summary alone and never touches the million sales. Decoding
/// the sales part checks it whole (every length, currency, amount and date, and each product's
/// count against its sums) but leaves each product's ``Sale`` values to be made when the catalog
/// first needs that product's. A damaged or truncated part is a ``Damage``, never a trap or a
/// wrong figure.
public enum LocalCopyCodec {
    public static let version: UInt8 = 4
    private static let magic: [UInt8] = Array("SACP".utf8)

    public struct Damage: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }

        public init(reason: String) {
            self.reason = reason
        }
    }

    /// A copy's two parts, as encoded and as decoded.
    public struct Parts: Equatable, Sendable {
        /// Everything but the sales: what the product list and its revenue need.
        public var summary: [UInt8]
        /// The sales, grouped by product.
        public var sales: [UInt8]

        public init(summary: [UInt8], sales: [UInt8]) {
            self.summary = summary
            self.sales = sales
        }
    }

    /// The copy's parts; ``Damage`` when a number is beyond what the format holds (a coefficient
    /// of over 2,400 digits — no sum of numbers Core accepts comes near).
    ///
    /// The sales part is sized, then written in place on every core: a million sales' part is
    /// allocated once and never copied.
    public static func encode(_ copy: LocalCopy) throws(Damage) -> Parts {
        let catalog = copy.catalog
        var summary = head(of: copy)
        summary.rates(of: copy)
        let groups = catalog.products.indices.compactMap { catalog.sales(ofProductAt: $0) }
        guard !summary.failed, let sales = SaleRuns(groups) else {
            throw Damage(reason: "a number too large to keep")
        }
        var written = false
        let bytes = [UInt8](unsafeUninitializedCapacity: sales.size) { buffer, count in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            written = sales.write(into: UnsafeMutableRawBufferPointer(buffer))
            count = written ? sales.size : 0
        }
        guard written else { throw Damage(reason: "a number too large to keep") }
        return Parts(summary: summary.bytes, sales: bytes)
    }

    /// The summary up to its rates: magic, version, fetched-at, ids, products, sums, unknown
    /// products' sales, what the fetch left out.
    private static func head(of copy: LocalCopy) -> ByteWriter {
        let catalog = copy.catalog
        var head = ByteWriter(capacity: 64 + catalog.products.count * 96)
        head.bytes(magic)
        head.byte(version)
        head.date(copy.fetchedAt)
        let unknown = catalog.productList.unknownProductSales
        var idIndex: [Product.ID: UInt32] = [:]
        var ids: [Product.ID] = []
        for id in catalog.products.map(\.id) + unknown.productIDs where idIndex[id] == nil {
            idIndex[id] = UInt32(ids.count)
            ids.append(id)
        }
        head.count(ids.count)
        for id in ids { head.text(id.rawValue) }
        head.count(catalog.products.count)
        for product in catalog.products {
            head.uint32(idIndex[product.id] ?? 0)
            head.text(product.name)
        }
        for sums in catalog.sumsByProduct {
            let entries = sums.entries
            head.uint16(UInt16(clamping: entries.count))
            for (amount, count) in entries {
                head.uint16(UInt16(amount.currency.index))
                head.uint64(UInt64(count))
                head.decimal(amount.amount)
            }
        }
        head.uint64(UInt64(unknown.count))
        head.count(unknown.productIDs.count)
        for id in unknown.productIDs { head.uint32(idIndex[id] ?? 0) }
        for skipped in [copy.leftOut.products, copy.leftOut.sales] {
            head.uint64(UInt64(skipped?.count ?? 0))
            head.text(skipped?.first ?? "")
        }
        return head
    }

    /// The sales part as a decoder is given it.
    public enum SalesPart: Sendable {
        /// Read: the catalog's sales are checked now and made when first needed.
        case bytes([UInt8])
        /// Not read (the caller needs only the product list and revenue), of this many bytes: the
        /// catalog has **no sales** — its details and reports are empty.
        case unread(length: Int)

        var length: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .unread(let length): length
            }
        }
    }

    /// The copy in `parts`, its sales checked now and made when first needed.
    public static func decode(_ parts: Parts) throws(Damage) -> LocalCopy {
        try decode(summary: parts.summary, sales: .bytes(parts.sales))
    }

    /// The copy whose summary is `bytes`, with its sales part read or not.
    public static func decode(summary bytes: [UInt8], sales: SalesPart) throws(Damage) -> LocalCopy {
        var reader = ByteReader(bytes)
        guard try reader.bytes(magic.count) == magic else { throw Damage(reason: "not a local copy") }
        let version = try reader.byte()
        guard version == Self.version else {
            throw Damage(reason: "written by another version of sales (format \(version))")
        }
        let fetchedAt = try reader.date()
        let ids = try (0..<reader.count(atLeast: 4)).map { _ throws(Damage) in
            guard let id = Product.ID(try reader.text()) else { throw Damage(reason: "a blank product id") }
            return id
        }
        func id(_ index: UInt32) throws(Damage) -> Product.ID {
            guard Int(index) < ids.count else { throw Damage(reason: "a product id out of range") }
            return ids[Int(index)]
        }
        let products = try (0..<reader.count(atLeast: 8)).map { _ throws(Damage) in
            Product(id: try id(reader.uint32()), name: try reader.text())
        }
        let sumsByProduct = try products.map { _ throws(Damage) in try reader.sums(atMost: sales.length) }
        let unknownCount = try reader.int()
        let unknownIDs = try (0..<reader.count(atLeast: 4)).map { _ throws(Damage) in try id(reader.uint32()) }
        let skipped = try (0..<2).map { _ throws(Damage) -> SkippedSummary? in
            let (count, first) = (try reader.int(), try reader.text())
            return count > 0 ? SkippedSummary(count: count, first: first) : nil
        }
        let rates = try reader.rates()
        guard reader.isAtEnd else { throw Damage(reason: "bytes after the end") }
        let productIDs = products.map(\.id)
        let saleGroup: @Sendable (Int) -> SaleList
        switch sales {
        case .bytes(let bytes):
            let starts = try SaleSection.check(bytes, sums: sumsByProduct)
            saleGroup = { position in
                SaleSection.readGroup(
                    bytes, at: starts[position], productID: productIDs[position], sums: sumsByProduct[position])
            }
        case .unread:
            saleGroup = { position in SaleList(productID: productIDs[position]) }
        }
        guard
            let catalog = Catalog(
                products: products, sumsByProduct: sumsByProduct,
                unknownProductSales: UnknownProductSales(count: unknownCount, productIDs: unknownIDs),
                saleGroup: saleGroup)
        else { throw Damage(reason: "sums that are not one per product") }
        return LocalCopy(
            catalog: catalog, fetchedAt: fetchedAt, rates: rates,
            leftOut: LeftOut(products: skipped[0], sales: skipped[1]))
    }
}

/// The sales part: checked whole when the copy is opened, each product's group read into sales
/// when first needed.
private enum SaleSection {
    /// Every product's group in turn: its count equal to its sums' count, every sale readable (as
    /// ``ByteReader/skipSale()`` checks it: the values are not made), the part used to its last
    /// byte. Where each group starts, by product.
    static func check(_ bytes: [UInt8], sums: [CurrencySums]) throws(LocalCopyCodec.Damage) -> [Int] {
        var reader = ByteReader(bytes)
        var starts: [Int] = []
        starts.reserveCapacity(sums.count)
        for productSums in sums {
            starts.append(reader.position)
            let count = try reader.count(atLeast: 11)
            guard count == productSums.count else {
                throw LocalCopyCodec.Damage(reason: "a product's sales that do not match its sums")
            }
            for _ in 0..<count { try reader.skipSale() }
        }
        guard reader.isAtEnd else { throw LocalCopyCodec.Damage(reason: "bytes after the sales") }
        return starts
    }

    /// The sales of the group at `start` (one ``check(_:sums:)`` found), with the sums read with
    /// the copy (checked against its count: kept, not redone). The part passed the check, so
    /// reading cannot fail; were it to, the sales read so far stand.
    static func readGroup(_ bytes: [UInt8], at start: Int, productID: Product.ID, sums: CurrencySums) -> SaleList {
        var reader = ByteReader(bytes, at: start)
        var group = SaleList(productID: productID, summedAs: sums)
        let count = (try? reader.count(atLeast: 11)) ?? 0
        group.reserveCapacity(count)
        for _ in 0..<count {
            guard let (amount, date) = try? reader.sale() else { break }
            group.append(amount: amount, date: date)
        }
        return group
    }
}

/// The sales part's groups, each its count then its sales (currency, 2 bytes; amount,
/// ``ExactDecimal/writeBinary(into:)``; date, 8), cut into one run of about equal sales per core
/// and written in place, each run at its own offset.
private struct SaleRuns {
    let groups: [SaleList]
    /// Each run's groups, and where its bytes start in the section.
    let runs: [Range<Int>]
    let offsets: [Int]
    let size: Int

    /// `nil` when an amount cannot be written (a coefficient beyond the binary form's words).
    init?(_ groups: [SaleList]) {
        let total = groups.reduce(0) { $0 + $1.count }
        let cores = total < 100_000 ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        var bounds = [0]
        var counted = 0
        for (index, group) in groups.enumerated() {
            counted += group.count
            if counted * cores >= total * bounds.count, bounds.count < cores { bounds.append(index + 1) }
        }
        if bounds.last != groups.count { bounds.append(groups.count) }
        let runs = zip(bounds, bounds.dropFirst()).map { $0..<$1 }
        let sizes = Mutex([Int?](repeating: nil, count: runs.count))
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            let size = Self.size(of: groups[runs[run]])
            sizes.withLock { $0[run] = size }
        }
        let measured = sizes.withLock { $0 }
        guard !measured.contains(nil) else { return nil }
        var offsets: [Int] = []
        var size = 0
        for run in measured {
            offsets.append(size)
            size += run ?? 0
        }
        (self.groups, self.runs, self.offsets, self.size) = (groups, runs, offsets, size)
    }

    private static func size(of groups: ArraySlice<SaleList>) -> Int? {
        var size = 0
        for group in groups {
            size += 4
            let amounts = group.withRecords { records -> Int? in
                var total = 0
                for record in records {
                    guard let length = group.binaryAmountLength(of: record) else { return nil }
                    total += length
                }
                return total
            }
            guard let amounts else { return nil }
            size += 10 * group.count + amounts
        }
        return size
    }

    /// Writes the section into `section`, exactly ``size`` bytes; `false` if a run did not fit.
    func write(into section: UnsafeMutableRawBufferPointer) -> Bool {
        guard section.count == size else { return false }
        // Each run writes only its own bytes, [offset, next offset): the runs never meet.
        nonisolated(unsafe) let section = section
        let failures = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            let end = run + 1 < offsets.count ? offsets[run + 1] : size
            let bytes = UnsafeMutableRawBufferPointer(rebasing: section[offsets[run]..<end])
            if !Self.write(groups[runs[run]], into: bytes) { failures.add(1, ordering: .relaxed) }
        }
        return failures.load(ordering: .relaxed) == 0
    }

    private static func write(_ groups: ArraySlice<SaleList>, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var output = OutputRawSpan(buffer: buffer, initializedCount: 0)
        let complete = write(groups, to: &output)
        return output.finalize(for: buffer) == buffer.count && complete
    }

    /// Each group's count, then each sale's currency, amount and date, while they fit: from the
    /// records as they are kept, no ``Sale`` made.
    private static func write(_ groups: ArraySlice<SaleList>, to output: inout OutputRawSpan) -> Bool {
        for group in groups {
            guard output.freeCapacity >= 4 else { return false }
            output.append(UInt32(clamping: group.count).littleEndian, as: UInt32.self)
            let written = group.withRecords { records in
                for record in records {
                    guard output.freeCapacity >= 2 else { return false }
                    output.append(record.currency.littleEndian, as: UInt16.self)
                    guard group.writeBinaryAmount(of: record, into: &output), output.freeCapacity >= 8 else {
                        return false
                    }
                    output.append(record.date.timeIntervalSince1970.bitPattern.littleEndian, as: UInt64.self)
                }
                return true
            }
            guard written else { return false }
        }
        return output.freeCapacity == 0
    }
}

private struct ByteWriter {
    var bytes: [UInt8] = []
    /// Set when a number could not be written (a coefficient beyond the binary form's words).
    private(set) var failed = false

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func bytes(_ more: [UInt8]) { bytes += more }

    mutating func byte(_ value: UInt8) { bytes.append(value) }
    // Byte by byte, little-endian: the summary's numbers (the sales part is written in place by
    // `SaleRuns`, not through here).
    mutating func uint16(_ value: UInt16) { little(UInt64(value), bytes: 2) }
    mutating func uint32(_ value: UInt32) { little(UInt64(value), bytes: 4) }
    mutating func uint64(_ value: UInt64) { little(value, bytes: 8) }

    private mutating func little(_ value: UInt64, bytes count: Int) {
        for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
    mutating func count(_ value: Int) { uint32(UInt32(clamping: value)) }
    mutating func date(_ value: Date) { uint64(value.timeIntervalSince1970.bitPattern) }

    mutating func text(_ value: String) {
        count(value.utf8.count)
        bytes += value.utf8
    }

    mutating func decimal(_ value: ExactDecimal) {
        if !value.appendBinary(to: &bytes) { failed = true }
    }

    /// The copy's rate tables, in target order: the summary's end.
    mutating func rates(of copy: LocalCopy) {
        count(copy.rates.count)
        for (target, cached) in copy.rates.sorted(by: { $0.key < $1.key }) {
            uint16(UInt16(target.index))
            date(cached.receivedAt)
            uint32(UInt32(clamping: cached.maxAge.wholeSeconds))
            text(cached.etag ?? "")
            count(cached.rates.count)
            for rate in cached.rates {
                uint16(UInt16(rate.from.index))
                uint16(UInt16(rate.to.index))
                decimal(rate.rate)
            }
        }
    }
}

/// Reads `bytes` from a start to an end, every read checked against what is left.
private struct ByteReader {
    private let bytes: [UInt8]
    private(set) var position: Int
    private var end: Int { bytes.count }

    init(_ bytes: [UInt8], at start: Int = 0) {
        self.bytes = bytes
        self.position = min(max(0, start), bytes.count)
    }

    var isAtEnd: Bool { position == end }
    private var remaining: Int { end - position }

    mutating func bytes(_ count: Int) throws(LocalCopyCodec.Damage) -> [UInt8] {
        Array(bytes[try span(count)])
    }

    mutating func byte() throws(LocalCopyCodec.Damage) -> UInt8 { bytes[try span(1).lowerBound] }

    mutating func uint16() throws(LocalCopyCodec.Damage) -> UInt16 {
        let start = try span(2).lowerBound
        return UInt16(bytes[start]) | UInt16(bytes[start + 1]) << 8
    }

    mutating func uint32() throws(LocalCopyCodec.Damage) -> UInt32 {
        let start = try span(4).lowerBound
        return UInt32(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: UInt32.self) })
    }

    mutating func uint64() throws(LocalCopyCodec.Damage) -> UInt64 {
        let start = try span(8).lowerBound
        return UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: UInt64.self) })
    }

    /// A count or length written in eight bytes, within `Int`.
    mutating func int() throws(LocalCopyCodec.Damage) -> Int {
        guard let value = Int(exactly: try uint64()) else {
            throw LocalCopyCodec.Damage(reason: "a count out of range")
        }
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

    mutating func currency() throws(LocalCopyCodec.Damage) -> CurrencyCode {
        guard let code = CurrencyCode(index: Int(try uint16())) else {
            throw LocalCopyCodec.Damage(reason: "a currency out of range")
        }
        return code
    }

    /// An amount or a rate: within the limits every number from the upstream was read in.
    mutating func decimal() throws(LocalCopyCodec.Damage) -> ExactDecimal {
        let value = try binaryDecimal()
        guard value.refusal == nil else { throw LocalCopyCodec.Damage(reason: "a number beyond the limits") }
        return value
    }

    /// A sum of at most 2³² amounts: up to ten digits above the largest amount, and no finer than
    /// the finest one.
    mutating func sum() throws(LocalCopyCodec.Damage) -> ExactDecimal {
        let value = try binaryDecimal()
        guard (value.magnitudeExponent ?? 0) <= ExactDecimal.Limits.magnitudeExponents.upperBound + 10 else {
            throw LocalCopyCodec.Damage(reason: "a sum beyond what its amounts can make")
        }
        return value
    }

    /// A number in its binary form, read in place; its exponent within what values inside the
    /// limits and their sums have (arithmetic that aligns exponents further apart would not end).
    private mutating func binaryDecimal() throws(LocalCopyCodec.Damage) -> ExactDecimal {
        let end = self.end
        var offset = position
        let value = ExactDecimal.readBinary(from: bytes.span.bytes.extracting(..<end), at: &offset)
        guard let value else { throw LocalCopyCodec.Damage(reason: "a number that is not one") }
        guard Self.exponents.contains(value.exponent) else {
            throw LocalCopyCodec.Damage(reason: "a number beyond the limits")
        }
        position = offset
        return value
    }

    /// From the finest digit a value inside the limits can have (38 digits below 1e-99) to the
    /// largest sum's leading one.
    private static let exponents: ClosedRange<Int> = {
        let (magnitudes, digits) = (ExactDecimal.Limits.magnitudeExponents, ExactDecimal.Limits.significantDigits)
        return (magnitudes.lowerBound - digits + 1)...(magnitudes.upperBound + 10)
    }()

    /// The next sale checked as ``sale()`` reads it — the same damage for the same bytes — but
    /// not made: the copy's open checks a million sales for the cost of their bytes.
    mutating func skipSale() throws(LocalCopyCodec.Damage) {
        _ = try currency()
        let end = self.end
        var offset = position
        let checked = ExactDecimal.checkBinary(from: bytes.span.bytes.extracting(..<end), at: &offset)
        guard let checked else { throw LocalCopyCodec.Damage(reason: "a number that is not one") }
        guard Self.exponents.contains(checked.exponent), checked.accepted else {
            throw LocalCopyCodec.Damage(reason: "a number beyond the limits")
        }
        position = offset
        _ = try date()
    }

    /// One sale of the sales part, without its product (its group says which): currency,
    /// amount, date.
    mutating func sale() throws(LocalCopyCodec.Damage) -> (amount: Money, date: Date) {
        let currency = try currency()
        let amount = try decimal()
        return (Money(amount: amount, currency: currency), try date())
    }

    /// A product's sums: per currency, how many amounts and their exact sum, of no more sales than
    /// `sales` (the sales part's length: no sale takes less than a byte).
    mutating func sums(atMost sales: Int) throws(LocalCopyCodec.Damage) -> CurrencySums {
        var sums = CurrencySums()
        var previous: CurrencyCode?
        for _ in 0..<(try uint16()) {
            let currency = try currency()
            let count = try int()
            let amount = try sum()
            // No copy holds more sales than its sales part has bytes: a count beyond them is
            // damage, and no sum of counts can overflow. The currencies come in order, each once
            // (as ``CurrencySums/entries`` gives them).
            guard count > 0, count <= sales, previous.map({ $0 < currency }) ?? true else {
                throw LocalCopyCodec.Damage(reason: "sums that cannot have been kept")
            }
            previous = currency
            sums.add(Money(amount: amount, currency: currency), count: count)
        }
        return sums
    }

    /// The copy's rate tables (as ``ByteWriter/rates(of:)`` wrote them): the summary's end.
    mutating func rates() throws(LocalCopyCodec.Damage) -> [CurrencyCode: CachedRates] {
        var rates: [CurrencyCode: CachedRates] = [:]
        for _ in 0..<(try count(atLeast: 20)) {
            let target = try currency()
            let receivedAt = try date()
            let maxAge = Duration.seconds(Int64(try uint32()))
            let etag = try text()
            let entries = try (0..<count(atLeast: 6)).map { _ throws(LocalCopyCodec.Damage) in
                let (from, to, rate) = (try currency(), try currency(), try decimal())
                do {
                    return try ConversionRate(from: from, to: to, rate: rate)
                } catch {
                    throw LocalCopyCodec.Damage(reason: "a rate the copy cannot have held (\(from)→\(to))")
                }
            }
            rates[target] = CachedRates(
                rates: entries, etag: etag.isEmpty ? nil : etag, receivedAt: receivedAt, maxAge: maxAge)
        }
        return rates
    }

    /// The next `count` bytes' positions, consumed.
    private mutating func span(_ count: Int) throws(LocalCopyCodec.Damage) -> Range<Int> {
        guard count >= 0, count <= remaining else { throw LocalCopyCodec.Damage(reason: "truncated") }
        defer { position += count }
        return position..<position + count
    }
}
