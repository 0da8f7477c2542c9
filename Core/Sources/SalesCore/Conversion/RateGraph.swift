/// The upstream rates as an undirected adjacency list (compressed sparse rows), indexed by the
/// dense ``CurrencyCode/index``, built in two linear passes without hashing.
///
/// Every rate `from → to` appears twice: in `from`'s row (the neighbour is `to`, and walking it
/// toward the target means dividing by the rate) and in `to`'s row (the neighbour is `from`, and
/// walking it means multiplying by the rate).
struct RateGraph {
    /// One incidence of a rate on a currency.
    struct Incidence {
        /// The currency at the other end of the rate.
        let neighbour: Int32
        /// Position of the rate in the input.
        let rate: Int32
        /// `true` when this row's currency is the rate's `from`, i.e. the neighbour is its `to`.
        let isFrom: Bool
    }

    let rates: [ConversionRate]
    private(set) var rowStart: [Int32]
    private(set) var incidences: [Incidence]
    /// Currencies named by at least one rate.
    private(set) var isPresent: [Bool]

    init(rates: [ConversionRate]) {
        self.rates = rates
        var rowStart = [Int32](repeating: 0, count: CurrencyCode.count + 1)
        var isPresent = [Bool](repeating: false, count: CurrencyCode.count)
        for rate in rates {
            rowStart[rate.from.index + 1] += 1
            rowStart[rate.to.index + 1] += 1
            isPresent[rate.from.index] = true
            isPresent[rate.to.index] = true
        }
        for index in 0..<CurrencyCode.count {
            rowStart[index + 1] += rowStart[index]
        }
        var next = rowStart
        let placeholder = Incidence(neighbour: -1, rate: -1, isFrom: false)
        var incidences = [Incidence](repeating: placeholder, count: rates.count * 2)
        for (position, rate) in rates.enumerated() {
            let from = rate.from.index
            let to = rate.to.index
            incidences[Int(next[from])] = Incidence(neighbour: Int32(to), rate: Int32(position), isFrom: true)
            next[from] += 1
            incidences[Int(next[to])] = Incidence(neighbour: Int32(from), rate: Int32(position), isFrom: false)
            next[to] += 1
        }
        self.rowStart = rowStart
        self.incidences = incidences
        self.isPresent = isPresent
    }

    /// The incidences of one currency, in input order.
    func row(_ currency: Int) -> ArraySlice<Incidence> {
        incidences[Int(rowStart[currency])..<Int(rowStart[currency + 1])]
    }
}
