import Foundation

/// The sales a mapper kept, in the order read, each with its group (its id's index): appended to
/// one after another — no list per product, no sum kept while a million are read — and grouped
/// by product once, when the answer is complete (``grouped(ids:)``), each group summed in one pass.
///
/// Another mapper's sales (a piece's, ``append(contentsOf:groupMap:)``) are kept as the run they
/// are, not copied onto these: the grouping reads the runs one after another.
struct MappedSales: Sendable {
    /// Sales in the order read: records and their groups, side by side.
    private struct Run: Sendable {
        var records: [SaleRecord] = []
        var groups: [UInt32] = []
    }

    /// The runs before the one appended to.
    private var runs: [Run] = []
    /// The run appended to.
    private var last = Run()
    /// The amounts that do not fit a record, by the index a record holds.
    private var large: [ExactDecimal] = []

    /// Room for `count` more sales: a piece's, sized from its bytes, is never grown and copied.
    mutating func reserveCapacity(_ count: Int) {
        last.records.reserveCapacity(last.records.count + count)
        last.groups.reserveCapacity(last.groups.count + count)
    }

    /// A sale of group `group` whose amount fits a record.
    mutating func append(
        group: Int, coefficient: UInt64, isNegative: Bool, exponent: Int16, currency: UInt16, date: Date
    ) {
        last.records.append(
            SaleRecord(
                coefficient: coefficient, isNegative: isNegative, exponent: exponent, currency: currency, date: date))
        last.groups.append(UInt32(truncatingIfNeeded: group))
    }

    /// A sale of group `group`, its amount inline when it fits a record, kept whole otherwise.
    mutating func append(group: Int, amount money: Money, date: Date) {
        let record = SaleRecord(money, date: date, largeAt: large.count)
        last.records.append(record)
        last.groups.append(UInt32(truncatingIfNeeded: group))
        if record.isLarge { large.append(money.amount) }
    }

    /// `other`'s sales after these, each of its groups `groupMap[group]` here (its sales left
    /// out where that is `nil`). Its runs are kept as they are (their records never copied), their
    /// groups renumbered in one pass unless every group keeps its number.
    mutating func append(contentsOf other: MappedSales, groupMap: [Int?]) {
        guard other.large.isEmpty, !groupMap.contains(nil) else { return appendOneByOne(other, groupMap: groupMap) }
        let table = groupMap.map { UInt32(truncatingIfNeeded: $0 ?? 0) }
        let keepsNumbers = table.indices.allSatisfy { table[$0] == $0 }
        if !last.records.isEmpty { runs.append(last) }
        last = Run()
        for run in other.allRuns where !run.records.isEmpty {
            runs.append(keepsNumbers ? run : Run(records: run.records, groups: run.groups.map { table[Int($0)] }))
        }
    }

    /// ``append(contentsOf:groupMap:)`` a sale at a time, for sales with amounts kept whole or
    /// groups left out.
    private mutating func appendOneByOne(_ other: MappedSales, groupMap: [Int?]) {
        let base = large.count
        for run in other.allRuns {
            for (record, group) in zip(run.records, run.groups) {
                guard let group = groupMap[Int(group)] else { continue }
                last.records.append(record.isLarge ? record.movingLarge(to: base + Int(record.coefficient)) : record)
                last.groups.append(UInt32(truncatingIfNeeded: group))
            }
        }
        large += other.large
    }

    /// Every run, in the order read.
    private var allRuns: [Run] { last.records.isEmpty ? runs : runs + [last] }

    /// Each group's sales, in the order read, summed per currency; groups in index order, those
    /// without a sale left out. `ids` names each group's product.
    ///
    /// The records are sorted by group in two passes (counted, then each put at its group's next
    /// place); then each group's run is summed and kept as a slice of the sorted records — a million sales' groups on
    /// every core, each core a span of groups of about equal sales (the same lists either way).
    func grouped(ids: [Product.ID]) -> [ProductSales] {
        let runs = allRuns
        let count = runs.reduce(0) { $0 + $1.records.count }
        var starts = [Int](repeating: 0, count: ids.count + 1)
        for run in runs {
            for group in run.groups { starts[Int(group) + 1] += 1 }
        }
        for index in ids.indices { starts[index + 1] += starts[index] }
        var next = starts
        let sorted = [SaleRecord](unsafeUninitializedCapacity: count) { buffer, initialized in
            next.withUnsafeMutableBufferPointer { next in
                for run in runs {
                    for (record, group) in zip(run.records, run.groups) {
                        buffer.initializeElement(at: next[Int(group)], to: record)
                        next[Int(group)] += 1
                    }
                }
            }
            initialized = count
        }
        let bounds = starts
        // A span is worth a core from some 16,000 sales on.
        let parts = min(ProcessInfo.processInfo.activeProcessorCount, count / 16_384)
        let spans = Self.spans(of: starts, parts: max(1, parts))
        var lists = [ProductSales?](repeating: nil, count: ids.count)
        lists.withUnsafeMutableBufferPointer { lists in
            // Each span writes only its own groups' places: the spans never meet.
            nonisolated(unsafe) let lists = lists
            DispatchQueue.concurrentPerform(iterations: spans.count) { span in
                var sums = SaleSums()
                for group in spans[span] where bounds[group + 1] > bounds[group] {
                    lists[group] = list(ids[group], sorted[bounds[group]..<bounds[group + 1]], &sums)
                }
            }
        }
        return lists.compactMap { $0 }
    }

    /// One group's list: its records — a slice of the sorted ones, shared, unless some amount is
    /// kept whole (then copied, their whole amounts renumbered into its own) — summed.
    private func list(_ id: Product.ID, _ slice: ArraySlice<SaleRecord>, _ sums: inout SaleSums) -> ProductSales {
        var records = slice
        var large: [ExactDecimal] = []
        if !self.large.isEmpty {
            for index in records.indices where records[index].isLarge {
                large.append(self.large[Int(records[index].coefficient)])
                records[index] = records[index].movingLarge(to: large.count - 1)
            }
        }
        let summed = sums.sum(records, large: large)
        return ProductSales(id: id, sales: SaleList(productID: id, records: records, large: large, sums: summed))
    }

    /// The groups cut into at most `parts` spans of about equal sales (`starts`: where each
    /// group's sales start among the sorted ones, and their end last).
    private static func spans(of starts: [Int], parts: Int) -> [Range<Int>] {
        let groups = starts.count - 1
        let total = starts.last ?? 0
        var bounds = [0]
        for group in 0..<groups where bounds.count < max(1, parts) && starts[group + 1] * parts >= total * bounds.count
        {
            bounds.append(group + 1)
        }
        if bounds.last != groups { bounds.append(groups) }
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }
}
