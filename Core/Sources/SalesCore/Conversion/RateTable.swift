import Foundation

/// The direct rate of every currency to one target currency, solved from upstream rates that may
/// need several steps and come in mixed directions.
///
/// ## How rates are solved
/// - A rate `X → Y` is used as given, or backwards as `1 / rate` to go from `Y` to `X`. Where the
///   upstream gives both directions of a pair, each direction uses its own rate.
/// - **Fewest steps wins**: every step multiplies rounding error and staleness.
/// - **Ties** are broken one step at a time, walking out from the target: a currency's next step
///   toward the target goes to a neighbour one step closer that the upstream quotes *in the needed
///   direction* before one reached through an inverted rate, then to the neighbour whose code comes
///   first alphabetically, then through the pair listed first upstream. The result does not depend
///   on the order of the rates, except between exact duplicates.
/// - Cycles, duplicate pairs and disconnected currencies need no special care: a breadth-first walk
///   visits each currency once. Currencies that cannot reach the target are listed in
///   ``unreachable``; rates that disagree with the solution are listed in ``inconsistencies``.
/// - One pass over the graph: O(currencies + rates), with arrays indexed by the dense currency
///   index, no hashing and no sorting.
///
/// ## Precision
/// Arithmetic is Foundation's `Decimal` (38 significant decimal digits). Multiplying along a path
/// is exact while the product fits in 38 digits; each inverted step divides, which rounds to 38
/// significant digits. A path of ten inverted steps therefore keeps about 37 correct digits — far
/// beyond what any display or money rounding needs. A rate that overflows or underflows `Decimal`
/// is treated as unreachable rather than reported wrong.
public struct RateTable: Sendable {
    /// Tuning for ``RateTable/init(rates:target:options:)``.
    public struct Options: Sendable {
        /// Largest relative difference between an unused upstream rate and the solved rates that is
        /// not reported as an inconsistency. Default `1e-4` (0.01 %): quotes rounded to five
        /// significant digits pass, a stale or mistyped one does not.
        public var tolerance: Double
        /// How many inconsistencies to keep in ``RateTable/inconsistencies``; all are counted.
        public var inconsistencyReportLimit: Int

        public init(tolerance: Double = 1e-4, inconsistencyReportLimit: Int = 100) {
            self.tolerance = tolerance
            self.inconsistencyReportLimit = inconsistencyReportLimit
        }
    }

    /// The currency every rate converts to.
    public let target: CurrencyCode
    /// Currencies named by the upstream rates that have no usable path to the target, by code.
    public let unreachable: [CurrencyCode]
    /// Up to `options.inconsistencyReportLimit` upstream rates that disagree with the solution,
    /// in upstream order.
    public let inconsistencies: [RateInconsistency]
    /// How many upstream rates disagree with the solution in all.
    public let inconsistencyCount: Int
    /// Every currency that reaches the target, except the target itself, with its direct rate,
    /// ordered by code.
    public let directRates: [ConversionRate]

    private let graph: RateGraph
    private let walk: BreadthFirstWalk
    /// Per dense currency index: the solved rate, or `nil`.
    private let solved: [Decimal?]

    /// Solves `rates` for `target`.
    public init(rates: some Sequence<ConversionRate>, target: CurrencyCode = .usd, options: Options = Options()) {
        let graph = RateGraph(rates: Array(rates))
        let walk = BreadthFirstWalk(graph: graph, target: target)

        var solved = [Decimal?](repeating: nil, count: CurrencyCode.count)
        solved[target.index] = 1
        for currency in walk.order.dropFirst() {
            let node = Int(currency)
            guard let next = solved[Int(walk.parent[node])] else { continue }
            let upstream = graph.rates[Int(walk.via[node])].rate
            let rate = walk.isInverted[node] ? next / upstream : upstream * next
            guard !rate.isNaN, rate > 0 else { continue }
            solved[node] = rate
        }

        self.target = target
        self.graph = graph
        self.walk = walk
        self.solved = solved
        self.unreachable = (0..<CurrencyCode.count).compactMap { index in
            graph.isPresent[index] && solved[index] == nil ? CurrencyCode(index: index) : nil
        }
        self.directRates = solved.indices.compactMap { index in
            guard index != target.index, let rate = solved[index], let code = CurrencyCode(index: index) else {
                return nil
            }
            return try? ConversionRate(from: code, to: target, rate: rate)
        }
        let check = Self.consistency(graph: graph, solved: solved, walk: walk, options: options)
        self.inconsistencies = check.reported
        self.inconsistencyCount = check.count
    }

    /// What one unit of `currency` is worth in ``target``; `1` for the target itself, `nil` when
    /// the currency cannot reach it.
    public func rate(from currency: CurrencyCode) -> Decimal? {
        solved[currency.index]
    }

    /// How many upstream rates the path from `currency` uses; `nil` when it cannot reach the target.
    public func steps(from currency: CurrencyCode) -> Int? {
        solved[currency.index] == nil ? nil : Int(walk.distance[currency.index])
    }

    /// `money` in ``target``, unrounded; `nil` when its currency cannot reach the target.
    public func convert(_ money: Money) -> Money? {
        guard let rate = rate(from: money.currency) else { return nil }
        return Money(amount: money.amount * rate, currency: target)
    }

    /// The upstream rates that take `currency` to the target; `nil` when it cannot reach it.
    public func path(from currency: CurrencyCode) -> ConversionPath? {
        guard let rate = solved[currency.index] else { return nil }
        var steps: [ConversionStep] = []
        var node = currency.index
        while node != target.index, let from = CurrencyCode(index: node),
            let to = CurrencyCode(index: Int(walk.parent[node]))
        {
            steps.append(ConversionStep(from: from, to: to, upstream: graph.rates[Int(walk.via[node])]))
            node = to.index
        }
        return ConversionPath(source: currency, target: target, steps: steps, rate: rate)
    }

    private static func consistency(
        graph: RateGraph,
        solved: [Decimal?],
        walk: BreadthFirstWalk,
        options: Options
    ) -> (reported: [RateInconsistency], count: Int) {
        // The rates used by the solution, by upstream position.
        var used = [Bool](repeating: false, count: graph.rates.count)
        for (node, position) in walk.via.enumerated() where position >= 0 && solved[node] != nil {
            used[Int(position)] = true
        }
        var approximate = [Double](repeating: .nan, count: CurrencyCode.count)
        for (index, rate) in solved.enumerated() {
            if let rate { approximate[index] = Double(truncating: rate as NSNumber) }
        }
        var reported: [RateInconsistency] = []
        var count = 0
        for (position, rate) in graph.rates.enumerated() where !used[position] {
            let from = approximate[rate.from.index]
            let to = approximate[rate.to.index]
            guard from.isFinite, to.isFinite else { continue }
            let expected = from / to
            let difference = abs(Double(truncating: rate.rate as NSNumber) / expected - 1)
            guard difference > options.tolerance else { continue }
            count += 1
            if reported.count < options.inconsistencyReportLimit,
                let fromRate = solved[rate.from.index], let toRate = solved[rate.to.index]
            {
                reported.append(
                    RateInconsistency(rate: rate, expected: fromRate / toRate, relativeDifference: difference))
            }
        }
        return (reported, count)
    }
}
