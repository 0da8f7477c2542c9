/// The direct rate of every currency to one target currency, solved from upstream rates that may
/// need several steps and come in mixed directions.
///
/// ## How rates are solved
/// - A rate `X → Y` is used as given, or backwards (dividing by it) to go from `Y` to `X`. Where
///   the upstream gives both directions of a pair, each direction uses its own rate.
/// - **Fewest steps wins**: every step multiplies rounding error and staleness.
/// - **Ties** are broken one step at a time, walking out from the target: a currency's next step
///   toward the target goes to a neighbour one step closer that the upstream quotes *in the needed
///   direction* before one reached through an inverted rate, then to the neighbour whose code comes
///   first alphabetically, then through the pair listed first upstream. The result does not depend
///   on the order of the rates, except between exact duplicates.
/// - Cycles, duplicate pairs and disconnected currencies need no special care: a breadth-first walk
///   visits each currency once. Currencies that cannot be converted are listed in ``unreachable``
///   with the reason; rates that disagree with the solution are listed in ``inconsistencies``.
/// - One pass over the graph: O(currencies + rates), with arrays indexed by the dense currency
///   index, no hashing and no sorting.
///
/// ## Precision: the guarantee
/// Every rate is the **exact** product of the upstream rates along its path (dividing by those
/// used backwards), **rounded once, half to even, to 38 significant digits**. No intermediate step
/// rounds: the product is carried as an exact fraction. A currency whose rate would lie outside
/// ``ExactDecimal/Limits`` (beyond 1e±99), or whose shortest path is longer than
/// ``Options/maximumSteps``, is unreachable with that reason — never a crash, a NaN or a wrong value.
public struct RateTable: Sendable {
    /// Tuning for ``RateTable/init(rates:target:options:)``.
    public struct Options: Sendable {
        /// Largest relative difference between an unused upstream rate and the solved rates that is
        /// not reported as an inconsistency. Default 0.0001 (0.01 %): quotes rounded to five
        /// significant digits pass, a stale or mistyped one does not.
        public var tolerance: ExactDecimal
        /// How many inconsistencies to keep in ``RateTable/inconsistencies``; all are counted.
        public var inconsistencyReportLimit: Int
        /// Longest chain of rates followed; currencies further away are unreachable. Default 1,000,
        /// which bounds the exact arithmetic whatever the upstream sends.
        public var maximumSteps: Int

        public init(
            tolerance: ExactDecimal = ExactDecimal(significand: 1, exponent: -4),
            inconsistencyReportLimit: Int = 100,
            maximumSteps: Int = 1_000
        ) {
            self.tolerance = tolerance
            self.inconsistencyReportLimit = inconsistencyReportLimit
            self.maximumSteps = maximumSteps
        }
    }

    /// The currency every rate converts to.
    public let target: CurrencyCode
    /// Currencies named by the upstream rates that the table cannot convert, by code, with the reason.
    public let unreachable: [UnreachableCurrency]
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
    private let solved: [ExactDecimal?]

    /// Solves `rates` for `target`.
    public init(rates: some Sequence<ConversionRate>, target: CurrencyCode = .usd, options: Options = Options()) {
        let graph = RateGraph(rates: Array(rates))
        let walk = BreadthFirstWalk(graph: graph, target: target)
        let products = PathProducts(graph: graph, walk: walk, target: target, maximumSteps: options.maximumSteps)
        let solved = products.solved

        self.target = target
        self.graph = graph
        self.walk = walk
        self.solved = solved
        self.unreachable = (0..<CurrencyCode.count).compactMap { index in
            guard graph.isPresent[index], solved[index] == nil, let code = CurrencyCode(index: index) else {
                return nil
            }
            let distance = Int(walk.distance[index])
            let reason: UnreachableCurrency.Reason =
                products.refused[index] ?? (distance > options.maximumSteps ? .tooManySteps(distance) : .noPath)
            return UnreachableCurrency(currency: code, reason: reason)
        }
        self.directRates = solved.indices.compactMap { index in
            guard index != target.index, let rate = solved[index], let code = CurrencyCode(index: index) else {
                return nil
            }
            return try? ConversionRate(from: code, to: target, rate: rate)
        }
        let check = RateConsistency(graph: graph, solved: solved, walk: walk, options: options)
        self.inconsistencies = check.reported
        self.inconsistencyCount = check.count
    }

    /// What one unit of `currency` is worth in ``target``; `1` for the target itself, `nil` when
    /// the currency cannot reach it.
    public func rate(from currency: CurrencyCode) -> ExactDecimal? {
        solved[currency.index]
    }

    /// How many upstream rates the path from `currency` uses; `nil` when it cannot reach the target.
    public func steps(from currency: CurrencyCode) -> Int? {
        solved[currency.index] == nil ? nil : Int(walk.distance[currency.index])
    }

    /// `money` in ``target``, exact (amount × rate, every digit kept); `nil` when its currency
    /// cannot reach the target.
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
}
