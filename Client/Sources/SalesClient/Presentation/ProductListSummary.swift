import SalesCore

/// The line that sums a product list up, as every front end words it: `10 products · 2,485 sales`,
/// the total in the display currency (`USD 2,288,969.50`, rounded half-even once) and what it
/// leaves out.
package struct ProductListSummary: Equatable {
    /// `10 products · 2,485 sales`.
    package let counts: String
    /// The total; `nil` without one (no rates, or a product without revenue).
    package let total: String?
    /// `incomplete: 197 sales in AUD cannot be converted`.
    package let incomplete: String?

    package init(products: Int, sales: Int, total: GrandTotal?, words: Words = .english) {
        counts = "\(words.count(.products, products)) · \(words.count(.sales, sales))"
        self.total = total.map {
            TotalText.figure($0.amount, unconvertedCount: $0.unconvertedCount, of: sales)
        }
        incomplete = total.flatMap {
            TotalText.incomplete($0.unconvertedCount, in: $0.unconvertedCurrencies, words: words)
        }
    }

    /// The summary of `totals` (each row's revenue, `nil` without) over `sales` sales: the total only
    /// when every row has one — and, for an empty page, only when the list itself is empty.
    package init(
        rows: Int, sales: Int, totals: [ConvertedTotal?], listIsEmpty: Bool, currency: CurrencyCode,
        words: Words = .english
    ) {
        let whole = totals.compactMap { $0 }
        let complete = whole.count == rows && (rows > 0 || listIsEmpty)
        self.init(
            products: rows, sales: sales, total: complete ? GrandTotal(whole, currency: currency) : nil, words: words)
    }

    /// As a listing's summary line: the counts, the total in bold, what it leaves out as a warning.
    package var line: Listing.Line {
        var line = Listing.Line(counts, .quiet)
        if let total {
            line.append(" · ")
            line.append(total, .strong)
        }
        if let incomplete { line.append(" (\(incomplete))", .warning) }
        return line
    }
}
