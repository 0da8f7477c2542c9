import SalesCore

/// Counts as people read them: `2,485`, `1 sale`, `2,485 sales`.
package enum CountText {
    package static func of(_ value: Int) -> String {
        MoneyFormatter().string(from: value)
    }

    /// "1 sale", "2,485 sales".
    package static func of(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(of(value)) \(value == 1 ? singular : plural)"
    }
}
