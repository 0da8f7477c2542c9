import Foundation

/// One product's sales, in order, held compactly: 24 bytes a sale with no reference inside (the
/// amount's coefficient inline while it fits 64 bits, its exponent, the currency's index and the
/// date's instant), the product id once for the list. A million sales are 24 MB that copy as
/// plain bytes and free at once; each ``Sale`` is made when it is read. The amounts' sums per
/// currency are kept as sales are added (``sums``), so the product list never walks the sales.
///
/// Amounts that do not fit inline (a coefficient beyond 64 bits, an exponent beyond 16 bits —
/// never an amount the upstream can send within ``ExactDecimal/Limits`` past 19 digits) are kept
/// whole beside the list, exactly as given.
public struct SaleList: RandomAccessCollection, Sendable {
    /// The product the sales name.
    public let productID: Product.ID
    private var records: [Record] = []
    /// Amounts that do not fit a record, by the index a record holds.
    private var large: [ExactDecimal] = []
    /// The amounts summed per currency, in the order the sales were added.
    public private(set) var sums = CurrencySums()
    /// The sums were given with the list (a stored copy's): appends do not add to them.
    private var sumsGiven = false

    /// A sale without its product: trivially copyable, 24 bytes.
    private struct Record: Sendable {
        /// The amount's coefficient, or its index in `large`.
        let coefficient: UInt64
        let date: Date
        let exponent: Int16
        let currency: UInt16
        /// Bit 0: negative; bit 1: the amount is in `large`.
        let flags: UInt8
    }

    public init(productID: Product.ID) {
        self.productID = productID
    }

    /// A list whose sums are known ahead — a stored copy's, read back — so that adding its
    /// sales does not sum them again.
    public init(productID: Product.ID, summedAs sums: CurrencySums) {
        self.productID = productID
        self.sums = sums
        sumsGiven = true
    }

    /// `sales`, which must all name `productID` (the list answers them with its own id).
    public init(productID: Product.ID, _ sales: some Sequence<Sale>) {
        self.init(productID: productID)
        for sale in sales { append(sale) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> Sale {
        let record = records[position]
        return Sale(productID: productID, amount: amount(of: record), date: record.date)
    }

    /// The date of the sale at `position`, without making the sale.
    public func date(at position: Int) -> Date { records[position].date }

    /// The amount of the sale at `position`, without making the sale.
    public func amount(at position: Int) -> Money { amount(of: records[position]) }

    private func amount(of record: Record) -> Money {
        let currency = CurrencyCode(storedIndex: record.currency)
        guard record.flags & 2 == 0 else {
            let index = Int(record.coefficient)
            return Money(amount: large.indices.contains(index) ? large[index] : .zero, currency: currency)
        }
        return Money(
            amount: ExactDecimal(
                isNegative: record.flags & 1 != 0, small: record.coefficient, exponent: Int(record.exponent)),
            currency: currency)
    }

    public mutating func append(_ sale: Sale) {
        append(amount: sale.amount, date: sale.date)
    }

    /// Adds a sale of this product: its amount and date.
    public mutating func append(amount money: Money, date: Date) {
        let amount = money.amount
        let currency = UInt16(truncatingIfNeeded: money.currency.index)
        if let small = amount.smallCoefficient, let exponent = Int16(exactly: amount.exponent) {
            records.append(
                Record(
                    coefficient: small, date: date, exponent: exponent, currency: currency,
                    flags: amount.isNegative ? 1 : 0))
        } else {
            records.append(
                Record(coefficient: UInt64(large.count), date: date, exponent: 0, currency: currency, flags: 2))
            large.append(amount)
        }
        if !sumsGiven { sums.add(money) }
    }

    /// Adds `other`'s sales after these (their own product id forgotten: they are this list's now).
    public mutating func append(contentsOf other: SaleList) {
        guard !other.isEmpty else { return }
        if records.isEmpty && large.isEmpty && !sumsGiven {
            records = other.records
            large = other.large
            sums = other.sums
            return
        }
        if other.large.isEmpty {
            records += other.records
        } else {
            let base = UInt64(large.count)
            records += other.records.lazy.map { record in
                record.flags & 2 == 0
                    ? record
                    : Record(
                        coefficient: base + record.coefficient, date: record.date, exponent: 0,
                        currency: record.currency, flags: 2)
            }
            large += other.large
        }
        if !sumsGiven { sums.add(other.sums) }
    }

    /// Room for `count` sales in all.
    public mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
    }
}

extension SaleList: Hashable {
    /// The same product id and the same sales in the same order.
    public static func == (lhs: SaleList, rhs: SaleList) -> Bool {
        lhs.productID == rhs.productID && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(productID)
        hasher.combine(count)
        for sale in self { hasher.combine(sale) }
    }
}
