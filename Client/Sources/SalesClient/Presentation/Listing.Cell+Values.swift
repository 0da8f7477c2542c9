import SalesCore

/// The cells every listing writes: counts, amounts, rates and revenue, each as people read it and
/// as programs read it.
extension Listing.Cell {
    private static let grouped = MoneyFormatter()
    private static let plain = MoneyFormatter(groupingSeparator: "", decimalSeparator: ".")

    /// A product id from the API: outside text like a name — safe for a terminal in tables, exact
    /// in exports but for the formula guard (an id `=HYPERLINK(…)` or `-1` gets its `'` too).
    package static func id(_ id: Product.ID) -> Listing.Cell { .text(id.rawValue) }

    /// A count: grouped for people, digits alone for programs.
    package static func count(_ value: Int) -> Listing.Cell {
        Listing.Cell(human: CountText.of(value), machine: String(value))
    }

    /// A computed amount, rounded half-even to its currency's minor units either way.
    package static func money(_ value: Money) -> Listing.Cell {
        Listing.Cell(human: grouped.amountString(from: value), machine: plain.amountString(from: value))
    }

    /// Revenue in the display currency, marked when sales are left out of it: `1,234.00*` when some
    /// could not be converted (the figure is what could), `—` when none could; exported as the
    /// figure (empty when none could), beside a ``completeness(_:)`` column. Empty without rates.
    package static func revenue(_ total: ConvertedTotal?, of salesCount: Int) -> Listing.Cell {
        guard let total else { return .empty }
        if !total.isComplete && total.unconvertedCount >= salesCount { return Listing.Cell(human: "—", machine: "") }
        let figure = money(total.amount)
        return total.isComplete ? figure : Listing.Cell(human: figure.human + "*", machine: figure.machine)
    }

    /// `true` or `false` for a revenue figure, empty without rates.
    package static func completeness(_ total: ConvertedTotal?) -> Listing.Cell {
        .plain(total.map { $0.isComplete ? "true" : "false" } ?? "")
    }

    /// The notes under a table that explain its `*` and `—`, when it shows any.
    static func revenueNotes(_ totals: [(ConvertedTotal?, Int)], words: Words = .english) -> [Listing.Line] {
        revenueNoteSentences(totals, words: words).map { Listing.Line($0, .warning) }
    }

    /// The same notes as plain sentences, for every front end that marks revenue so.
    static func revenueNoteSentences(_ totals: [(ConvertedTotal?, Int)], words: Words = .english) -> [String] {
        let incomplete = totals.compactMap { total, count in total.flatMap { $0.isComplete ? nil : ($0, count) } }
        var notes: [String] = []
        if incomplete.contains(where: { $0.0.unconvertedCount < $0.1 }) {
            notes.append(words(.leavesOutUnconverted))
        }
        if incomplete.contains(where: { $0.0.unconvertedCount >= $0.1 }) {
            notes.append(words(.noneConverted))
        }
        return notes
    }

    /// A rate: ten significant digits to read (plenty at any magnitude), every digit in exports.
    package static func rate(_ value: ExactDecimal) -> Listing.Cell {
        Listing.Cell(human: value.rounded(significantDigits: 10).normalized.description, machine: value.description)
    }

    /// An amount as the upstream gave it: every digit either way.
    package static func exactMoney(_ value: Money) -> Listing.Cell {
        Listing.Cell(
            human: grouped.amountString(from: value, precision: .exact),
            machine: plain.amountString(from: value, precision: .exact))
    }
}
