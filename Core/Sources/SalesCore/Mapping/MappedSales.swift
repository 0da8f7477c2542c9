import Foundation
import SalesSupport
import Synchronization

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

    /// A sale of group `group`: its record (an amount kept whole is already in ``large``).
    mutating func append(_ record: SaleRecord, group: Int) {
        last.records.append(record)
        last.groups.append(UInt32(truncatingIfNeeded: group))
    }

    /// Sales whose amounts fit their records, each of the group at the same place in `groups`.
    mutating func append(records: UnsafeBufferPointer<SaleRecord>, groups: UnsafeBufferPointer<UInt32>) {
        last.records.append(contentsOf: records)
        last.groups.append(contentsOf: groups)
    }

    /// A sale of group `group`, its amount inline when it fits a record, kept whole otherwise.
    mutating func append(group: Int, amount money: Money, date: Date) {
        let record = SaleRecord(money, date: date, largeAt: large.count)
        if record.isLarge { large.append(money.amount) }
        append(record, group: group)
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

    /// How many sales make a part (or a span of groups) worth a core of its own.
    private static let salesWorthACore = 16_384

    /// Each group's sales, in the order read, summed per currency; groups in index order, those
    /// without a sale left out. `ids` names each group's product.
    ///
    /// The records are sorted by group in two passes (counted, then each put at its group's next
    /// place), the sales cut into parts of about equal size, one a core, each part's sales of a
    /// group placed after the earlier parts'; then each group's run is summed and kept as a slice
    /// of the sorted records, each core a span of groups of about equal sales. The same lists
    /// however many cores.
    func grouped(ids: [Product.ID]) -> [ProductSales] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let (sorted, starts) = sortedByGroup(groupCount: ids.count, cores: cores)
        let spans = Self.spans(of: starts, parts: max(1, min(cores, sorted.count / Self.salesWorthACore)))
        var lists = [ProductSales?](repeating: nil, count: ids.count)
        lists.withUnsafeMutableBufferPointer { lists in
            // Each span writes only its own groups' places: the spans never meet.
            nonisolated(unsafe) let lists = lists
            DispatchQueue.concurrentPerform(iterations: spans.count) { span in
                var sums = SaleSums()
                for group in spans[span] where starts[group + 1] > starts[group] {
                    lists[group] = list(ids[group], sorted[starts[group]..<starts[group + 1]], &sums)
                }
            }
        }
        return lists.compactMap { $0 }
    }

    /// Every record, sorted by group (of `groupCount`) in the order read, and where each group's
    /// records start (and, last, where they end): counted, then placed, part by part on `cores`.
    private func sortedByGroup(groupCount: Int, cores: Int) -> (records: [SaleRecord], starts: [Int]) {
        let runs = allRuns
        let count = runs.reduce(0) { $0 + $1.records.count }
        let parts = Self.parts(of: runs, count: count, parts: max(1, min(cores, count / Self.salesWorthACore)))
        let counted = Mutex([[Int]](repeating: [], count: parts.count))
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            var counts = [Int](repeating: 0, count: groupCount)
            for piece in parts[part] {
                for group in runs[piece.run].groups[piece.range] { counts[Int(group)] += 1 }
            }
            counted.withLock { $0[part] = counts }
        }
        let counts = counted.withLock { $0 }
        // Where each group starts, and within it where each part's sales go: after the earlier
        // parts' (the order read).
        var starts = [Int](repeating: 0, count: groupCount + 1)
        var places = [[Int]](repeating: [Int](repeating: 0, count: groupCount), count: parts.count)
        var position = 0
        for group in 0..<groupCount {
            starts[group] = position
            for part in parts.indices {
                places[part][group] = position
                position += counts[part][group]
            }
        }
        starts[groupCount] = position
        let firstPlaces = places
        let sorted = [SaleRecord](unsafeUninitializedCapacity: count) { buffer, initialized in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            // Each part writes only its own places: the parts never meet.
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: parts.count) { part in
                var next = firstPlaces[part]
                next.withUnsafeMutableBufferPointer { next in
                    for piece in parts[part] {
                        let run = runs[piece.run]
                        run.records.withUnsafeBufferPointer { records in
                            run.groups.withUnsafeBufferPointer { groups in
                                for index in piece.range {
                                    let group = Int(groups[index])
                                    buffer.initializeElement(at: next[group], to: records[index])
                                    next[group] += 1
                                }
                            }
                        }
                    }
                }
            }
            initialized = count
        }
        return (sorted, starts)
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

    /// The runs' sales cut into at most `parts` parts of about equal size, in order: each part
    /// the runs (or pieces of runs) it holds.
    private static func parts(of runs: [Run], count: Int, parts: Int) -> [[(run: Int, range: Range<Int>)]] {
        let size = max(1, (count + parts - 1) / parts)
        var cut: [[(run: Int, range: Range<Int>)]] = [[]]
        var room = size
        for (index, run) in runs.enumerated() {
            var start = 0
            while start < run.records.count {
                if room == 0 {
                    cut.append([])
                    room = size
                }
                let end = min(run.records.count, start + room)
                cut[cut.count - 1].append((index, start..<end))
                room -= end - start
                start = end
            }
        }
        return cut
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
