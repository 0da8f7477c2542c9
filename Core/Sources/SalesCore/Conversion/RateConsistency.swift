/// The upstream rates the solution did not use, checked against it.
///
/// An unused rate `from → to` at `r` disagrees when `|r × rate(to) − rate(from)| > tolerance ×
/// rate(from)`, i.e. its relative difference from the solved `rate(from) ÷ rate(to)` exceeds the
/// tolerance. A `Double` estimate settles almost every rate (within ``ExactDecimal/Limits`` every
/// product stays far inside `Double`'s range); the few within 1e-9 of the tolerance are decided
/// exactly, so the verdict is right at every accepted magnitude.
struct RateConsistency {
    private(set) var reported: [RateInconsistency] = []
    private(set) var count = 0

    init(graph: RateGraph, solved: [ExactDecimal?], walk: BreadthFirstWalk, options: RateTable.Options) {
        // The rates used by the solution, by upstream position.
        var used = [Bool](repeating: false, count: graph.rates.count)
        for (node, position) in walk.via.enumerated() where position >= 0 && solved[node] != nil {
            used[Int(position)] = true
        }
        var approximate = [Double](repeating: .nan, count: CurrencyCode.count)
        for (index, rate) in solved.enumerated() {
            if let rate { approximate[index] = rate.approximation }
        }
        let tolerance = options.tolerance.approximation
        for (position, rate) in graph.rates.enumerated() where !used[position] {
            let (from, to) = (approximate[rate.from.index], approximate[rate.to.index])
            guard from.isFinite, to.isFinite else { continue }
            let estimate = abs(rate.rate.approximation * to / from - 1)
            if abs(estimate - tolerance) > 1e-9 {
                guard estimate > tolerance else { continue }
            } else {
                guard let fromRate = solved[rate.from.index], let toRate = solved[rate.to.index],
                    Self.disagrees(rate.rate, from: fromRate, to: toRate, tolerance: options.tolerance)
                else { continue }
            }
            count += 1
            if reported.count < options.inconsistencyReportLimit,
                let fromRate = solved[rate.from.index], let toRate = solved[rate.to.index],
                let expected = ExactDecimal.quotient(fromRate, toRate),
                let inconsistency = RateInconsistency(rate: rate, expected: expected)
            {
                reported.append(inconsistency)
            }
        }
    }

    /// The exact test: `|rate × to − from| > tolerance × from`.
    private static func disagrees(
        _ rate: ExactDecimal, from: ExactDecimal, to: ExactDecimal, tolerance: ExactDecimal
    ) -> Bool {
        (rate * to - from).magnitude > tolerance * from
    }
}
