/// The headings of the columns people read, worded once for the commands' tables, the full-screen
/// app's and the web's.
package enum ColumnTitle {
    package static let product = "PRODUCT"
    package static let sales = "SALES"
    package static let date = "DATE"
    package static let amount = "AMOUNT"
    /// The period before's figure, beside the period's.
    package static let before = "BEFORE"
    /// The change from the period before, in percent.
    package static let change = "CHANGE"

    /// A total in the display currency: `TOTAL EUR`.
    package static func total(_ currency: String) -> String { "TOTAL \(currency)" }
}
