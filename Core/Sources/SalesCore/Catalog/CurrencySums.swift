/// Amounts added per currency, then converted once: exact, and the same value as adding every
/// converted amount, since nothing is rounded.
///
/// The sums are kept in a small array, the currency last added checked first: a product's sales
/// come in a few currencies, and consecutive sales often share one, so adding a million amounts
/// costs no hashing. The codes are kept apart from the sums, so that finding or ordering a
/// currency never copies a sum.
public struct CurrencySums: Sendable {
    /// Each sum's currency, and the sums at the same positions.
    private var codes: [CurrencyCode] = []
    private var sums: [Sum] = []
    private var last = 0
    /// Whether the codes ascend (set as each is added): a currency after the last one is then new,
    /// added without a search, and the codes are listed without a sort (a mapper's sums come in
    /// code order).
    private var ascending = true

    private struct Sum {
        var running = ExactSum()
        var count = 0

        var amount: ExactDecimal { running.value }

        mutating func add(_ amount: ExactDecimal, count added: Int = 1) {
            running.add(amount)
            count += added
        }
    }

    public init() {}

    /// How many amounts were added.
    public private(set) var count = 0

    public mutating func add(_ money: Money) {
        sums[slot(for: money.currency)].add(money.amount)
        count += 1
    }

    /// Adds every amount `other` holds: the same sums as adding them one by one (exact sums do
    /// not depend on the order, nor do their digits: a sum keeps the smallest exponent added).
    public mutating func add(_ other: CurrencySums) {
        // Nothing here yet: the sums are `other`'s, the same values and digits as adding them.
        guard count > 0 || !codes.isEmpty else {
            self = other
            return
        }
        for (currency, sum) in zip(other.codes, other.sums) {
            sums[slot(for: currency)].add(sum.amount, count: sum.count)
            count += sum.count
        }
    }

    /// Adds `count` amounts in one go, summing to `money`.
    public mutating func add(_ money: Money, count added: Int) {
        guard added > 0 else { return }
        sums[slot(for: money.currency)].add(money.amount, count: added)
        count += added
    }

    /// Where `currency`'s sum is, made when it is the first amount in it.
    private mutating func slot(for currency: CurrencyCode) -> Int {
        if last < codes.count, codes[last] == currency { return last }
        let afterLast = codes.last.map { $0 < currency } ?? true
        if !(ascending && afterLast), let index = codes.firstIndex(of: currency) {
            last = index
            return index
        }
        ascending = ascending && afterLast
        last = codes.count
        codes.append(currency)
        sums.append(Sum())
        return last
    }

    /// The currencies added, by code.
    public var currencies: [CurrencyCode] { ascending ? codes : codes.sorted() }

    /// Each currency's exact sum and how many amounts made it, by code: what a stored copy keeps
    /// to make the same sums again with ``add(_:count:)``.
    public var entries: [(amount: Money, count: Int)] {
        // Sums made by a mapper come in code order already: sorted only when they are not.
        let order = ascending ? Array(codes.indices) : codes.indices.sorted { codes[$0] < codes[$1] }
        return order.map { index in
            (Money(amount: sums[index].amount, currency: codes[index]), sums[index].count)
        }
    }

    /// The exact sum of the amounts in `currency` and how many there were (zero and 0 if none).
    public func sum(of currency: CurrencyCode) -> (amount: Money, count: Int) {
        let sum = codes.firstIndex(of: currency).map { sums[$0] } ?? Sum()
        return (Money(amount: sum.amount, currency: currency), sum.count)
    }

    /// The sum in `rates.target`, with what could not be converted counted apart.
    public func total(_ rates: RateTable) -> ConvertedTotal {
        total(in: rates.target, rate: rates.rate(from:))
    }

    /// The sum in `target`, each currency converted by `rate` (`nil`: it cannot be).
    public func total(in target: CurrencyCode, rate: (CurrencyCode) -> ExactDecimal?) -> ConvertedTotal {
        var total = ExactSumOfProducts()
        var unconvertedCount = 0
        var unconverted: [CurrencyCode] = []
        for (currency, sum) in zip(codes, sums) {
            if let rate = rate(currency) {
                total.add(sum.amount, times: rate)
            } else {
                unconvertedCount += sum.count
                unconverted.append(currency)
            }
        }
        return ConvertedTotal(
            amount: Money(amount: total.value, currency: target),
            unconvertedCount: unconvertedCount,
            unconvertedCurrencies: unconverted.sorted()
        )
    }
}

extension CurrencySums: Equatable {
    /// The same currencies, each with an equal sum (by value: `1.10 == 1.1`) of as many amounts.
    public static func == (lhs: CurrencySums, rhs: CurrencySums) -> Bool {
        lhs.count == rhs.count
            && lhs.entries.elementsEqual(rhs.entries) { $0.amount == $1.amount && $0.count == $1.count }
    }
}
