import BigInt
import SalesCore
import SalesSupport
import Testing

/// Properties checked on many seeded random graphs against deliberately naive references: hop
/// counts from dictionaries and sets, values from exact fractions (``Rational``). Rates have 1 to
/// 38 digits and magnitudes across the whole accepted range.
@Suite struct RateTablePropertyTests {
    @Test(arguments: 0..<45)
    func everyRateIsTheExactProductAlongItsPathRoundedOnce(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let spread = [2, 30, 99][Int(seed % 3)]
        let rates = try RandomGraph.noisy(spread: spread, using: &random)
        let table = RateTable(rates: rates)
        let hops = NaiveReference(rates: rates, target: .usd).hops

        for currency in Set(rates.flatMap { [$0.from, $0.to] }) where currency != .usd {
            guard let rate = table.rate(from: currency) else {
                let reason = table.unreachable.first { $0.currency == currency }?.reason
                #expect(hops[currency] == nil ? reason == .noPath : reason?.isOutOfRange == true, "\(currency)")
                continue
            }
            let path = try #require(table.path(from: currency))
            #expect(path.steps.count == hops[currency], "\(currency): fewest steps")
            #expect(path.isConnected, "\(currency)")
            let exact = try Oracle.product(of: path.steps)
            #expect(rate.normalized.description == exact.roundedString(significantDigits: 38), "\(currency)")
        }
        #expect(table.inconsistencyCount == (try Oracle.inconsistencies(in: rates, table: table)))
    }

    @Test(arguments: 0..<45)
    func solvesTheTrueValueOrSaysItIsOutOfRange(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let graph = try RandomGraph.consistent(spread: [2, 40, 80][Int(seed % 3)], using: &random)
        let table = RateTable(rates: graph.rates)
        let hops = NaiveReference(rates: graph.rates, target: .usd).hops

        #expect(table.inconsistencyCount == 0)
        for currency in graph.currencies where currency != .usd {
            guard hops[currency] != nil else {
                #expect(table.rate(from: currency) == nil)
                continue
            }
            let truth = try #require(graph.value[currency]) / (try #require(graph.value[.usd]))
            try Oracle.expect(table, solves: currency, as: truth)
        }
    }

    @Test(arguments: [1, 10, 100, 1_000])
    func followsChainsOfUpToAThousandStepsExactly(length: Int) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(length))
        let chain = try RandomGraph.chain(length: length, using: &random)
        let table = RateTable(rates: chain.rates)
        var exact = Rational(1)
        for (position, step) in chain.rates.enumerated() {
            let value = try #require(Rational(step.rate.description))
            // Each rate links chain[position + 1] to chain[position], quoted either way.
            exact = step.to == chain.currencies[position] ? exact * value : exact / value
            if position % max(1, length / 7) == 0 || position == length - 1 {
                try Oracle.expect(table, solves: chain.currencies[position + 1], as: exact)
                #expect(table.steps(from: chain.currencies[position + 1]) == position + 1)
            }
        }
    }

    @Test(arguments: 0..<30)
    func doesNotDependOnTheOrderOfTheRates(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let graph = try RandomGraph.noisy(spread: 30, using: &random)
        let table = RateTable(rates: graph)
        let shuffled = RateTable(rates: graph.shuffled(using: &random))
        #expect(table.directRates == shuffled.directRates)
        #expect(table.unreachable == shuffled.unreachable)
        #expect(table.inconsistencyCount == shuffled.inconsistencyCount)
    }
}

/// What the table must say, worked out with exact fractions.
private enum Oracle {
    /// The exact product of a path's upstream rates, dividing by those used backwards.
    static func product(of steps: [ConversionStep]) throws -> Rational {
        try steps.reduce(Rational(1)) { product, step in
            let value = try #require(Rational(step.upstream.rate.description))
            return step.isInverted ? product / value : product * value
        }
    }

    /// `exact` rounded once to 38 digits when that lies within 1e-99 ..< 1e100; otherwise the
    /// currency is unreachable as out of range.
    static func expect(_ table: RateTable, solves currency: CurrencyCode, as exact: Rational) throws {
        let rounded = exact.roundedString(significantDigits: 38)
        let leading = try #require(Rational(rounded)).magnitudeExponent
        if (-99...99).contains(leading) {
            #expect(table.rate(from: currency)?.normalized.description == rounded, "\(currency)")
        } else {
            #expect(table.rate(from: currency) == nil, "\(currency) is about 1e\(leading)")
            let reason = table.unreachable.first { $0.currency == currency }?.reason
            #expect(reason == .outOfRange(magnitudeExponent: leading), "\(currency)")
        }
    }

    /// How many unused rates differ from the solution by more than 0.01 %, decided exactly:
    /// `|rate × solved(to) − solved(from)| > 0.0001 × solved(from)`.
    static func inconsistencies(in rates: [ConversionRate], table: RateTable) throws -> Int {
        var used = Set<[CurrencyCode]>()
        for rate in table.directRates {
            for step in table.path(from: rate.from)?.steps ?? [] {
                used.insert([step.upstream.from, step.upstream.to])
            }
        }
        let tolerance = try #require(Rational("0.0001"))
        return try rates.filter { rate in
            guard !used.contains([rate.from, rate.to]), let from = table.rate(from: rate.from),
                let to = table.rate(from: rate.to)
            else { return false }
            let (r, f, t) = try (
                #require(Rational(rate.rate.description)), #require(Rational(from.description)),
                #require(Rational(to.description))
            )
            let difference = r * t + Rational(-1) * f
            return difference.magnitude.isGreater(than: tolerance * f)
        }.count
    }
}

extension ConversionPath {
    /// Each step starts where the previous one ended, from the source to the target, along its rate.
    fileprivate var isConnected: Bool {
        var at = source
        for step in steps {
            guard step.from == at, Set([step.upstream.from, step.upstream.to]) == Set([step.from, step.to]) else {
                return false
            }
            at = step.to
        }
        return at == target
    }
}

extension UnreachableCurrency.Reason {
    fileprivate var isOutOfRange: Bool {
        if case .outOfRange = self { return true }
        return false
    }
}

/// Breadth-first hop counts computed the obvious way, with dictionaries and sets.
private struct NaiveReference {
    var hops: [CurrencyCode: Int] = [:]

    init(rates: [ConversionRate], target: CurrencyCode) {
        var neighbours: [CurrencyCode: Set<CurrencyCode>] = [:]
        for rate in rates {
            neighbours[rate.from, default: []].insert(rate.to)
            neighbours[rate.to, default: []].insert(rate.from)
        }
        hops[target] = 0
        var frontier: Set<CurrencyCode> = [target]
        var distance = 0
        while !frontier.isEmpty {
            distance += 1
            var next: Set<CurrencyCode> = []
            for currency in frontier {
                for neighbour in neighbours[currency, default: []] where hops[neighbour] == nil {
                    hops[neighbour] = distance
                    next.insert(neighbour)
                }
            }
            frontier = next
        }
    }
}

private enum RandomGraph {
    struct Consistent {
        var currencies: [CurrencyCode]
        var value: [CurrencyCode: Rational]
        var rates: [ConversionRate]
    }

    struct Chain {
        /// `currencies[0]` is USD; rate `i` links `currencies[i + 1]` and `currencies[i]`.
        var currencies: [CurrencyCode]
        var rates: [ConversionRate]
    }

    /// Currencies with a hidden value each — 2ⁱ × 5ʲ × 10ᵏ, so every ratio is a short exact
    /// decimal — and rates that are exact ratios of two values, magnitudes up to 1e±`spread`.
    static func consistent(spread: Int, using random: inout SeededRandomNumberGenerator) throws -> Consistent {
        let currencies = pickCurrencies(count: Int.random(in: 2...40, using: &random), using: &random)
        var value: [CurrencyCode: Rational] = [:]
        for currency in currencies {
            let power = Int.random(in: -spread / 2...spread / 2, using: &random)
            let base =
                BigInt(1 << Int.random(in: 0...6, using: &random))
                * [1, 5, 25, 125][Int.random(in: 0...3, using: &random)]
            value[currency] =
                power >= 0 ? Rational(base * BigInt(10).power(power)) : Rational(base, BigInt(10).power(-power))
        }
        var rates: [ConversionRate] = []
        for _ in 0..<Int.random(in: 1...(currencies.count * 3), using: &random) {
            let from = currencies.randomElement(using: &random) ?? .usd
            let to = currencies.randomElement(using: &random) ?? .usd
            guard from != to, let a = value[from], let b = value[to], let ratio = ExactDecimal((a / b).description),
                ratio.refusal == nil
            else { continue }
            rates.append(try ConversionRate(from: from, to: to, rate: ratio))
        }
        return Consistent(currencies: currencies, value: value, rates: rates)
    }

    /// Random rates with random values of 1 to 38 digits, magnitudes up to 1e±`spread`: cycles,
    /// both directions of a pair and conflicts galore — but at most one rate per direction of a
    /// pair, since among those the first one wins.
    static func noisy(spread: Int, using random: inout SeededRandomNumberGenerator) throws -> [ConversionRate] {
        let currencies = pickCurrencies(count: Int.random(in: 2...30, using: &random), using: &random)
        var seen = Set<[CurrencyCode]>()
        return try (0..<Int.random(in: 1...90, using: &random)).compactMap { _ in
            let from = currencies.randomElement(using: &random) ?? .usd
            let to = currencies.randomElement(using: &random) ?? .usd
            guard from != to, seen.insert([from, to]).inserted else { return nil }
            let leading = Int.random(in: -spread...spread, using: &random)
            return try ConversionRate(from: from, to: to, rate: number(leading: leading, using: &random))
        }
    }

    /// USD ← C₁ ← C₂ … ← Cₙ, each link quoted in a random direction at a 38-digit rate near 1.
    static func chain(length: Int, using random: inout SeededRandomNumberGenerator) throws -> Chain {
        var currencies: [CurrencyCode] = [.usd]
        var index = 0
        while currencies.count <= length {
            if let code = CurrencyCode(index: index), code != .usd { currencies.append(code) }
            index += 1
        }
        let rates = try (0..<length).map { position in
            let rate = try number(leading: Int.random(in: -1...0, using: &random), digits: 38, using: &random)
            return Bool.random(using: &random)
                ? try ConversionRate(from: currencies[position + 1], to: currencies[position], rate: rate)
                : try ConversionRate(from: currencies[position], to: currencies[position + 1], rate: rate)
        }
        return Chain(currencies: currencies, rates: rates)
    }

    /// A positive number with its leading digit at 10^`leading` and 1 to 38 (or `digits`) digits.
    private static func number(
        leading: Int, digits: Int? = nil, using random: inout SeededRandomNumberGenerator
    ) throws -> ExactDecimal {
        let count = digits ?? Int.random(in: 1...38, using: &random)
        var text = String(Int.random(in: 1...9, using: &random)) + "."
        for _ in 0..<max(1, count - 1) { text.append(String(Int.random(in: 0...9, using: &random))) }
        return try decimal(text + "e\(leading)")
    }

    private static func pickCurrencies(count: Int, using random: inout SeededRandomNumberGenerator) -> [CurrencyCode] {
        var picked: Set<CurrencyCode> = [.usd]
        while picked.count < count {
            if let code = CurrencyCode(index: Int.random(in: 0..<CurrencyCode.count, using: &random)) {
                picked.insert(code)
            }
        }
        return picked.sorted()
    }
}
