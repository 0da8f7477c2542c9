/// The headings of the full-screen app's columns in English, from the catalog (``ColumnHeading``).
package enum ColumnTitle {
    package static let product = Words.english.heading(.product)
    package static let sales = Words.english.heading(.sales)
    package static let date = Words.english.heading(.date)
    package static let amount = Words.english.heading(.amount)
    /// The period before's figure, beside the period's.
    package static let before = Words.english.heading(.before)
    /// The change from the period before, in percent.
    package static let change = Words.english.heading(.change)

    /// A total in the display currency: `TOTAL EUR`.
    package static func total(_ currency: String) -> String { Words.english.heading(.total(currency)) }
}
