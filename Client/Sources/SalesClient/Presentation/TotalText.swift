import SalesCore

/// What a total in the display currency leaves out, worded once for every listing and view.
enum TotalText {
    /// `incomplete: 3 sales in AUD, GBP cannot be converted`; `nil` when nothing is left out.
    /// `one`/`many` name what is counted (sales; a quote's items).
    static func incomplete(
        _ count: Int, in currencies: [CurrencyCode], one: String = "sale", many: String = "sales"
    ) -> String? {
        guard count > 0 else { return nil }
        return "incomplete: \(CountText.of(count, one, many)) in "
            + "\(currencies.map(\.code).joined(separator: ", ")) cannot be converted"
    }

    /// The same for sales, in `words`.
    static func incomplete(_ count: Int, in currencies: [CurrencyCode], words: Words) -> String? {
        guard count > 0 else { return nil }
        return words(.incomplete(words.count(.sales, count), currencies.map(\.code).joined(separator: ", ")))
    }

    /// The same for a product's or a report's total.
    static func incomplete(_ total: ConvertedTotal, words: Words = .english) -> String? {
        incomplete(total.unconvertedCount, in: total.unconvertedCurrencies, words: words)
    }

    /// A total as a summary line shows it: the figure (rounded half-even once), or `—` when none of
    /// the `salesCount` sales it sums can be converted — as the row it sums up shows it.
    static func figure(_ amount: Money, unconvertedCount: Int, of salesCount: Int) -> String {
        salesCount > 0 && unconvertedCount >= salesCount ? "—" : MoneyFormatter().string(from: amount)
    }
}
