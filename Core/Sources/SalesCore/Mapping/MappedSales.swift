import Foundation

/// The sales a mapper kept, in the order read, each with its group (its id's index): appended to
/// one after another — no list per product, no sum kept while a million are read — and grouped
/// by product once, when the answer is complete (``grouped(ids:)``), each group summed in one pass.
struct MappedSales: Sendable {
    private var records: [SaleRecord] = []
    private var groups: [UInt32] = []
    /// The amounts that do not fit a record, by the index a record holds.
    private var large: [ExactDecimal] = []

    var count: Int { records.count }

    /// A sale of group `group` whose amount fits a record.
    mutating func append(
        group: Int, coefficient: UInt64, isNegative: Bool, exponent: Int16, currency: UInt16, date: Date
    ) {
        records.append(
            SaleRecord(
                coefficient: coefficient, isNegative: isNegative, exponent: exponent, currency: currency, date: date))
        groups.append(UInt32(truncatingIfNeeded: group))
    }

    /// A sale of group `group`, its amount inline when it fits a record, kept whole otherwise.
    mutating func append(group: Int, amount money: Money, date: Date) {
        let amount = money.amount
        let currency = UInt16(truncatingIfNeeded: money.currency.index)
        if let small = amount.smallCoefficient, let exponent = Int16(exactly: amount.exponent) {
            append(
                group: group, coefficient: small, isNegative: amount.isNegative, exponent: exponent, currency: currency,
                date: date)
        } else {
            records.append(SaleRecord(largeAt: large.count, currency: currency, date: date))
            groups.append(UInt32(truncatingIfNeeded: group))
            large.append(amount)
        }
    }

    /// `other`'s sales after these, each of its groups `groupMap[group]` here (its sales left
    /// out where that is `nil`). Its records are copied whole, its groups renumbered in one pass.
    mutating func append(contentsOf other: MappedSales, groupMap: [Int?]) {
        guard other.large.isEmpty, !groupMap.contains(nil) else { return appendOneByOne(other, groupMap: groupMap) }
        let table = groupMap.map { UInt32(truncatingIfNeeded: $0 ?? 0) }
        records += other.records
        groups += other.groups.map { table[Int($0)] }
    }

    /// ``append(contentsOf:groupMap:)`` a sale at a time, for sales with amounts kept whole or
    /// groups left out.
    private mutating func appendOneByOne(_ other: MappedSales, groupMap: [Int?]) {
        let base = large.count
        for (record, group) in zip(other.records, other.groups) {
            guard let group = groupMap[Int(group)] else { continue }
            records.append(record.isLarge ? record.movingLarge(to: base + Int(record.coefficient)) : record)
            groups.append(UInt32(truncatingIfNeeded: group))
        }
        large += other.large
    }

    /// Each group's sales, in the order read, summed per currency; groups in index order, those
    /// without a sale left out. `ids` names each group's product.
    ///
    /// The records are sorted by group in two passes (counted, then each put at its group's next
    /// place), and each group's run copied out whole.
    func grouped(ids: [Product.ID]) -> [ProductSales] {
        var starts = [Int](repeating: 0, count: ids.count + 1)
        for group in groups { starts[Int(group) + 1] += 1 }
        for index in ids.indices { starts[index + 1] += starts[index] }
        var next = starts
        let sorted = [SaleRecord](unsafeUninitializedCapacity: records.count) { buffer, count in
            for (record, group) in zip(records, groups) {
                buffer.initializeElement(at: next[Int(group)], to: record)
                next[Int(group)] += 1
            }
            count = records.count
        }
        var sums = SaleSums()
        return ids.indices.compactMap { group in
            guard starts[group + 1] > starts[group] else { return nil }
            var records = Array(sorted[starts[group]..<starts[group + 1]])
            var large: [ExactDecimal] = []
            if !self.large.isEmpty {
                for index in records.indices where records[index].isLarge {
                    large.append(self.large[Int(records[index].coefficient)])
                    records[index] = records[index].movingLarge(to: large.count - 1)
                }
            }
            return ProductSales(
                id: ids[group],
                sales: SaleList(
                    productID: ids[group], records: records, large: large, sums: sums.sum(records, large: large)))
        }
    }
}
