import SalesJSON

extension JSONWriter {
    /// An exact decimal as a JSON number, digit for digit (never through `Double` or Foundation's
    /// `Decimal`).
    public mutating func member(_ key: String, _ value: ExactDecimal) {
        member(key, number: value.description)
    }

    public mutating func number(_ value: ExactDecimal) {
        number(text: value.description)
    }
}
