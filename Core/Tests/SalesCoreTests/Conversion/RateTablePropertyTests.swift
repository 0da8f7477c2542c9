import Foundation
import SalesCore
import Testing

/// Properties checked on many seeded random graphs, against a deliberately naive reference.
@Suite struct RateTablePropertyTests {
    @Test(arguments: 0..<60)
    func agreesWithTheTruthOnConsistentGraphs(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let graph = try RandomGraph.consistent(using: &random)
        let table = RateTable(rates: graph.rates)

        #expect(table.inconsistencyCount == 0)
        let reference = NaiveReference(rates: graph.rates, target: .usd)
        let named = Set(graph.rates.flatMap { [$0.from, $0.to] })
        for currency in graph.currencies {
            let hops = reference.hops[currency]
            #expect(table.steps(from: currency) == hops, "\(currency)")
            guard hops != nil else {
                #expect(table.unreachable.contains(currency) == named.contains(currency), "\(currency)")
                continue
            }
            let solved = try #require(table.rate(from: currency))
            let truth = try #require(graph.value[currency]) / (try #require(graph.value[.usd]))
            #expect(relativeError(solved, truth) < 1e-15, "\(currency)")

            let path = try #require(table.path(from: currency))
            let product = path.steps.reduce(Decimal(1)) { $0 * $1.rate }
            #expect(relativeError(product, solved) < 1e-15)
            #expect(path.steps.first?.from == currency && path.steps.last?.to == .usd || currency == .usd)
        }
    }

    @Test(arguments: 0..<30)
    func doesNotDependOnTheOrderOfTheRates(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let graph = try RandomGraph.noisy(using: &random)
        let table = RateTable(rates: graph)
        let shuffled = RateTable(rates: graph.shuffled(using: &random))
        #expect(table.directRates == shuffled.directRates)
        #expect(table.unreachable == shuffled.unreachable)
        #expect(table.inconsistencyCount == shuffled.inconsistencyCount)
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
        var value: [CurrencyCode: Decimal]
        var rates: [ConversionRate]
    }

    /// Currencies with a hidden value each; every rate is the exact ratio of two values (values are
    /// powers of two and five times small integers, so the ratios have exact decimal forms).
    static func consistent(using random: inout SeededRandomNumberGenerator) throws -> Consistent {
        let currencies = pickCurrencies(count: Int.random(in: 2...40, using: &random), using: &random)
        var value: [CurrencyCode: Decimal] = [:]
        for currency in currencies {
            let twos = Decimal(1 << Int.random(in: 0...6, using: &random))
            let fives = [Decimal(1), 5, 25, 125][Int.random(in: 0...3, using: &random)]
            value[currency] = twos * fives
        }
        var rates: [ConversionRate] = []
        for _ in 0..<Int.random(in: 1...(currencies.count * 3), using: &random) {
            let from = currencies.randomElement(using: &random) ?? .usd
            let to = currencies.randomElement(using: &random) ?? .usd
            guard from != to, let a = value[from], let b = value[to] else { continue }
            rates.append(try ConversionRate(from: from, to: to, rate: a / b))
        }
        return Consistent(currencies: currencies, value: value, rates: rates)
    }

    /// Random rates with random values: cycles, both directions of a pair, and conflicts galore —
    /// but at most one rate per direction of a pair, since among those the first one wins.
    static func noisy(using random: inout SeededRandomNumberGenerator) throws -> [ConversionRate] {
        let currencies = pickCurrencies(count: Int.random(in: 2...30, using: &random), using: &random)
        var seen = Set<[CurrencyCode]>()
        return try (0..<Int.random(in: 1...90, using: &random)).compactMap { _ in
            let from = currencies.randomElement(using: &random) ?? .usd
            let to = currencies.randomElement(using: &random) ?? .usd
            guard from != to, seen.insert([from, to]).inserted else { return nil }
            return try ConversionRate(from: from, to: to, rate: Decimal(Int.random(in: 1...999, using: &random)) / 100)
        }
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
