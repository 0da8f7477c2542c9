import Foundation

/// One product's sales, in order, held compactly: 24 bytes a sale with no reference inside (the
/// amount's coefficient inline while it fits 64 bits, its exponent, the currency's index and the
/// date's instant), the product id once for the list. A million sales are 24 MB that copy as
/// plain bytes and free at once — the lists a mapper groups are slices of one such buffer, freed
/// with the last of them; each ``Sale`` is made when it is read. The amounts' sums per
/// currency are kept as sales are added (``sums``), so the product list never walks the sales.
///
/// Amounts that do not fit inline (a coefficient beyond 64 bits, an exponent beyond 16 bits —
/// never an amount the upstream can send within ``ExactDecimal/Limits`` past 19 digits) are kept
/// whole beside the list, exactly as given.
public struct SaleList: RandomAccessCollection, Sendable {
    /// The product the sales name.
    public let productID: Product.ID
    /// A slice: the lists a mapper groups share one buffer of every product's records.
    private var records: ArraySlice<SaleRecord> = []
    /// Amounts that do not fit a record, by the index a record holds.
    private var large: [ExactDecimal] = []
    /// Sums given with the list (a stored copy's): appends do not add to them.
    private var givenSums: CurrencySums?
    /// Sums of the amounts that were not added as 128-bit units (large ones, and runs that ended).
    private var settled = CurrencySums()
    /// Per currency, the inline amounts added since the last settling, as integer units of one
    /// power of ten: a sale's amount is added with an integer addition, no ``ExactDecimal``.
    private var running: [RunningSum] = []
    private var lastRunning = 0

    private struct RunningSum: Sendable {
        let currency: UInt16
        var exponent: Int16
        var units: Int128
        var count: Int

        /// The run's sum as an amount.
        var money: Money {
            Money(
                amount: ExactDecimal(
                    isNegative: units < 0, coefficient: .from(units.magnitude), exponent: Int(exponent)),
                currency: CurrencyCode(storedIndex: currency))
        }
    }

    public init(productID: Product.ID) {
        self.productID = productID
    }

    /// A list whose sums are known ahead — a stored copy's, read back — so that adding its
    /// sales does not sum them again.
    public init(productID: Product.ID, summedAs sums: CurrencySums) {
        self.productID = productID
        givenSums = sums
    }

    /// `records`, in order (the amounts they keep whole in `large`), whose amounts sum to `sums`
    /// per currency: what a mapper grouped (``MappedSales``), summed as it grouped them.
    init(productID: Product.ID, records: ArraySlice<SaleRecord>, large: [ExactDecimal], sums: CurrencySums) {
        self.productID = productID
        self.records = records
        self.large = large
        settled = sums
    }

    /// The amounts summed per currency: exact, the same sums (and digits) as adding them one by one.
    public var sums: CurrencySums {
        if let givenSums { return givenSums }
        var sums = settled
        for sum in running where sum.count > 0 { sums.add(sum.money, count: sum.count) }
        return sums
    }

    /// `sales`, which must all name `productID` (the list answers them with its own id).
    public init(productID: Product.ID, _ sales: some Sequence<Sale>) {
        self.init(productID: productID)
        for sale in sales { append(sale) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> Sale {
        let record = records[records.startIndex + position]
        return Sale(productID: productID, amount: amount(of: record), date: record.date)
    }

    /// The date of the sale at `position`, without making the sale.
    public func date(at position: Int) -> Date { records[records.startIndex + position].date }

    /// The amount of the sale at `position`, without making the sale.
    public func amount(at position: Int) -> Money { amount(of: records[records.startIndex + position]) }

    private func amount(of record: SaleRecord) -> Money {
        let currency = CurrencyCode(storedIndex: record.currency)
        guard !record.isLarge else {
            let index = Int(record.coefficient)
            return Money(amount: large.indices.contains(index) ? large[index] : .zero, currency: currency)
        }
        return Money(
            amount: ExactDecimal(
                isNegative: record.isNegative, small: record.coefficient, exponent: Int(record.exponent)),
            currency: currency)
    }

    /// Runs `body` over the sales as they are kept, in order — a record's amount is inline
    /// unless it ``SaleRecord/isLarge`` — for a writer that goes through a million sales without
    /// making one (``binaryAmountLength(of:)``, ``writeBinaryAmount(of:into:)``).
    public func withRecords<Result>(_ body: (UnsafeBufferPointer<SaleRecord>) throws -> Result) rethrows -> Result {
        try records.withUnsafeBufferPointer(body)
    }

    /// How many bytes the amount of `record` (one of this list's) takes in its binary form
    /// (``ExactDecimal/binaryLength``): no amount is made when it is inline. Inlined into a writer's
    /// loop over a million records.
    @inlinable public func binaryAmountLength(of record: SaleRecord) -> Int? {
        guard !record.isLarge else { return largeAmount(of: record).binaryLength }
        return ExactDecimal.binaryLength(small: record.coefficient, exponent: Int(record.exponent))
    }

    /// Writes the amount of `record` (one of this list's) in its binary form
    /// (``ExactDecimal/writeBinary(into:)``, the same bytes): no amount is made when it is inline.
    /// Inlined into a writer's loop over a million records.
    @inlinable public func writeBinaryAmount(of record: SaleRecord, into output: inout OutputRawSpan) -> Bool {
        guard !record.isLarge else { return largeAmount(of: record).writeBinary(into: &output) }
        return ExactDecimal.writeBinary(
            isNegative: record.isNegative, small: record.coefficient, exponent: Int(record.exponent),
            into: &output)
    }

    /// The amount a record keeps whole beside the records.
    @usableFromInline func largeAmount(of record: SaleRecord) -> ExactDecimal { amount(of: record).amount }

    public mutating func append(_ sale: Sale) {
        append(amount: sale.amount, date: sale.date)
    }

    /// Adds a sale of this product: its amount and date.
    public mutating func append(amount money: Money, date: Date) {
        let record = SaleRecord(money, date: date, largeAt: large.count)
        records.append(record)
        if record.isLarge {
            large.append(money.amount)
            if givenSums == nil { settled.add(money) }
        } else if givenSums == nil {
            addRunning(record.coefficient, negative: record.isNegative, exponent: record.exponent, record.currency)
        }
    }

    /// Adds an inline amount to its currency's running sum; one at another exponent, or that would
    /// overflow, settles the run first (exact sums do not depend on how they are grouped).
    private mutating func addRunning(_ units: UInt64, negative: Bool, exponent: Int16, _ currency: UInt16) {
        if lastRunning >= running.count || running[lastRunning].currency != currency {
            lastRunning = running.firstIndex { $0.currency == currency } ?? running.count
            if lastRunning == running.count {
                running.append(RunningSum(currency: currency, exponent: exponent, units: 0, count: 0))
            }
        }
        let signed = negative ? -Int128(units) : Int128(units)
        if running[lastRunning].exponent == exponent || running[lastRunning].count == 0 {
            let (sum, overflow) = running[lastRunning].units.addingReportingOverflow(signed)
            if !overflow {
                running[lastRunning].units = sum
                running[lastRunning].exponent = exponent
                running[lastRunning].count += 1
                return
            }
        }
        let finished = running[lastRunning]
        if finished.count > 0 { settled.add(finished.money, count: finished.count) }
        running[lastRunning] = RunningSum(currency: currency, exponent: exponent, units: signed, count: 1)
    }

    /// Adds `other`'s sales after these (their own product id forgotten: they are this list's now).
    public mutating func append(contentsOf other: SaleList) {
        guard !other.isEmpty else { return }
        if records.isEmpty && large.isEmpty && givenSums == nil {
            records = other.records
            large = other.large
            settled = other.settled
            running = other.running
            lastRunning = other.lastRunning
            return
        }
        if other.large.isEmpty {
            records += other.records
        } else {
            let base = UInt64(large.count)
            records += other.records.lazy.map { record in
                !record.isLarge
                    ? record
                    : record.movingLarge(to: Int(base + record.coefficient))
            }
            large += other.large
        }
        if givenSums == nil { settled.add(other.sums) }
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
