/// A counted phrase: its form follows the count by the language's plural rule (``PluralForms``).
package enum Counted: Sendable, CaseIterable {
    /// `1 sale`, `2 sales`.
    case sales
    /// `1 product`, `2 products`.
    case products
    /// `1 currency`, `2 currencies`.
    case currencies
    /// `1 other product`, `2 other products`: a table's last row for those not shown.
    case otherProducts
}
